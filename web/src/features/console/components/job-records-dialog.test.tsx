import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { JobRecordsDialog } from './job-records-dialog';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

function renderDialog() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobRecordsDialog job={{ id: 'job-1', job_number: 'JOB-1042' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('JobRecordsDialog', () => {
  it('records the seals the driver read and links units by serial number', async () => {
    const sent = answerOperations({
      console_job_seals: () => ({ data: { console_job_seals: ['S-100'] } }),
      console_record_job_seals: () => ({
        data: {
          console_record_job_seals: {
            job_number: 'JOB-1042',
            added: 2,
            seals: ['S-100', 'S-101', 'S-102'],
          },
        },
      }),
      console_link_job_units: () => ({
        data: {
          console_link_job_units: {
            job_number: 'JOB-1042',
            linked: 2,
            unknown_serial_numbers: ['PF-404'],
          },
        },
      }),
    });
    const user = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Seals and units of JOB-1042' });
    expect(await within(dialog).findByText('Recorded: S-100')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Record seals' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give at least one seal number.');
    await user.type(within(dialog).getByLabelText('Seal numbers the driver read'), 'S-101, S-102');
    await user.click(within(dialog).getByRole('button', { name: 'Record seals' }));
    expect(await within(dialog).findByText('2 new seals recorded.')).toBeTruthy();
    expect(within(dialog).getByText('Recorded: S-100, S-101, S-102')).toBeTruthy();

    await user.type(
      within(dialog).getByLabelText("Serial numbers of the customer's units"),
      'PF-1{enter}PF-2{enter}PF-404',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link units' }));
    expect(await within(dialog).findByText('2 units are linked to the job.')).toBeTruthy();
    expect(within(dialog).getByText("Not among the customer's units: PF-404")).toBeTruthy();
    expect(
      sent
        .filter((body) => body.operationName !== 'console_job_seals')
        .map((body) => body.variables),
    ).toEqual([
      { id: 'job-1', seals: ['S-101', 'S-102'] },
      { id: 'job-1', serial_numbers: ['PF-1', 'PF-2', 'PF-404'] },
    ]);
  });
});
