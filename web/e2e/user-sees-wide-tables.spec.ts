import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

test('[ADMIN] is told a table is wider than the screen and reaches its last column', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no', {
    viewport: { width: 800, height: 900 },
  });
  await page.goto('/services-overview');
  const region = page.getByRole('region', { name: 'Deres oppdrag' });
  await expect(region.getByRole('table')).toBeVisible();
  await expect(page.getByText('Rull sidelengs for å se alle kolonnene.')).toBeVisible();
  const lastHeader = region.getByRole('columnheader').last();
  await region.getByRole('columnheader').first().scrollIntoViewIfNeeded();
  await expect(region.getByRole('columnheader').first()).toBeInViewport({ ratio: 1 });
  await expect(lastHeader).not.toBeInViewport({ ratio: 0.5 });
  // The region takes the keyboard focus; the arrow keys scroll it to the last column.
  await region.focus();
  for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowRight');
  await expect(lastHeader).toBeInViewport({ ratio: 0.95 });
  await expectNoAxeViolations(page);

  // A table that fits the screen (the users list on a wide screen) gets no hint.
  await page.goto('/account/users');
  await expect(page.getByRole('table')).toBeVisible();
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(page.getByText('Rull sidelengs for å se alle kolonnene.')).toHaveCount(0);
  await context.close();
});
