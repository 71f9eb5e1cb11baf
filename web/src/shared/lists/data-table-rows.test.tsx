import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { DataTable, type DataTableColumn } from './data-table';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

interface Box {
  name: string;
  size: number;
}

function BoxList({ onRemove }: { onRemove: (name: string) => void }) {
  const columns: DataTableColumn<Box, 'name'>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      opensRow: true,
      cell: (box) => <Link to={`/boxes/${box.name}`}>{box.name}</Link>,
    },
    { key: 'size', header: 'Size', cell: (box) => `${box.size} kg` },
    {
      key: 'actions',
      header: 'Actions',
      rowActions: true,
      cell: (box) => (
        <button type="button" onClick={() => onRemove(box.name)}>
          Remove {box.name}
        </button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Boxes"
      columns={columns}
      rows={[
        { name: 'alpha', size: 3 },
        { name: 'beta', size: 5 },
      ]}
      rowKey={(box) => box.name}
      total={2}
      page={1}
      pageSize={10}
      sort="name"
      direction="ASC"
      onSort={() => undefined}
      onPage={() => undefined}
    />
  );
}

function BoxPage() {
  return <h1>Box {useParams().name}</h1>;
}

function renderList(onRemove = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/boxes']}>
      <Routes>
        <Route path="/boxes" element={<BoxList onRemove={onRemove} />} />
        <Route path="/boxes/:name" element={<BoxPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return onRemove;
}

describe('a list whose rows open their detail', () => {
  it('opens a row’s detail from a click anywhere in the row', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('cell', { name: '5 kg' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Box beta');
  });

  it('opens it from the keyboard: Tab to the row’s link and press Enter', async () => {
    const user = userEvent.setup();
    renderList();
    const link = screen.getByRole('link', { name: 'alpha' });
    // The table's scroll region comes first, then the first row's link.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Box alpha');
  });

  it('leaves a click on the row’s own controls to them', async () => {
    const user = userEvent.setup();
    const onRemove = renderList();
    await user.click(screen.getByRole('button', { name: 'Remove alpha' }));
    expect(onRemove).toHaveBeenCalledWith('alpha');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('table', { name: 'Boxes' })).toBeTruthy();
  });

  it('names each value for a phone’s card, but not the actions, whose buttons say it', () => {
    renderList();
    expect(screen.getByRole('cell', { name: '3 kg' }).getAttribute('data-label')).toBe('Size');
    expect(screen.getByRole('cell', { name: 'Remove alpha' }).hasAttribute('data-label')).toBe(
      false,
    );
  });
});
