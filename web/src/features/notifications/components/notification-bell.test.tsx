import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { NotificationBell } from './notification-bell';

let i18n: typeof i18next;
beforeAll(() => {
  i18n = initialiseTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
fakeTheNetwork();

const notifications = [
  {
    id: 'n1',
    kind: 'JOB_STATUS_CHANGED',
    subject: 'J-2026-000123',
    status: 'SCHEDULED',
    link: '/services/j1',
    download_url: null,
    read: false,
    created_at: '2026-11-28T10:00:00.000Z',
  },
  {
    id: 'n2',
    kind: 'REPORT_READY',
    subject: 'Complete report',
    status: null,
    link: '/reports',
    download_url: '/api/reports/no/r1/xlsx?key=k',
    read: true,
    created_at: '2026-11-27T10:00:00.000Z',
  },
];

/** Answers the bell's operations; marking all read brings the count to nothing. */
function serve(unread: { count: number }) {
  return answerOperations({
    get_notification_unread_count: () => ({
      data: { get_notification_unread_count: unread.count },
    }),
    get_notifications: () => ({
      data: { get_notifications: { notifications, next_before: null } },
    }),
    mark_all_notifications_read: () => {
      unread.count = 0;
      return { data: { mark_all_notifications_read: 0 } };
    },
  });
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  it('names the unread count, lists links by keyboard, and gives focus back on Escape', async () => {
    serve({ count: 1 });
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const statusLink = await screen.findByRole('link', {
      name: /Unread: Job J-2026-000123 is now: Scheduled/,
    });
    expect(statusLink.getAttribute('href')).toBe('/services/j1');
    expect(
      screen.getByRole('link', { name: /Your report “Complete report” is ready/ }),
    ).toBeTruthy();

    screen.getByRole('button', { name: 'Mark all as read' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(statusLink);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toMatch(/Complete report/);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel.isConnected).toBe(false));
    expect(document.activeElement).toBe(bell);
  });

  it('marks all read, and the count leaves the name', async () => {
    const sent = serve({ count: 2 });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(sent.map((operation) => operation.operationName)).toContain(
      'mark_all_notifications_read',
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    let listFails = true;
    answerOperations({
      get_notification_unread_count: () => ({ data: { get_notification_unread_count: 1 } }),
      get_notifications: () =>
        listFails
          ? { data: null, errors: [{ message: 'Down', extensions: { code: 'INTERNAL' } }] }
          : { data: { get_notifications: { notifications, next_before: null } } },
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The notifications could not be loaded. Try again in a moment.',
    );

    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: /Your report “Complete report” is ready/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
