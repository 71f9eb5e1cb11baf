import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { RowMenu } from './row-menu';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

function renderMenu(onDelete: () => Promise<unknown>, onShow = vi.fn()) {
  render(
    <RowMenu
      label="Actions for Build server"
      items={[
        { label: 'Show log', onSelect: onShow },
        {
          label: 'Delete',
          confirm: {
            title: 'Delete the endpoint?',
            message: 'Build server stops getting events.',
            confirmLabel: 'Delete',
          },
          onSelect: onDelete,
        },
      ]}
    />,
  );
  return screen.getByRole('button', { name: 'Actions for Build server' });
}

describe('RowMenu', () => {
  it('opens from the keyboard, moves with the arrows and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const button = renderMenu(() => Promise.resolve());
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions for Build server' });
    expect(menu.id).toBe(button.getAttribute('aria-controls'));
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Show log' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Show log' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs a plain item at once and closes', async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    const button = renderMenu(() => Promise.resolve(), onShow);
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Show log' }));
    expect(onShow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('asks before a destructive item: Cancel leaves everything, Confirm runs it', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    const button = renderMenu(onDelete);

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the endpoint?' });
    expect(question.textContent).toContain('Build server stops getting events.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(button);
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows nothing for a row with no actions', () => {
    render(<RowMenu label="Actions for Ada" items={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
