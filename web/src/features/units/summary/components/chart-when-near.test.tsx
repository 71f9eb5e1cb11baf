import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartWhenNear } from './chart-when-near';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver the test moves: report() says whether the place is near the screen. */
function stubIntersectionObserver() {
  const observer = { report: undefined as Report | undefined, disconnected: false };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        observer.report = callback;
      }
      observe() {}
      disconnect() {
        observer.disconnected = true;
      }
    },
  );
  return observer;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chart = <canvas role="img" aria-label="Units per category" data-testid="chart" />;

describe('a chart further down the page', () => {
  it('keeps its place, named like the chart, until the reader scrolls near it', () => {
    const observer = stubIntersectionObserver();
    render(
      <ChartWhenNear height={280} description="Units per category">
        {chart}
      </ChartWhenNear>,
    );
    const place = screen.getByRole('img', { name: 'Units per category' });
    expect(place.style.height).toBe('280px');
    expect(screen.queryByTestId('chart')).toBeNull();

    act(() => observer.report?.([{ isIntersecting: false }]));
    expect(screen.queryByTestId('chart')).toBeNull();

    act(() => observer.report?.([{ isIntersecting: true }]));
    expect(screen.getByTestId('chart')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Units per category' })).toHaveLength(1);
    expect(observer.disconnected).toBe(true);
  });

  it('draws at once where the browser cannot tell what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <ChartWhenNear height={280} description="Units per category">
        {chart}
      </ChartWhenNear>,
    );
    expect(screen.getByTestId('chart')).toBeTruthy();
  });
});
