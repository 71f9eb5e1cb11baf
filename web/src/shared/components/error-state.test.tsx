import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { ErrorState } from './error-state';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

describe('ErrorState', () => {
  it('announces the message and tries again on request', async () => {
    const retry = vi.fn();
    render(<ErrorState message="Could not fetch documents." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not fetch documents.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('waits while a retry runs, and offers none where there is nothing to retry', () => {
    const { rerender } = render(
      <ErrorState message="Failed." onRetry={() => undefined} retrying />,
    );
    expect(screen.getByRole('button', { name: 'Trying again...' })).toHaveProperty(
      'disabled',
      true,
    );
    rerender(<ErrorState message="No such job." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
