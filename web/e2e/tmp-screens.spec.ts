import { test, expect } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

test('screens', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const email = `screens-${Date.now()}@demo.no`;
  await createDemoAdmin(email);
  const { page } = await signedInPage(browser, request, email);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();
  await page.getByLabel('Regular report').check();
  await page.screenshot({ path: '/tmp/screens/order.png', fullPage: true });
  for (const kind of ['High level report', 'Certificate of destruction', 'Complete report']) {
    await page.getByLabel(kind).check();
    await page.getByLabel('Quick selection').selectOption('lastYear');
    await page.getByRole('button', { name: 'Order report' }).click();
    await expect(page.getByRole('status')).toContainText('Report ordered.');
  }
  await page.goto('/reports-overview');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/screens/overview-progress.png', fullPage: true });
  await expect(page.getByText('Ready', { exact: true })).toHaveCount(3, { timeout: 60_000 });
  await page.screenshot({ path: '/tmp/screens/overview.png', fullPage: true });
  for (const format of ['PDF', 'XLSX']) {
    const links = page.getByRole('link', { name: new RegExp(`^Download ${format}`) });
    for (let index = 0; index < (await links.count()); index += 1) {
      const downloading = page.waitForEvent('download');
      await links.nth(index).click();
      const download = await downloading;
      await download.saveAs(`/tmp/screens/${format}-${index}-${download.suggestedFilename()}`);
    }
  }
  await page.goto('/report-cods');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates of destruction' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/screens/cods.png', fullPage: true });
  await page.goto('/report-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Regular reports' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/screens/subscriptions.png', fullPage: true });
  await page.goto('/verify-certificate');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/screens/verify.png', fullPage: true });
});
