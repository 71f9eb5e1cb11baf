import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createCustodyUnit } from './support/custody-unit';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';

for (const { language, viewport, names } of [
  {
    language: 'en',
    viewport: { width: 1366, height: 900 },
    names: { job: 'Job', unit: 'Unit', status: 'Status', category: 'Category' },
  },
  {
    language: 'no',
    viewport: { width: 390, height: 844 },
    names: { job: 'Oppdrag', unit: 'Enhet', status: 'Status', category: 'Kategori' },
  },
] as const) {
  test(`[USER] opens a job and a unit by clicking anywhere in their row, or by Enter (${language}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const email = `row-opens-${language}-${Date.now()}@demo.no`;
    const { serialNumber, jobNumber } = await createCustodyUnit(email);
    await setUserLanguage(email, language);
    const { context, page } = await signedInPage(browser, request, email, { viewport });
    try {
      const jobHeading = page.getByRole('heading', { level: 1, name: `${names.job} ${jobNumber}` });
      await page.goto('/services-overview');
      const jobRow = page.locator('main tbody tr').filter({ hasText: jobNumber });
      await expect(jobRow).toHaveCount(1);
      await expectNoAxeViolations(page);

      // A click on the row's status (no link there) opens the job, on a phone's card too.
      await jobRow.locator(`td[data-label="${names.status}"]`).click();
      await expect(jobHeading).toBeVisible();
      await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);

      // From the keyboard: the row's link takes focus and Enter opens it.
      await page.goBack();
      const jobLink = jobRow.getByRole('link', { name: jobNumber });
      await jobLink.focus();
      await expect(jobLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(jobHeading).toBeVisible();

      // The job's units open the same way.
      const unitRow = page.locator('main tbody tr').filter({ hasText: serialNumber });
      await unitRow.locator(`td[data-label="${names.category}"]`).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `${names.unit} ${serialNumber}` }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
