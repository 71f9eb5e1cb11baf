import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyRoute, startLoading } from './lazy-route';

afterEach(cleanup);

function deferredModule(text: string) {
  let resolve: () => void = () => undefined;
  let loads = 0;
  const loaded = new Promise<void>((done) => (resolve = done));
  function Page({ suffix }: { suffix: string }) {
    const [clicks, setClicks] = useState(0);
    return (
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {text}
        {suffix} {clicks}
      </button>
    );
  }
  const load = async () => {
    loads += 1;
    await loaded;
    return { default: Page };
  };
  return { load, resolve, loads: () => loads };
}

const fallback = <p>loading screen</p>;

describe('lazyRoute', () => {
  it('shows the fallback until code that was not asked for early is in', async () => {
    const module = deferredModule('page');
    const Part = lazyRoute(module.load);
    render(
      <Suspense fallback={fallback}>
        <Part suffix="!" />
      </Suspense>,
    );
    expect(screen.getByText('loading screen')).toBeTruthy();
    await act(async () => module.resolve());
    expect(await screen.findByRole('button', { name: 'page! 0' })).toBeTruthy();
  });

  it('renders code loaded early at once, never the fallback, and loads it once', async () => {
    const module = deferredModule('early');
    const Part = lazyRoute(module.load);
    const loading = startLoading(Part);
    expect(loading).toBeInstanceOf(Promise);
    module.resolve();
    await loading;
    render(
      <Suspense fallback={fallback}>
        <Part suffix="?" />
      </Suspense>,
    );
    expect(screen.queryByText('loading screen')).toBeNull();
    expect(screen.getByRole('button', { name: 'early? 0' })).toBeTruthy();
    expect(module.loads()).toBe(1);
  });

  it('keeps a part mounted through the load: its state survives later renders', async () => {
    const module = deferredModule('kept');
    const Part = lazyRoute(module.load);
    const { rerender } = render(
      <Suspense fallback={fallback}>
        <Part suffix="" />
      </Suspense>,
    );
    await act(async () => module.resolve());
    const button = await screen.findByRole('button', { name: 'kept 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={fallback}>
        <Part suffix="" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'kept 1' })).toBeTruthy();
  });

  it('ignores components that are not lazily loaded route parts', () => {
    expect(startLoading(() => null)).toBeUndefined();
    expect(startLoading('div')).toBeUndefined();
  });
});
