import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const unrecognised = {
  headers: ['Kolonne A', 'Kolonne B'],
  mapping: { serial_number: null, asset_tag: null, model: null },
  recognised: true,
  mapping_problem: 'serialNumberColumnMissing',
  row_count: 0,
  problem_count: 0,
  problems: [],
};

describe('choosing a list of expected assets', () => {
  it('asks for the columns it could not recognise, rechecks with the choice and lists bad lines', async () => {
    const urls = recordRequests();
    network.use(
      http.post('*/api/jobs/:country/expected-assets', ({ request }) =>
        HttpResponse.json(
          request.url.includes('serial_number_column=1')
            ? {
                ...unrecognised,
                recognised: false,
                mapping_problem: null,
                mapping: { serial_number: 1, asset_tag: null, model: null },
                row_count: 3,
                problem_count: 2,
                problems: [
                  {
                    line: 3,
                    code: 'serialNumberMissing',
                    message: 'The serial number is missing.',
                  },
                  { line: 5, code: 'duplicateSerialNumber', message: '', first_line: 2 },
                ],
              }
            : unrecognised,
        ),
      ),
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
    expect(urls.at(-1)).toContain('serial_number_column=1&asset_tag_column=none&model_column=none');
    expect(choices.at(-1)).toEqual({ selection: null, blocking: true });

    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    await waitFor(() => expect(choices.at(-1)).toEqual({ selection: null, blocking: false }));
  });
});
