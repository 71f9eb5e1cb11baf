import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createJobsUser } from './support/jobs-user';
import { orderPickupAndOpenIt, retirementListFixture as fixture } from './support/pickup-with-list';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function signedInJobsUser(browser: Browser, request: APIRequestContext) {
  const email = `retire-${unique()}@demo.no`;
  await createJobsUser(email, `Retirement Test ${unique()} AS`);
  return { email, ...(await signedInPage(browser, request, email)) };
}

const reconciliationTable = (page: Page) =>
  page.getByRole('region', { name: 'Expected and received assets (table)' });

test("[USER] orders a pickup with Intune's device export and sees the devices by name and ID", async ({
  browser,
  request,
}) => {
  test.slow();
  const { context, page } = await signedInJobsUser(browser, request);
  await orderPickupAndOpenIt(page, async () => {
    await page
      .getByLabel('File with the list of assets')
      .setInputFiles(fixture('intune-devices.csv'));
    await expect(page.getByText('Recognised as a Microsoft Intune device export.')).toBeVisible();
    await expect(page.getByText('3 assets on the list.')).toBeVisible();
    await expect(page.getByLabel('Column of device names (optional)')).toHaveValue('1');
    const preview = page.getByRole('table', { name: 'The first rows of the file' });
    await expect(preview.getByRole('cell', { name: 'MAC-OSL-0007' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  // The reconciliation names each device as the customer's register does.
  const device = reconciliationTable(page).getByRole('row', { name: /5CG2341XYZ/ });
  await expect(device).toContainText('LT-BGO-0117');
  await expect(device).toContainText('2a9e8d7c-6b5a-4f3e-8d2c-1b0a99887766');
  await expect(device).toContainText('Missing');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});

test('[USER] maps a list of its own on a job once, and the next file with its headers is read the same, in Danish too', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { email, context, page } = await signedInJobsUser(browser, request);
  await orderPickupAndOpenIt(page);

  // A list of the customer's own (Excel, "sep=;"): the mapping step, with the first rows.
  const upload = page.locator('fieldset', { has: page.locator('input[type="file"]') });
  await page
    .getByLabel('File with the list of assets')
    .setInputFiles(fixture('excel-own-list.csv'));
  await expect(
    page.getByText('The columns could not be recognised from the headers. Choose them.'),
  ).toBeVisible();
  await expect(upload.getByRole('cell', { name: 'SN-DK-77120' })).toBeVisible();
  await page.getByLabel('Column of serial numbers').selectOption('1');
  await expect(page.getByText('3 assets on the list.')).toBeVisible();
  await page.getByLabel('Column of device names (optional)').selectOption('0');
  await page.getByLabel('Column saying whether the device holds data (optional)').selectOption('4');
  await expect(upload.getByRole('columnheader', { name: 'Harddisk Holds data' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await upload.screenshot({ path: testInfo.outputPath(`mapping-step-en-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Attach the list' }).click();
  await expect(page.getByText('3 assets attached.')).toBeVisible();
  await expect(reconciliationTable(page).getByRole('row', { name: /SN-DK-91001/ })).toContainText(
    'KBH-SKÆRM-09',
  );

  // The next file with these headers is read with the columns chosen, in Danish too.
  await setUserLanguage(email, 'da');
  await page.reload();
  await page.getByLabel('Fil med listen over enheder').setInputFiles(fixture('excel-own-list.csv'));
  await expect(
    page.getByText('De kolonner, I tidligere valgte til en fil med disse overskrifter, er brugt.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kolonne med serienumre')).toHaveValue('1');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await upload.screenshot({ path: testInfo.outputPath(`mapping-step-da-${width}.png`) });
  }
  await context.close();
});
