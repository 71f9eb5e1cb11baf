import type { FastifyBaseLogger } from 'fastify';
import type { CountryDatabases } from '../../database/connections.js';
import { createNotificationHub, type NotificationHub } from './stream-hub.js';

// One hub per server (its databases), made at the first stream, ended by the module's plugin.
const hubs = new WeakMap<CountryDatabases, NotificationHub>();

export function notificationHubOf(
  databases: CountryDatabases,
  log: FastifyBaseLogger,
): NotificationHub {
  let hub = hubs.get(databases);
  if (!hub) {
    hub = createNotificationHub(databases, (country, error) =>
      log.warn({ err: error, country }, 'Notification listening interrupted; reconnecting'),
    );
    hubs.set(databases, hub);
  }
  return hub;
}

/** Ends the server's streams and listening connections (before it closes, so none holds it). */
export async function stopNotificationHub(databases: CountryDatabases): Promise<void> {
  const hub = hubs.get(databases);
  hubs.delete(databases);
  await hub?.stop();
}
