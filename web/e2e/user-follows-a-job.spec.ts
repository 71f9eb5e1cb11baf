import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';

test('[USER] follows a completed pickup to the units that came from it, on a small screen', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no', {
    viewport: { width: 375, height: 740 },
  });
  await page.goto('/services-overview?status=COMPLETED');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('COMPLETED');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const firstJob = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
  const jobNumber = (await firstJob.textContent()) ?? '';
  expect(jobNumber).toMatch(/^J-\d{4}-\d{6}$/);
  await firstJob.click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Completed');
  const units = page.getByRole('region', { name: 'Units processed from this job' });
  await expect(units).toContainText(/\d+ units? processed\./);
  await expect(units.getByRole('row').nth(1)).toBeVisible();
  await expect(units.getByRole('link', { name: /environmental dashboard/ })).toHaveAttribute(
    'href',
    '/unit-summary',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/services');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order pickup or delivery' }),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).not.toHaveValue('');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});
