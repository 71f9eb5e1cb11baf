import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useActionNotice } from '../lib/use-action-notice';
import { ActionNotice } from './action-notice';

afterEach(cleanup);

function Page() {
  const feedback = useActionNotice();
  return (
    <>
      <ActionNotice notice={feedback.notice} />
      <button type="button" onClick={() => feedback.succeeded('Report deleted.')}>
        Delete
      </button>
      <button type="button" onClick={() => feedback.failed('Could not delete the report.')}>
        Fail
      </button>
      <button type="button" onClick={feedback.clear}>
        Again
      </button>
    </>
  );
}

describe('ActionNotice', () => {
  it('says what an action did as a status, or why it failed as an alert, and takes the focus', async () => {
    render(<Page />);
    const user = userEvent.setup();
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Report deleted.');
    expect(document.activeElement).toBe(status);

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not delete the report.');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the focus in a menu the user opened while the action was on its way', async () => {
    let answered = () => {};
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    function SlowPage() {
      const feedback = useActionNotice();
      return (
        <>
          <ActionNotice notice={feedback.notice} />
          <button
            type="button"
            onClick={() => void answer.then(() => feedback.succeeded('Endpoint disabled.'))}
          >
            Disable
          </button>
          <div role="menu" aria-label="Actions">
            <button type="button" role="menuitem">
              Enable
            </button>
          </div>
        </>
      );
    }
    render(<SlowPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const item = screen.getByRole('menuitem', { name: 'Enable' });
    item.focus();

    answered();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Endpoint disabled.');
    expect(document.activeElement).toBe(item);
  });
});
