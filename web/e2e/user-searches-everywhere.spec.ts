import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSearchableThings } from './support/search-everywhere';
import { signedInPage } from './support/session';

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

const cases = [
  {
    language: 'en',
    viewport: { width: 1366, height: 800 },
    texts: { dialog: 'Search everywhere', field: 'Search for numbers and pages', button: 'Search' },
    groups: { unit: 'Units', job: 'Jobs', certificate: 'Certificates of destruction' },
  },
  {
    language: 'no',
    viewport: { width: 390, height: 844 },
    texts: { dialog: 'Søk overalt', field: 'Søk etter numre og sider', button: 'Søk' },
    groups: { unit: 'Enheter', job: 'Oppdrag', certificate: 'Destruksjonssertifikater' },
  },
] as const;

/** Ctrl+K, the text typed, the first option (the exact match) chosen with Enter. */
async function searchAndOpen(page: Page, dialogName: string, text: string, group: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: dialogName });
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();
  await field.fill(text);
  const option = dialog
    .getByRole('group', { name: group })
    .getByRole('option')
    .filter({ hasText: text.toUpperCase() });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

for (const { language, viewport, texts, groups } of cases) {
  test(`[USER] finds a serial, a job and a certificate from any page by keyboard (${language}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const mark = unique();
    const email = `search-${mark.toLowerCase()}@demo.no`;
    const things = await createSearchableThings(email, mark, language);
    const { context, page } = await signedInPage(browser, request, email, { viewport });

    // From the dashboard: a serial number, typed in lower case, opens the unit.
    await page.goto('/unit-summary');
    await expect(page.getByRole('button', { name: texts.button, exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`top-bar-${language}.png`) });
    await searchAndOpen(page, texts.dialog, things.serialNumber.toLowerCase(), groups.unit);
    await expect(page).toHaveURL(/\/units\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(things.serialNumber);

    // From the unit's page: a job number opens the job.
    await searchAndOpen(page, texts.dialog, things.jobNumber, groups.job);
    await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(things.jobNumber);

    // From the job's page: a certificate number opens the certificates, filtered to it.
    await searchAndOpen(page, texts.dialog, things.certificateNumber, groups.certificate);
    await expect(page).toHaveURL(/\/report-cods\?q=/);
    await expect(page.getByRole('main').getByText(things.certificateNumber)).toBeVisible();

    // The button opens it too; arrows move through the portal's pages; Escape closes and
    // gives focus back to the button.
    const button = page.getByRole('button', { name: texts.button, exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    const field = dialog.getByRole('combobox', { name: texts.field });
    await expect(field).toBeFocused();
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await field.fill(things.serialNumber.slice(0, 6));
    await expect(dialog.getByRole('group', { name: groups.unit })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`palette-${language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await context.close();
  });
}
