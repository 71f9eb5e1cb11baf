import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { NotificationEmailChoices } from './notification-email-choices';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotificationEmailChoices', () => {
  it('saves the kinds chosen and keeps showing them as saved', async () => {
    const choices = [
      { kind: 'REPORT_READY', email: false },
      { kind: 'EVIDENCE_PACK_READY', email: false },
      { kind: 'JOB_STATUS_CHANGED', email: false },
    ];
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const body = JSON.parse(init?.body as string) as {
        operationName: string;
        variables: { choices?: { kind: string; email: boolean }[] };
      };
      if (body.operationName === 'set_notification_email_choices') {
        sent.push(body.variables.choices);
        const saved = choices.map((choice) => ({
          ...choice,
          email: body.variables.choices?.find((c) => c.kind === choice.kind)?.email ?? false,
        }));
        return new Response(JSON.stringify({ data: { set_notification_email_choices: saved } }));
      }
      return new Response(JSON.stringify({ data: { get_notification_email_choices: choices } }));
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationEmailChoices />
      </QueryClientProvider>,
    );

    await user.click(await screen.findByRole('checkbox', { name: 'a job changes status' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('Your e-mail choices have been saved.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'a job changes status' })).toHaveProperty(
      'checked',
      true,
    );
    expect(sent).toEqual([
      [
        { kind: 'REPORT_READY', email: false },
        { kind: 'EVIDENCE_PACK_READY', email: false },
        { kind: 'JOB_STATUS_CHANGED', email: true },
      ],
    ]);
  });
});
