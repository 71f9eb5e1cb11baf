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
