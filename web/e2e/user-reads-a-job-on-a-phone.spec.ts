import { expect, test, type Locator } from '@playwright/test';
import { signedInPage } from './support/session';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not rendered');
  return found;
}

for (const { width, height, stacked } of [
  { width: 390, height: 844, stacked: true },
  { width: 1366, height: 900, stacked: false },
]) {
  test(`[USER] reads a job's order details at ${width} px`, async ({ browser, request }) => {
    const { context, page } = await signedInPage(browser, request, 'user@demo.no', {
      viewport: { width, height },
    });
    await page.goto('/services-overview');
    const firstJob = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
    const jobNumber = (await firstJob.textContent()) ?? '';
    await page.goto((await firstJob.getAttribute('href')) ?? '');
    await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();

    const order = page.getByRole('region', { name: 'Order' });
    const label = order.locator('dt', { hasText: 'Job number' });
    const value = order.locator('dd', { hasText: jobNumber });
    const [labelBox, valueBox] = [await box(label), await box(value)];
    // The job number is one line, not a letter a line.
    const lineHeight = await value.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(valueBox.height).toBeLessThan(lineHeight * 1.5);
    if (stacked) {
      // On a phone the value stands under its label and has the section's width.
      expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
      expect(valueBox.width).toBeGreaterThan(width * 0.6);
    } else {
      expect(Math.abs(valueBox.y - labelBox.y)).toBeLessThan(4);
      expect(valueBox.x).toBeGreaterThan(labelBox.x + labelBox.width);
    }
    // Every value has room: none is narrower than a few words.
    for (const detail of await order.locator('dd').all()) {
      expect((await box(detail)).width).toBeGreaterThan(150);
    }
    const scroll = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll.width).toBeLessThanOrEqual(scroll.client);
    await context.close();
  });
}
