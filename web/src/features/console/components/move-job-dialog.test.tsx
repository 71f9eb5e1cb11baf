import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { providerWallClockOf } from '../../../shared/lib/provider-time';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { MoveJobDialog } from './move-job-dialog';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

function renderDialog(onMove: (occurredAt: string | null) => Promise<unknown>) {
  render(
    <MoveJobDialog
      job={{ id: 'job-1', job_number: 'J-2026-000042' }}
      status="COLLECTED"
      pending={false}
      onMove={onMove}
      onClose={() => undefined}
    />,
  );
  return userEvent.setup();
}

describe('MoveJobDialog', () => {
  it('moves the job now unless a day and time are entered', async () => {
    const onMove = vi.fn((_occurredAt: string | null) => Promise.resolve());
    const user = renderDialog(onMove);
    expect(screen.getByRole('dialog', { name: 'Move J-2026-000042 to Collected?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith(null);
  });

  it("sends the time entered on the provider's clock as an instant", async () => {
    const onMove = vi.fn((_occurredAt: string | null) => Promise.resolve());
    const user = renderDialog(onMove);
    const yesterday = providerWallClockOf(new Date(Date.now() - 86_400_000)).day;
    fireEvent.input(screen.getByLabelText('Day'), { target: { value: yesterday } });
    fireEvent.blur(screen.getByLabelText('Day'));
    fireEvent.input(screen.getByLabelText('Time'), { target: { value: '09:30' } });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const sent = new Date(String(onMove.mock.calls[0]?.[0]));
    expect(providerWallClockOf(sent)).toEqual({ day: yesterday, time: '09:30' });
  });

  it('refuses a time in the future before sending, and says why the server refused one', async () => {
    const onMove = vi.fn(() =>
      Promise.reject(
        new GraphQLRequestError([
          {
            message: 'occurred_at: before the last status',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
      ),
    );
    const user = renderDialog(onMove);
    const tomorrow = providerWallClockOf(new Date(Date.now() + 86_400_000)).day;
    fireEvent.input(screen.getByLabelText('Day'), { target: { value: tomorrow } });
    fireEvent.blur(screen.getByLabelText('Day'));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert').textContent).toBe('The time cannot be in the future.');
    expect(onMove).not.toHaveBeenCalled();

    const lastYear = providerWallClockOf(new Date(Date.now() - 365 * 86_400_000)).day;
    fireEvent.input(screen.getByLabelText('Day'), { target: { value: lastYear } });
    fireEvent.blur(screen.getByLabelText('Day'));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The time cannot be before the job's last status or in the future.",
    );
  });
});
