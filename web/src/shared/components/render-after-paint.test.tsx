import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('builds nothing once the page has gone before its turn came', async () => {
    const { unmount } = render(
      <RenderAfterPaint>
        <p>Below the first screen</p>
      </RenderAfterPaint>,
    );
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Below the first screen')).toBeNull();
  });
});
