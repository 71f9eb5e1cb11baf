import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeAwareCache, type Change, type ChangeFeed } from './change-feed.js';

/** A feed the test drives: listening or not, and announcing the changes it is given. */
function testFeed(): ChangeFeed & { announce(change: Change): void; listeningNow: boolean } {
  const subscribers = new Set<(change: Change) => void>();
  let generation = 0;
  const feed = {
    listeningNow: true,
    get listening() {
      return feed.listeningNow;
    },
    get generation() {
      return generation;
    },
    subscribe(subscriber: (change: Change) => void) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    announce(change: Change) {
      generation += 1;
      for (const subscriber of subscribers) subscriber(change);
    },
    heardUpTo: () => Promise.resolve(),
    announceLocalChange: () => feed.announce({ kind: 'all', id: '' }),
    stop: () => Promise.resolve(),
  };
  return feed;
}

const lifetimeMilliseconds = 30_000;

function cacheOn(feed: ChangeFeed) {
  return new ChangeAwareCache<string>(feed, {
    lifetimeMilliseconds,
    maximumEntries: 10,
    isAffected: (change, key) => change.id === key,
  });
}

// Only Date is faked: the cache reads the clock, it sets no timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('values kept in memory', () => {
  it('are kept for their lifetime, then read again', async () => {
    const feed = testFeed();
    const cache = cacheOn(feed);
    const load = vi.fn(() => Promise.resolve('loaded'));
    await cache.get('a', load);
    vi.setSystemTime(Date.now() + lifetimeMilliseconds - 1);
    expect(cache.peek('a')).toBe('loaded');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1);
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are forgotten on a change that affects them, and not trusted while the feed is deaf', async () => {
    const feed = testFeed();
    const cache = cacheOn(feed);
    await cache.get('a', () => Promise.resolve('first'));
    await cache.get('b', () => Promise.resolve('other'));
    feed.announce({ kind: 'user', id: 'a' });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('other');

    feed.listeningNow = false;
    expect(cache.peek('b')).toBeUndefined();
  });
});
