import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderAfterPaint } from './render-after-paint';

afterEach(cleanup);

describe('RenderAfterPaint', () => {
  it('shows the top of a page first and what lies below it in a later task', async () => {
    render(
      <main>
        <h1>Dashboard</h1>
        <RenderAfterPaint>
          <section aria-label="Where the material went" />
        </RenderAfterPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Where the material went' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Where the material went' })).toBeTruthy();
  });

  it('leaves nothing waiting to be built once the page has gone before its turn came', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(
        <RenderAfterPaint>
          <p>Below the first screen</p>
        </RenderAfterPaint>,
      );
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
