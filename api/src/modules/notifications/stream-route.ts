import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { countryParam, restRoute, type RestRoute } from '../../platform/rest-route.js';
import type { CountryCode } from '../../shared/countries.js';
import type { NotificationView } from './notification-model.js';
import { notificationReaderOf } from './policy.js';
import { latestPosition, notificationsAfter, type NotificationReader } from './service.js';
import type { NotificationHub } from './stream-hub.js';
import { notificationHubOf } from './stream-hubs.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMilliseconds = 25_000;
/**
 * A stream ends after this long and the client opens a new one with Last-Event-ID: the caller's
 * session is checked again then, so a session ended elsewhere stops hearing within minutes.
 */
const streamLifetimeMilliseconds = 10 * 60_000;

/** A notification as the stream sends it (the fields of the GraphQL type). */
export const streamedNotification = z.object({
  id: z.string(),
  kind: z.enum([
    'REPORT_READY',
    'EVIDENCE_PACK_READY',
    'JOB_STATUS_CHANGED',
    'WEBHOOK_ENDPOINT_FAILING',
    'SETTLEMENT_PUBLISHED',
    'API_TOKEN_EXPIRING',
  ]),
  subject: z.string(),
  status: z.string().nullable(),
  link: z.string(),
  download_url: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

export function notificationOutput(view: NotificationView): z.infer<typeof streamedNotification> {
  return {
    id: view.id,
    kind: view.kind.toUpperCase() as z.infer<typeof streamedNotification>['kind'],
    subject: view.subject,
    status: view.status,
    link: view.link,
    download_url: view.downloadUrl,
    read: view.read,
    created_at: view.createdAt.toISOString(),
  };
}

const positionPattern = /^\d{1,18}$/;

/** Sends, in order, what came after the stream's position; one read at a time. */
function streamSender(
  database: Database,
  reader: NotificationReader,
  start: string,
  write: (chunk: string) => void,
) {
  let position = start;
  let reading = false;
  let again = false;
  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const news = await notificationsAfter(database, reader, position);
        for (const view of news) {
          write(
            `id: ${view.position}\nevent: notification\ndata: ${JSON.stringify(notificationOutput(view))}\n\n`,
          );
          position = view.position;
        }
        if (news.length === 50) again = true;
      } while (again);
    } finally {
      reading = false;
    }
  };
  return read;
}

function openStream(options: {
  hub: NotificationHub;
  country: CountryCode;
  database: Database;
  reader: NotificationReader;
  start: string;
  raw: ServerResponse;
  onError: (error: unknown) => void;
}) {
  const { raw } = options;
  let ended = false;
  const write = (chunk: string) => {
    if (!ended) raw.write(chunk);
  };
  const read = streamSender(options.database, options.reader, options.start, write);
  const wake = () => void read().catch(options.onError);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    clearTimeout(lifetime);
    detach();
    raw.end();
  };
  const detach = options.hub.attach(options.country, {
    supplierId: options.reader.supplierId,
    wake,
    close: end,
  });
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMilliseconds);
  const lifetime = setTimeout(end, streamLifetimeMilliseconds);
  raw.on('close', end);
  // The client waits this long before it opens the stream again (SSE's retry field).
  write('retry: 2000\n\n');
  wake();
}

export const notificationStreamRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/notifications/:country/stream',
    params: z.object({ country: countryParam }),
    authentication: 'signed-in',
    docs: {
      summary: "Stream the caller's new notifications (server-sent events)",
      description:
        'Each new notification of the caller (for the supplier acted for) is sent as an event ' +
        '`notification` whose `id` is its position and whose `data` is the notification as JSON, ' +
        'within about a second of the change, whichever server instance recorded it. Send the ' +
        'last id received as `Last-Event-ID` to receive what came after it; without it the stream ' +
        'starts with what comes next. Signed in with the `Authorization` header (read it with a ' +
        'streaming fetch). The stream ends after 10 minutes; open it again with `Last-Event-ID`. ' +
        'Organisation API tokens are refused.',
      tag: 'Notifications',
      response: {
        contentType: 'text/event-stream',
        schema: streamedNotification,
        description: 'Server-sent events; each `data` line is one notification as shown.',
      },
    },
    handler: async ({ params: { country }, viewer, services, request, reply }) => {
      const database = services.databases[country];
      const reader = notificationReaderOf(viewer);
      const lastEventId = request.headers['last-event-id'];
      const start =
        typeof lastEventId === 'string' && positionPattern.test(lastEventId)
          ? lastEventId
          : await latestPosition(database, reader);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        // Proxies (nginx) pass events on at once instead of buffering them.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      openStream({
        hub: notificationHubOf(services.databases, request.log),
        country,
        database,
        reader,
        start,
        raw: reply.raw,
        onError: (error) => request.log.warn({ err: error }, 'Notification stream read failed'),
      });
      return reply;
    },
  }),
];
