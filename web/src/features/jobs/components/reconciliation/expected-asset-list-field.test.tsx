import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyMapping } from '@itad-portal/validation';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import { fakeTheNetwork, network, recordRequests } from '../../../../test-support/network';
import { ExpectedAssetListField, type ExpectedAssetChoice } from './expected-asset-list-field';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork({ files: true });

const uploadAddress = '*/api/jobs/:country/expected-assets';

const unrecognised = {
  headers: ['Kolonne A', 'Kolonne B'],
  mapping: emptyMapping(),
  recognised: true,
  layout: null,
  mapping_problem: 'serialNumberColumnMissing',
  preview: [
    ['Dell', 'XL-1'],
    ['HP', 'XL-2'],
  ],
  row_count: 0,
  problem_count: 0,
  problems: [],
};

describe('choosing a list of expected assets', () => {
  it('asks for the columns it could not recognise, rechecks with the choice and lists bad lines', async () => {
    const urls = recordRequests();
    network.use(
      http.post(uploadAddress, ({ request }) => {
        const body = request.url.includes('serial_number_column=1')
          ? {
              ...unrecognised,
              recognised: false,
              mapping_problem: null,
              layout: null,
              mapping: { ...emptyMapping(), serial_number: 1 },
              row_count: 3,
              problem_count: 2,
              problems: [
                { line: 3, code: 'serialNumberMissing', message: 'The serial number is missing.' },
                { line: 5, code: 'duplicateSerialNumber', message: '', first_line: 2 },
              ],
            }
          : unrecognised;
        return HttpResponse.json(body);
      }),
    );
    const choices: ExpectedAssetChoice[] = [];
    render(
      <ExpectedAssetListField legend="List" onChoiceChange={(choice) => choices.push(choice)} />,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File with the list of assets'),
      new File(['Kolonne A,Kolonne B\n'], 'list.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Choose the column of serial numbers.')).toBeTruthy();
    expect(choices.at(-1)).toEqual({ selection: null, blocking: true });

    await user.selectOptions(screen.getByLabelText('Column of serial numbers'), '1');
    expect(await screen.findByText('Line 3: the serial number is missing.')).toBeTruthy();
    expect(screen.getByText('Line 5: the serial number is on line 2 already.')).toBeTruthy();
    expect(urls.at(-1)).toContain(
      'serial_number_column=1&asset_tag_column=none&model_column=none&device_id_column=none',
    );
    expect(choices.at(-1)).toEqual({ selection: null, blocking: true });

    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    await waitFor(() => expect(choices.at(-1)).toEqual({ selection: null, blocking: false }));
  });

  it('names the tool whose export it recognised and shows the first rows under the columns it reads', async () => {
    network.use(
      http.post(uploadAddress, () =>
        HttpResponse.json({
          headers: ['Device ID', 'Device name', 'Enrollment date', 'Serial number', 'Model'],
          mapping: { ...emptyMapping(), device_id: 0, device_name: 1, serial_number: 3, model: 4 },
          recognised: true,
          layout: 'intune',
          mapping_problem: null,
          preview: [
            ['7f3c2a10', 'LT-OSL-0042', '2022-09-14 07:31:02.0000000', 'PF3K9XQZ', '20XW004GMX'],
          ],
          row_count: 1,
          problem_count: 0,
          problems: [],
        }),
      ),
    );
    render(<ExpectedAssetListField legend="List" />);
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('File with the list of assets'),
        new File(['x'], 'DevicesWithInventory.csv', { type: 'text/csv' }),
      );
    expect(await screen.findByText('Recognised as a Microsoft Intune device export.')).toBeTruthy();
    const preview = screen.getByRole('table', { name: 'The first rows of the file' });
    const headers = within(preview)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Device ID Device ID',
      'Device name Device name',
      'Enrollment date',
      'Serial number Serial number',
      'Model Model',
    ]);
    expect(within(preview).getByRole('cell', { name: 'LT-OSL-0042' })).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLSelectElement>('Column of device names (optional)').value,
    ).toBe('1');
  });

  it('marks the column chosen in the preview, and the choice goes with the file', async () => {
    network.use(
      http.post(uploadAddress, ({ request }) => {
        const chosen = request.url.includes('serial_number_column=1');
        const body = chosen
          ? {
              ...unrecognised,
              recognised: false,
              mapping_problem: null,
              mapping: { ...emptyMapping(), serial_number: 1 },
              row_count: 2,
            }
          : unrecognised;
        return HttpResponse.json(body);
      }),
    );
    const choices: ExpectedAssetChoice[] = [];
    render(
      <ExpectedAssetListField legend="List" onChoiceChange={(choice) => choices.push(choice)} />,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File with the list of assets'),
      new File(['Kolonne A,Kolonne B\n'], 'list.csv', { type: 'text/csv' }),
    );
    const preview = await screen.findByRole('table', { name: 'The first rows of the file' });
    expect(within(preview).queryByText('Serial number')).toBeNull();
    expect(within(preview).getByRole('cell', { name: 'XL-2' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Column of serial numbers'), '1');
    expect(await screen.findByText('2 assets on the list.')).toBeTruthy();
    const marked = within(screen.getByRole('table', { name: 'The first rows of the file' }));
    expect(marked.getByRole('columnheader', { name: 'Kolonne B Serial number' })).toBeTruthy();
    expect(choices.at(-1)?.selection?.mapping).toEqual({ ...emptyMapping(), serial_number: 1 });
  });
});
