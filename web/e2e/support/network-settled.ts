import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has finished no new request for half a second. Stands in for
 * waitForLoadState('networkidle'), which never comes on a signed-in page: the live notifications
 * stream stays open as long as the page does.
 */
export async function waitForRequestsToSettle(page: Page): Promise<void> {
  // The browser keeps 250 entries by default and then stops counting.
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  let previousCount = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const settled = count === previousCount;
        previousCount = count;
        return settled;
      },
      { intervals: [500], timeout: 30_000 },
    )
    .toBe(true);
}
