import { expect, test } from '@playwright/test';

test('[VISITOR] with an undecodable token has it renewed, and removed when that fails', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('jwt', 'not-a-token');
    localStorage.setItem('shipment_items', '[{"name":"Laptops"}]');
  });
  const renewal = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql/no') &&
      (request.postDataJSON() as { operationName?: string }).operationName === 'renew_token',
  );
  await page.goto('/unit-summary');
  const request = await renewal;
  expect(request.headers().authorization).toBe('Bearer not-a-token');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('shipment_items'))).toBeNull();
});
