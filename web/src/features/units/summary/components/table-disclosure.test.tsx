import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableDisclosure } from './table-disclosure';

afterEach(cleanup);

function monthTable() {
  return (
    <table>
      <caption>Units per month</caption>
      <tbody>
        <tr>
          <th scope="row">Jan 2026</th>
          <td>42</td>
        </tr>
      </tbody>
    </table>
  );
}

describe('TableDisclosure', () => {
  it('builds the table when the reader first opens it, and keeps it', async () => {
    const table = vi.fn(monthTable);
    render(<TableDisclosure summary="Show the monthly figures as a table" table={table} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(table).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const summary = screen.getByText('Show the monthly figures as a table');
    await user.click(summary);
    expect(await screen.findByRole('table', { name: 'Units per month' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Jan 2026' })).toBeTruthy();

    await user.click(summary);
    await user.click(summary);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
