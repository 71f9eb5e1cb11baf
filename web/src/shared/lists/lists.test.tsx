import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { DataTable } from './data-table';
import {
  exportQueryOf,
  nextOrder,
  readListView,
  writeListView,
  type ListOptions,
} from './list-state';
import { ListCompanySelect, ListTextFilter } from './list-toolbar';
import { useListView } from './use-list-view';

let i18n: ReturnType<typeof initialiseTestI18n>;
beforeAll(() => {
  i18n = initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Sort = 'name' | 'size';
const options: ListOptions<Sort, 'colour'> = {
  sorts: ['name', 'size'],
  defaultSort: 'name',
  defaultDirection: 'ASC',
  filters: ['colour'],
};

describe('a list’s view in the address', () => {
  it('reads defaults from a plain address and writes a plain address for them', () => {
    const view = readListView(new URLSearchParams(), options);
    expect(view).toEqual({
      page: 1,
      sort: 'name',
      direction: 'ASC',
      text: '',
      filters: { colour: null },
    });
    expect(writeListView(new URLSearchParams('other=1'), view, options).toString()).toBe('other=1');
  });

  it('keeps another list’s parameters apart by prefix, and ignores unknown sorts', () => {
    const units = { ...options, prefix: 'units-' };
    const search = new URLSearchParams('page=4&units-page=2&units-sort=size&units-dir=DESC');
    expect(readListView(search, units)).toMatchObject({ page: 2, sort: 'size', direction: 'DESC' });
    expect(readListView(search, options)).toMatchObject({ page: 4, sort: 'name' });
    expect(readListView(new URLSearchParams('sort=secret'), options).sort).toBe('name');
  });

  it('flips the order of the sorted column and starts another ascending', () => {
    expect(nextOrder({ sort: 'name', direction: 'ASC' }, 'name')).toEqual({
      sort: 'name',
      direction: 'DESC',
    });
    expect(nextOrder({ sort: 'name', direction: 'DESC' }, 'size')).toEqual({
      sort: 'size',
      direction: 'ASC',
    });
  });

  it('gives the export the filters and order, never the page', () => {
    const view = readListView(new URLSearchParams('page=3&q=blue%20box&colour=red'), options);
    expect(exportQueryOf(view, { job_id: 'j1', empty: null }).toString()).toBe(
      'colour=red&job_id=j1&text=blue+box&sort=name&direction=ASC',
    );
  });
});

function Address() {
  const location = useLocation();
  return <p aria-label="address">{location.search}</p>;
}

function Harness({ rows }: { rows: string[] }) {
  const list = useListView(options);
  const pageSize = 2;
  const start = (list.view.page - 1) * pageSize;
  return (
    <>
      <ListTextFilter value={list.view.text} onChange={list.setText} />
      <DataTable
        caption="Boxes"
        columns={[
          { key: 'name', header: 'Name', sort: 'name', rowHeader: true, cell: (row) => row },
          { key: 'size', header: 'Size', sort: 'size', cell: (row) => row.length },
          { key: 'note', header: 'Note', cell: () => '-' },
        ]}
        rows={rows.slice(start, start + pageSize)}
        rowKey={(row) => row}
        total={rows.length}
        page={list.view.page}
        pageSize={pageSize}
        sort={list.view.sort}
        direction={list.view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      <Address />
    </>
  );
}

describe('the list table', () => {
  it('sorts by header buttons with aria-sort, pages, and keeps it all in the address', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/boxes?page=2']}>
        <Harness rows={['a', 'bb', 'ccc', 'dddd', 'eeeee']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain('Showing 3-4 of 5 rows');
    expect(screen.getByRole('table', { name: 'Boxes' })).toBeTruthy();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Size/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(
      false,
    );

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    // A new order starts at the first page.
    expect(screen.getByLabelText('address').textContent).toBe('?sort=name&dir=DESC');
    expect(screen.getByRole('status').textContent).toContain('Showing 1-2 of 5 rows');

    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    // Keyboard alone: Tab to "Next page" and press Enter.
    within(pages).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('address').textContent).toContain('page=2');
    expect(screen.getByRole('rowheader', { name: 'ccc' })).toBeTruthy();
  });

  it('names an order no column stands for in the phone’s sort control, and goes back to it', async () => {
    const chosen: string[] = [];
    render(
      <DataTable
        caption="Agreements"
        columns={[{ key: 'title', header: 'Title', sort: 'title', cell: (row: string) => row }]}
        rows={['a']}
        rowKey={(row) => row}
        total={1}
        page={1}
        pageSize={10}
        sort="main"
        direction="DESC"
        onSort={(column, direction) => chosen.push(`${column}:${direction ?? ''}`)}
        otherOrders={[{ sort: 'main', direction: 'DESC', label: 'Main first' }]}
        onPage={() => undefined}
      />,
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sortBy as HTMLSelectElement).value).toBe('main:DESC');
    expect(within(sortBy).getAllByRole('option')[0]?.textContent).toBe('Main first');
    await userEvent.setup().selectOptions(sortBy, 'Title, ascending');
    await userEvent.setup().selectOptions(sortBy, 'Main first');
    expect(chosen).toEqual(['title:ASC', 'main:DESC']);
  });

  it('offers the sortable columns in both directions in the phone’s sort control', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/boxes?page=2']}>
        <Harness rows={['a', 'bb', 'ccc', 'dddd', 'eeeee']} />
      </MemoryRouter>,
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name, ascending', 'Name, descending', 'Size, ascending', 'Size, descending']);
    expect((sortBy as HTMLSelectElement).value).toBe('name:ASC');
    // A chosen direction is kept (a header click would turn the order round instead).
    await user.selectOptions(sortBy, 'Size, descending');
    expect(screen.getByLabelText('address').textContent).toBe('?sort=size&dir=DESC');
    // Each value carries its column's name for the card a phone shows.
    expect(screen.getAllByRole('cell')[0]?.getAttribute('data-label')).toBe('Size');
  });

  it('searches after a pause in typing and goes back to the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <MemoryRouter initialEntries={['/boxes?page=3']}>
        <Harness rows={['a']} />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search the list' }), 'box');
    expect(screen.getByLabelText('address').textContent).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByLabelText('address').textContent).toBe('?q=box');
  });
});

describe('the master account’s company choice', () => {
  const companies = ['Zeta AS', 'Øster AS', 'Alfa AS', 'Ærø ApS', 'Åbo Oy'].map((company) => ({
    id: company,
    company,
  }));
  const optionsShown = () =>
    within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);

  it('lists the companies in the interface language’s alphabetical order', async () => {
    render(<ListCompanySelect companies={companies} value={null} onChange={() => undefined} />);
    expect(optionsShown()).toEqual(['Åbo Oy', 'Ærø ApS', 'Alfa AS', 'Øster AS', 'Zeta AS']);
    cleanup();

    i18n.addResourceBundle('da', 'translations', {}, true);
    await act(() => i18n.changeLanguage('da'));
    try {
      render(<ListCompanySelect companies={companies} value={null} onChange={() => undefined} />);
      expect(optionsShown()).toEqual(['Alfa AS', 'Zeta AS', 'Ærø ApS', 'Øster AS', 'Åbo Oy']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
