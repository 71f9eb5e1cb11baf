import { expect, type Page, type Request } from '@playwright/test';

/**
 * Starts counting the page's requests in flight and returns a wait for a quiet moment: none in
 * flight for half a second. It stands in for waitForLoadState('networkidle'), which never comes
 * on a signed-in page. Call it before the page navigates, so every request is counted:
 * `const waitForQuiet = watchRequests(page)`, then `await waitForQuiet()` after each step.
 */
export function watchRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changedAt = Date.now();
  // The live notifications stream stays open as long as the page: it is never quiet.
  const counted = (request: Request) => !request.url().includes('/notifications/');
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    changedAt = Date.now();
  });
  const finished = (request: Request) => {
    if (!counted(request)) return;
    inFlight -= 1;
    changedAt = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    // Quiet from now on: the next step's first request may start a moment after the call.
    const since = Date.now();
    await expect
      .poll(() => inFlight <= 0 && Date.now() - Math.max(changedAt, since) >= 500, {
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(true);
  };
}
