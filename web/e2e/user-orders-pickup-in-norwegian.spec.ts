import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

test("[ADMIN] in Norwegian sees the equipment to pick up under the dashboard's category names", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/services');
  const equipment = page.getByRole('group', { name: 'Utstyr som skal hentes' });
  await expect(equipment).toBeVisible();
  await expect(equipment.getByLabel('Bærbare PC-er')).toBeVisible();
  await expect(equipment.getByLabel('Servere')).toBeVisible();
  await expect(equipment.getByLabel('Laptops')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('[ADMIN] on a phone orders from compact storage-unit rows, not a page of cards', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no', {
    viewport: { width: 390, height: 844 },
  });
  await page.goto('/services');
  const storageUnits = page.getByRole('group', { name: 'Oppbevaringsenheter' });
  await expect(storageUnits).toBeVisible();
  const box = await storageUnits.boundingBox();
  // 22 types in rows of about 50 px (as cards one per row they took about 2,500 px).
  expect(box?.height).toBeLessThan(1_400);
  // The quantity sits beside its name, on the same row.
  const name = await storageUnits.getByText('Eske', { exact: true }).boundingBox();
  const quantity = await storageUnits.getByLabel('Eske', { exact: true }).boundingBox();
  expect(Math.abs((name?.y ?? 0) - (quantity?.y ?? 999))).toBeLessThan(30);
  await storageUnits.getByLabel('Eske', { exact: true }).fill('2');
  await expectNoAxeViolations(page);
  await context.close();
});
