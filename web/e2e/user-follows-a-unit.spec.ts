import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createCustodyUnit } from './support/custody-unit';
import { signedInPage } from './support/session';

test('[USER] follows a unit from serial search to its chain of custody, carriers and certificate, and from its job back to it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `custody-${Date.now()}@demo.no`;
  const { serialNumber, jobNumber } = await createCustodyUnit(email);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/unit-summary');
  await page.getByLabel('Serial number').fill(serialNumber.slice(0, 6));
  await page.getByRole('link', { name: serialNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${serialNumber}` })).toBeVisible();
  // The unit's address remembers the search it was opened from (its way back).
  await expect(page).toHaveURL(/\/units\/\d+\?from=search&search=serial-q%3D/);

  const timeline = page.getByRole('list', { name: `Chain of custody of ${serialNumber}` });
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('Collected');
  await expect(steps.nth(0)).toContainText(`With job ${jobNumber}`);
  await expect(steps.nth(0)).toContainText('Seals: SEAL-0417, SEAL-0418');
  await expect(steps.nth(1)).toContainText('Received at the facility');
  await expect(steps.nth(2)).toContainText('Grade D');
  await expect(steps.nth(3)).toContainText('Physical destruction · Passed');
  await expect(steps.nth(4)).toContainText('Recycled through Stena Recycling AS');
  await expect(steps.nth(5)).toContainText('Completed');

  const records = page.getByRole('region', {
    name: "Sanitisation records of the unit's data carriers",
  });
  const rows = records.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Hard disk (HDD) · WD Blue · 500 GB');
  await expect(rows.nth(1)).toContainText('PurgeOverwrite');
  await expect(rows.nth(1)).toContainText('Failed');
  await expect(rows.nth(2)).toContainText('DestructShred · particles up to 2 mm');
  await expect(rows.nth(2)).toContainText('Ola Hansen');
  await expect(rows.nth(2)).toContainText('Passed');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`${serialNumber}-certificate.pdf`);

  // The job the unit came with, and back to the unit from the job's units.
  await steps
    .nth(0)
    .getByRole('link', { name: `With job ${jobNumber}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();
  await page.getByRole('link', { name: serialNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${serialNumber}` })).toBeVisible();
  await context.close();
});

test('[USER] is told a unit of another customer is not found', async ({ browser, request }) => {
  const email = `custody-other-${Date.now()}@demo.no`;
  const other = await createCustodyUnit(`custody-owner-${Date.now()}@demo.no`);
  await createCustodyUnit(email);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/unit-summary');
  await page.getByLabel('Serial number').fill(other.serialNumber);
  await expect(
    page.getByText(`No units have a serial number starting with ${other.serialNumber}.`),
  ).toBeVisible();
  await page.goto('/units/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The unit was not found.' }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});
