import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, writeToken } from '../../../shared/auth/token';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { useUnreadNotificationCount } from './get-notifications';
import { useNotificationEmailChoices } from './notification-email-choices';
import { useNotificationStream, type PortalNotification } from './notification-stream';

fakeTheNetwork();
beforeEach(() => {
  writeToken('header.payload.signature');
  // The stream waits 2 s before it opens again; the test moves the clock instead of waiting.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearToken();
});

const reportReady: PortalNotification = {
  id: 'n5',
  kind: 'REPORT_READY',
  subject: 'Complete report',
  status: null,
  link: '/reports',
  download_url: null,
  read: false,
  created_at: '2026-11-28T10:00:00.000Z',
};

/**
 * A text/event-stream answer the test writes to (`send`) and ends (`drop`) when it likes;
 * `read` settles once the client reads the body, that is, once it has handled the connect.
 */
function eventStream() {
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  let startedReading!: () => void;
  const read = new Promise<void>((resolve) => (startedReading = resolve));
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream = controller;
      },
      pull() {
        startedReading();
      },
    },
    // Nothing is pulled ahead: the first pull is the client's first read.
    { highWaterMark: 0 },
  );
  return {
    response: new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } }),
    read,
    send: (event: string) => stream.enqueue(encoder.encode(event)),
    drop: () => stream.close(),
  };
}

/** What the top bar and the account page hold: the stream, the bell's count, the choices. */
function Listener({ onNotification }: { onNotification: (item: PortalNotification) => void }) {
  useNotificationStream(onNotification);
  const unread = useUnreadNotificationCount();
  useNotificationEmailChoices();
  return unread.data === undefined ? null : <p>{unread.data} unread</p>;
}

describe('the notification stream', () => {
  it('opens again after a drop with Last-Event-ID, and refreshes the count only for news', async () => {
    let unread = 0;
    let countShown!: () => void;
    const pageLoaded = new Promise<void>((resolve) => (countShown = resolve));
    const sent = answerOperations({
      get_notification_unread_count: () => ({ data: { get_notification_unread_count: unread } }),
      get_notification_email_choices: () => ({ data: { get_notification_email_choices: [] } }),
    });
    const countRequests = () =>
      sent.filter((operation) => operation.operationName === 'get_notification_unread_count');
    const choicesRequests = () =>
      sent.filter((operation) => operation.operationName === 'get_notification_email_choices');
    const connections: {
      lastEventId: string | null;
      authorization: string | null;
      countsAsked: number;
      choicesAsked: number;
      stream: ReturnType<typeof eventStream>;
    }[] = [];
    network.use(
      http.get('*/api/notifications/no/stream', async ({ request }) => {
        connections.push({
          lastEventId: request.headers.get('last-event-id'),
          authorization: request.headers.get('authorization'),
          // What the page had asked for by the time this stream opened.
          countsAsked: countRequests().length,
          choicesAsked: choicesRequests().length,
          stream: eventStream(),
        });
        const stream = connections.at(-1)!.stream;
        // As in a browser, the first stream opens once the page has its count.
        if (connections.length === 1) await pageLoaded;
        return stream.response;
      }),
    );
    const received: PortalNotification[] = [];

    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Listener onNotification={(notification) => received.push(notification)} />
      </QueryClientProvider>,
    );

    await screen.findByText('0 unread');
    countShown();
    expect(connections).toHaveLength(1);
    expect(connections[0]?.lastEventId).toBeNull();
    expect(connections[0]?.authorization).toBe('Bearer header.payload.signature');
    const first = connections[0]!.stream;
    await first.read;
    await waitFor(() => expect(client.isFetching()).toBe(0));

    // A notification comes, and then the stream drops.
    unread = 1;
    first.send('retry: 2000\n\n');
    first.send(`id: n5\nevent: notification\ndata: ${JSON.stringify(reportReady)}\n\n`);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(received).toEqual([reportReady]);
    first.drop();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1]).toMatchObject({
      lastEventId: 'n5',
      authorization: 'Bearer header.payload.signature',
      // The count on arrival and again for the notification, not once more for the first
      // connect; the e-mail choices, no notification, only once.
      countsAsked: 2,
      choicesAsked: 1,
    });
    // What came while the stream was down shows: the count is asked for again.
    await waitFor(() => expect(countRequests()).toHaveLength(3));
    expect(choicesRequests()).toHaveLength(1);
  });

  it('closes the stream while the page is kept for Back and Forward, and catches up when shown again', async () => {
    answerOperations({
      get_notification_unread_count: () => ({ data: { get_notification_unread_count: 0 } }),
      get_notification_email_choices: () => ({ data: { get_notification_email_choices: [] } }),
    });
    const connections: {
      lastEventId: string | null;
      closed: Promise<unknown>;
      stream: ReturnType<typeof eventStream>;
    }[] = [];
    network.use(
      http.get('*/api/notifications/no/stream', ({ request }) => {
        const stream = eventStream();
        connections.push({
          lastEventId: request.headers.get('last-event-id'),
          // The browser ends the request (and frees its connection) when the page aborts it.
          closed: new Promise((resolve) => request.signal.addEventListener('abort', resolve)),
          stream,
        });
        return stream.response;
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Listener onNotification={() => undefined} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(connections).toHaveLength(1));
    const first = connections[0]!.stream;
    await first.read;
    first.send(`id: n5\nevent: notification\ndata: ${JSON.stringify(reportReady)}\n\n`);
    await screen.findByText('0 unread');

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    await connections[0]!.closed;
    // Kept, it does not open again by itself.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(connections).toHaveLength(1);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1]?.lastEventId).toBe('n5');
  });
});
