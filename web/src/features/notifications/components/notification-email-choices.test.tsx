import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { NotificationEmailChoices } from './notification-email-choices';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

const choices = [
  { kind: 'REPORT_READY', email: false },
  { kind: 'EVIDENCE_PACK_READY', email: false },
  { kind: 'JOB_STATUS_CHANGED', email: false },
];

function renderChoices() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationEmailChoices />
    </QueryClientProvider>,
  );
}

describe('NotificationEmailChoices', () => {
  it('saves the kinds chosen and keeps showing them as saved', async () => {
    const sent = answerOperations({
      get_notification_email_choices: () => ({ data: { get_notification_email_choices: choices } }),
      set_notification_email_choices: (variables) => {
        const chosen = variables.choices as { kind: string; email: boolean }[];
        const saved = choices.map((choice) => ({
          ...choice,
          email: chosen.find((candidate) => candidate.kind === choice.kind)?.email ?? false,
        }));
        return { data: { set_notification_email_choices: saved } };
      },
    });
    const user = userEvent.setup();
    renderChoices();

    await user.click(await screen.findByRole('checkbox', { name: 'a job changes status' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail choices have been saved.',
    );
    expect(screen.getByRole('checkbox', { name: 'a job changes status' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      sent
        .filter((operation) => operation.operationName === 'set_notification_email_choices')
        .map((operation) => operation.variables.choices),
    ).toEqual([
      [
        { kind: 'REPORT_READY', email: false },
        { kind: 'EVIDENCE_PACK_READY', email: false },
        { kind: 'JOB_STATUS_CHANGED', email: true },
      ],
    ]);
  });

  it('says a failed save aloud as an alert, and keeps what was chosen', async () => {
    answerOperations({
      get_notification_email_choices: () => ({ data: { get_notification_email_choices: choices } }),
      set_notification_email_choices: () => ({
        data: null,
        errors: [{ message: 'Down', extensions: { code: 'INTERNAL' } }],
      }),
    });
    const user = userEvent.setup();
    renderChoices();

    await user.click(await screen.findByRole('checkbox', { name: 'a job changes status' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your choices could not be saved. Try again.');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'a job changes status' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('offers to load the choices again when they cannot be loaded', async () => {
    let loadFails = true;
    answerOperations({
      get_notification_email_choices: () =>
        loadFails
          ? { data: null, errors: [{ message: 'Down', extensions: { code: 'INTERNAL' } }] }
          : { data: { get_notification_email_choices: choices } },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <NotificationEmailChoices />
      </QueryClientProvider>,
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The notifications could not be loaded. Try again in a moment.',
    );
    loadFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'a job changes status' })).toBeTruthy();
  });
});
