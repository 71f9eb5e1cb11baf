import { expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

test('[ADMIN] reads one word for a job in Norwegian, from the menu to the job page', async ({
  browser,
  request,
}) => {
  const email = `wording-no-${Date.now()}@demo.no`;
  test.setTimeout(60_000);
  await createDemoAdmin(email, 'no');
  const { context, page } = await signedInPage(browser, request, email);
  // A completed job has processed units, so its page offers the Excel export.
  await page.goto('/services-overview?lng=no&status=COMPLETED');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Oppdrag' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deres oppdrag' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/jobb/i);

  const firstJob = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
  await page.goto((await firstJob.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: /^Oppdrag J-/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Brødsmulesti' }).getByRole('link', { name: 'Oppdrag' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eksporter Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: /XLSX/ })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/jobb/i);
  await context.close();
});

test('[ADMIN] reads "Download" in the Danish documents column and on its buttons', async ({
  browser,
  request,
}) => {
  const email = `wording-da-${Date.now()}@demo.no`;
  await createDemoAdmin(email, 'da');
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/documents?lng=da');
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Download' })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bHent\b/);
  await context.close();
});

test('[USER] goes from a unit back to the job it was opened from', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/services-overview?status=COMPLETED');
  const firstJob = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
  const jobNumber = (await firstJob.textContent()) ?? '';
  await page.goto((await firstJob.getAttribute('href')) ?? '');
  const units = page.getByRole('region', { name: 'Units processed from this job' });
  await units.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/units\//);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Find a unit' })).toHaveCount(0);
  await trail.getByRole('link', { name: `Job ${jobNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();
  await context.close();
});
