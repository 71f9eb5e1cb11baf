import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { connectionConfigOf, type Database } from './connections.js';

/** A change announced by the database triggers of notify_portal_change (see its migration). */
export interface Change {
  /** 'all': forget everything; 'marker': nothing changed (see ChangeFeed.heardUpTo). */
  kind: 'session' | 'user' | 'supplier' | 'all' | 'marker';
  id: string;
}

type Subscriber = (change: Change) => void;

/**
 * The database's "portal_changes" notifications, heard over a connection of its own that
 * reconnects with backoff. Caches built on it are only trusted while it listens: on every loss
 * of the connection (changes may have been missed) and on every local write, subscribers hear
 * { kind: 'all' } and forget everything.
 */
export interface ChangeFeed {
  readonly listening: boolean;
  /** Counts changes; a value read before a load and unchanged after it means nothing changed. */
  readonly generation: number;
  /** Returns a function that ends the subscription. */
  subscribe(subscriber: Subscriber): () => void;
  /**
   * Resolves once every change committed before the call has been heard (a marker sent now
   * comes back after them: notifications arrive in commit order). At once when not listening,
   * as nothing kept is trusted then.
   */
  heardUpTo(): Promise<void>;
  /** This instance just wrote: forget everything now rather than when the notification arrives. */
  announceLocalChange(): void;
  stop(): Promise<void>;
}

const channel = 'portal_changes';
const retryDelaysMilliseconds = [250, 1_000, 2_000, 5_000, 10_000];

function parseChange(payload: string): Change {
  const [kind, id = ''] = payload.split(':');
  return kind === 'session' || kind === 'user' || kind === 'supplier' || kind === 'marker'
    ? { kind, id }
    : { kind: 'all', id: '' };
}

export function startChangeFeed(
  database: Database,
  onError: (error: Error) => void = () => undefined,
): ChangeFeed {
  const subscribers: Subscriber[] = [];
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let failures = 0;
  let generation = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const publish = (change: Change) => {
    if (change.kind !== 'marker') generation += 1;
    for (const subscriber of [...subscribers]) subscriber(change);
  };
  const subscribe = (subscriber: Subscriber) => {
    subscribers.push(subscriber);
    return () => {
      const index = subscribers.indexOf(subscriber);
      if (index >= 0) subscribers.splice(index, 1);
    };
  };
  const forgetEverything = () => publish({ kind: 'all', id: '' });

  const release = (current: pg.Client | undefined) => {
    if (!current) return;
    current.removeAllListeners();
    current.on('error', () => undefined);
    void current.end().catch(() => undefined);
  };

  const lost = (error?: Error) => {
    listening = false;
    forgetEverything();
    if (error) onError(error);
    release(client);
    client = undefined;
    if (stopped) return;
    const delay = retryDelaysMilliseconds[Math.min(failures, retryDelaysMilliseconds.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client(connectionConfigOf(database));
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) publish(parseChange(message.payload));
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
      // Whatever happened before listening began is unknown: start from nothing.
      forgetEverything();
      listening = true;
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  void connect();
  return {
    get listening() {
      return listening;
    },
    get generation() {
      return generation;
    },
    subscribe,
    announceLocalChange: forgetEverything,
    async heardUpTo() {
      if (!listening) return;
      const marker = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const unsubscribe = subscribe((change) => {
          if ((change.kind === 'marker' && change.id === marker) || !listening) {
            unsubscribe();
            resolve();
          }
        });
      });
      await sql`select pg_notify(${channel}, ${`marker:${marker}`})`.execute(database);
      await heard;
    },
    async stop() {
      stopped = true;
      listening = false;
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

/**
 * Values kept in memory for a short time and forgotten on any change that may affect them. On a
 * miss, or while the feed is not listening, `load` reads the database; what it read is kept
 * only when no change arrived meanwhile, so a value is never older than a change we heard of.
 */
export class ChangeAwareCache<Value> {
  readonly #entries = new Map<string, { value: Value; storedAt: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: {
      lifetimeMilliseconds: number;
      maximumEntries: number;
      isAffected(change: Change, key: string, value: Value): boolean;
    },
  ) {
    feed.subscribe((change) => {
      if (change.kind === 'all') {
        this.#entries.clear();
        return;
      }
      for (const [key, entry] of this.#entries) {
        if (options.isAffected(change, key, entry.value)) this.#entries.delete(key);
      }
    });
  }

  /** The kept value, if fresh and the feed is listening. */
  peek(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry || !this.feed.listening) return undefined;
    if (Date.now() - entry.storedAt >= this.options.lifetimeMilliseconds) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps values read while the feed's generation was `generation` (if still current). */
  store(generation: number, entries: Iterable<readonly [string, Value]>): void {
    if (!this.feed.listening || generation !== this.feed.generation) return;
    const storedAt = Date.now();
    for (const [key, value] of entries) {
      if (this.#entries.size >= this.options.maximumEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, { value, storedAt });
    }
  }

  async get(key: string, load: () => Promise<Value>): Promise<Value> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const generation = this.feed.generation;
    const value = await load();
    this.store(generation, [[key, value]]);
    return value;
  }

  /** For batch loaders: kept values where fresh, one `loadMissing` call for the rest. */
  async getMany(
    keys: readonly string[],
    loadMissing: (keys: string[]) => Promise<Value[]>,
  ): Promise<Value[]> {
    const kept = keys.map((key) => this.peek(key));
    const missing = keys.filter((_key, index) => kept[index] === undefined);
    if (missing.length === 0) return kept as Value[];
    const generation = this.feed.generation;
    const loaded = await loadMissing(missing);
    const loadedByKey = new Map(missing.map((key, index) => [key, loaded[index] as Value]));
    this.store(generation, loadedByKey);
    return keys.map((key, index) => kept[index] ?? (loadedByKey.get(key) as Value));
  }
}
