import pg from 'pg';
import { connectionConfigOf, type CountryDatabases } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';

/** One open stream: which supplier it reads for, and how to make it look for news. */
interface StreamListener {
  supplierId: string;
  /** Reads what came after the stream's last position and sends it. */
  wake(): void;
  /** The server stops: end the stream. */
  close(): void;
}

/**
 * The open notification streams of one server, and per country one connection that LISTENs on
 * portal_notifications (the trigger of the notifications table NOTIFYs it after each commit,
 * whichever instance wrote). A notification for a supplier wakes that supplier's streams, which
 * read the table after their own position: the database, never this process's memory, says what
 * is new, so a notification written through any instance reaches every instance's streams. When
 * the connection is lost every stream is woken once it is back, to catch up on what was missed.
 */
export interface NotificationHub {
  attach(country: CountryCode, listener: StreamListener): () => void;
  stop(): Promise<void>;
}

const channel = 'portal_notifications';
const retryDelaysMilliseconds = [250, 1_000, 2_000, 5_000, 10_000];

interface CountryListening {
  streams: Set<StreamListener>;
  stop(): Promise<void>;
}

function listen(
  databases: CountryDatabases,
  country: CountryCode,
  streams: Set<StreamListener>,
  onError: (error: Error) => void,
): CountryListening {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const wakeAll = (supplierId?: string) => {
    for (const stream of [...streams]) {
      if (!supplierId || stream.supplierId === supplierId) stream.wake();
    }
  };
  const release = (current: pg.Client) => {
    current.removeAllListeners();
    current.on('error', () => undefined);
    void current.end().catch(() => undefined);
  };
  const lost = (error?: Error) => {
    if (error) onError(error);
    if (client) release(client);
    client = undefined;
    if (stopped) return;
    const delay = retryDelaysMilliseconds[Math.min(failures, retryDelaysMilliseconds.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client(connectionConfigOf(databases[country]));
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      wakeAll(message.payload.split(':')[0]);
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (stopped || client !== next) return;
      failures = 0;
      // Whatever was written before listening began (or while it was lost) is read now.
      wakeAll();
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  void connect();
  return {
    streams,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** Starts listening for a country at its first stream; stop() ends every stream and listener. */
export function createNotificationHub(
  databases: CountryDatabases,
  onError: (country: CountryCode, error: Error) => void,
): NotificationHub {
  const countries = new Map<CountryCode, CountryListening>();
  let stopped = false;
  return {
    attach(country, listener) {
      if (stopped) {
        listener.close();
        return () => undefined;
      }
      let listening = countries.get(country);
      if (!listening) {
        listening = listen(databases, country, new Set(), (error) => onError(country, error));
        countries.set(country, listening);
      }
      const streams = listening.streams;
      streams.add(listener);
      return () => streams.delete(listener);
    },
    async stop() {
      stopped = true;
      for (const listening of countries.values()) {
        for (const stream of [...listening.streams]) stream.close();
      }
      await Promise.all([...countries.values()].map((listening) => listening.stop()));
    },
  };
}
