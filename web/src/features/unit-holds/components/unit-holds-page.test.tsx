import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { UnitHoldsPage } from './unit-holds-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

function hold(id: string, serial: string, changes: Record<string, unknown> = {}) {
  return {
    __typename: 'UnitHold',
    id,
    unit_id: `10${id.slice(-1)}`,
    serial_number: serial,
    asset_tag: null,
    device_name: null,
    manufacturer: 'Apple',
    model: 'MacBook Pro 14',
    job_id: 'job-7',
    job_number: '20260042',
    reason: 'activation_lock',
    note: 'Find My is on',
    value_at_stake: 4200,
    currency: 'NOK',
    placed_at: '2026-11-16T09:00:00.000Z',
    respond_by: '2026-11-23T09:00:00.000Z',
    overdue: false,
    state: 'open',
    answered_at: null,
    answered_by: null,
    answer_note: null,
    ...changes,
  };
}

const overdueHold = hold('h-1', 'C02XK1', { overdue: true, asset_tag: 'IT-0042' });
const openHold = hold('h-2', 'C02XK2', { reason: 'mdm_enrolment', value_at_stake: null });
const releasedHold = hold('h-3', 'C02XK3', {
  state: 'released',
  answered_at: '2026-11-18T10:00:00.000Z',
  answered_by: 'Kari Nordmann',
  answer_note: 'Released in our MDM',
});

function holdsPage(holds: object[], openCount = 2) {
  return {
    data: {
      get_unit_holds: { total: holds.length, page: 1, page_size: 20, open_count: openCount, holds },
    },
  };
}

function showPage(address = '/unit-holds') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>
        <UnitHoldsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The table's row of a serial number (its row header). */
async function rowOf(serial: string) {
  const header = await screen.findByRole(
    'rowheader',
    { name: new RegExp(serial) },
    { timeout: 5_000 },
  );
  return header.closest('tr')!;
}

describe('UnitHoldsPage', { timeout: 15_000 }, () => {
  it('lists the holds with their reason, value, state and the overdue badge', async () => {
    const sent = answerOperations({
      get_unit_holds: () => holdsPage([overdueHold, openHold, releasedHold]),
    });
    showPage();

    const overdue = await rowOf('C02XK1');
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(overdue).getByText('Asset tag IT-0042')).toBeTruthy();
    expect(within(overdue).getByText('Activation Lock / Find My')).toBeTruthy();
    expect(within(overdue).getByText('Find My is on')).toBeTruthy();
    expect(within(overdue).getByText(/4,200\.00/)).toBeTruthy();
    expect(within(overdue).getByRole('link', { name: '20260042' }).getAttribute('href')).toBe(
      '/services/job-7',
    );
    expect(within(await rowOf('C02XK2')).queryByText('Overdue')).toBeNull();
    const released = await rowOf('C02XK3');
    expect(within(released).getByText('Released')).toBeTruthy();
    expect(within(released).getByText('by Kari Nordmann')).toBeTruthy();
    expect(screen.getByText('2 units are waiting for you.')).toBeTruthy();
    // The server's own order (open first) is asked for: no sort, no direction.
    expect(sent[0]?.variables).toMatchObject({ page: 1, page_size: 20, sort: null });
  });

  it('lets only open holds be ticked', async () => {
    answerOperations({ get_unit_holds: () => holdsPage([overdueHold, openHold, releasedHold]) });
    const user = showPage();

    await rowOf('C02XK1');
    expect(screen.getByRole('checkbox', { name: 'Select C02XK1' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select C02XK2' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select C02XK3' })).toBeNull();
    expect(within(await rowOf('C02XK3')).queryByRole('button', { name: /Actions for/ })).toBeNull();

    await user.click(
      screen.getAllByRole('checkbox', { name: 'Select every row on this page' })[0]!,
    );
    expect(await screen.findByText('2 units selected')).toBeTruthy();
  });

  it('releases the ticked holds with the note, says so and clears the choice', async () => {
    let answered = false;
    const sent = answerOperations({
      get_unit_holds: () =>
        holdsPage(
          answered
            ? [
                { ...overdueHold, state: 'released' },
                { ...openHold, state: 'released' },
              ]
            : [overdueHold, openHold, releasedHold],
        ),
      answer_unit_holds: () => {
        answered = true;
        return { data: { answer_unit_holds: { answered: 2, holds: [] } } };
      },
    });
    const user = showPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Select C02XK1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select C02XK2' }));
    const actions = screen.getByRole('group', { name: 'Selected units' });
    await user.click(within(actions).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release 2 units' });
    await user.type(within(dialog).getByLabelText('Note to us (optional)'), 'Released in our MDM');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText('2 units released.')).toBeTruthy();
    expect(
      sent.find((operation) => operation.operationName === 'answer_unit_holds')?.variables,
    ).toEqual({
      hold_ids: ['h-1', 'h-2'],
      decision: 'release',
      note: 'Released in our MDM',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Selected units' })).toBeNull();
    // The list is read again after the answer.
    await screen.findAllByText('Released');
    expect(sent.filter((operation) => operation.operationName === 'get_unit_holds').length).toBe(2);
  });

  it('shows why an answer was refused and keeps the choice', async () => {
    const sent = answerOperations({
      get_unit_holds: () => holdsPage([overdueHold, openHold]),
      answer_unit_holds: () => ({
        data: null,
        errors: [
          {
            message: 'Hold h-1 is not open.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      }),
    });
    const user = showPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Select C02XK1' }));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release 1 unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some of these units have already been answered, so nothing was changed. Reload the list and try again.',
    );
    expect(await screen.findByText('1 unit selected')).toBeTruthy();
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Select C02XK1' })).checked,
    ).toBe(true);
    expect(sent.filter((operation) => operation.operationName === 'get_unit_holds').length).toBe(1);
  });

  it("asks before destroying a hold's unit from its menu, and says it is destroyed", async () => {
    const sent = answerOperations({
      get_unit_holds: () => holdsPage([overdueHold, openHold]),
      answer_unit_holds: () => ({ data: { answer_unit_holds: { answered: 1, holds: [] } } }),
    });
    const user = showPage();

    await user.click(
      await screen.findByRole('button', { name: 'Actions for C02XK2' }, { timeout: 5_000 }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Destroy instead' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Destroy 1 unit instead' });
    expect(
      within(dialog).getByText(
        'The unit will be destroyed and its resale value will be lost. You cannot take this answer back.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Destroy' }));

    expect(await screen.findByText('1 unit will be destroyed.')).toBeTruthy();
    expect(
      sent.find((operation) => operation.operationName === 'answer_unit_holds')?.variables,
    ).toEqual({
      hold_ids: ['h-2'],
      decision: 'destroy',
      note: null,
    });
  });

  it('closes the question on Escape without answering, focus kept inside while open', async () => {
    const sent = answerOperations({ get_unit_holds: () => holdsPage([overdueHold, openHold]) });
    const user = showPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Select C02XK1' }));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release 1 unit' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('1 unit selected')).toBeTruthy();
    expect(sent.map((operation) => operation.operationName)).toEqual(['get_unit_holds']);
  });

  it('says calmly when nothing waits', async () => {
    answerOperations({ get_unit_holds: () => holdsPage([], 0) });
    showPage();

    expect(
      await screen.findByText('No units are waiting for you.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the filters in the address match nothing', async () => {
    const sent = answerOperations({ get_unit_holds: () => holdsPage([]) });
    showPage('/unit-holds?q=nothing&state=released&reason=autopilot');

    expect(
      await screen.findByText('No units on hold match these filters.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(sent[0]?.variables.filter).toEqual({
      text: 'nothing',
      state: 'released',
      reason: 'autopilot',
      job_id: null,
    });
  });
});
