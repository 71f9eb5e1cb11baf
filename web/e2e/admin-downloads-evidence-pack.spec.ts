import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { createDemoAdmin } from './support/demo-admin';
import { createJobsUser } from './support/jobs-user';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[ADMIN] orders an evidence pack for a job, downloads it, and the verify page confirms it and rejects a tampered copy', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `auditor-${unique()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/evidence-packs');
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence packs' })).toBeVisible();
  const jobSelect = page.getByLabel('Job', { exact: true });
  await expect(jobSelect.locator('option').first()).toBeAttached();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The newest job with units is chosen, named by its number, date and status.
  const chosen = (await jobSelect.locator('option:checked').textContent())!.trim();
  expect(chosen).toMatch(/^J-\d{4}-\d{6} · .+ · (Received|Processing|Completed|Collected)$/);
  const jobNumber = chosen.split(' · ')[0]!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`order-form-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Order evidence pack' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'being prepared' })).toBeVisible();
  const progress = page.getByRole('progressbar').first();
  if (await progress.isVisible()) {
    await page
      .getByRole('table', { name: /Evidence packs, newest first/ })
      .screenshot({ path: testInfo.outputPath('progress-1366.png') });
  }

  // The list follows the pack being prepared until it is ready.
  const table = page.getByRole('table', { name: /Evidence packs, newest first/ });
  const row = table.getByRole('row', { name: new RegExp(`Job ${jobNumber}`) }).first();
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const downloading = page.waitForEvent('download');
  await row
    .getByRole('button', { name: `Download the evidence pack for Job ${jobNumber}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^evidence-pack .+\.zip$/);
  const packPath = testInfo.outputPath('pack.zip');
  await download.saveAs(packPath);
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = testInfo.outputPath('packs.csv');
  await (await exporting).saveAs(exported);
  expect(await readFile(exported, 'utf8')).toContain(`Job ${jobNumber}`);
  await context.close();

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const check = await visitor.newPage();
  await check.goto('/verify');
  await expect(check.getByRole('heading', { level: 1, name: 'Verify a document' })).toBeVisible();
  const fileInput = check.getByLabel('Drop a file here or choose one');

  await fileInput.setInputFiles(packPath);
  const confirmed = check.getByRole('status').filter({ hasText: 'The evidence pack is intact.' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText(`Job ${jobNumber}`);
  await expect(confirmed).toContainText('This exact ZIP file is in our register');
  expect((await new AxeBuilder({ page: check }).analyze()).violations).toEqual([]);

  // One file of the pack on its own: the certificate is known by its fingerprint.
  const entries = unzipSync(new Uint8Array(await readFile(packPath)));
  const certificateName = Object.keys(entries).find((name) =>
    name.startsWith('certificate-of-destruction-'),
  )!;
  const certificatePath = testInfo.outputPath('certificate.pdf');
  await writeFile(certificatePath, entries[certificateName]!);
  await fileInput.setInputFiles(certificatePath);
  await expect(
    check.getByRole('status').filter({ hasText: 'Issued by us and intact.' }),
  ).toContainText('Certificate of destruction');

  // A pack with one file changed: rejected, naming the file.
  const tampered = { ...entries };
  tampered['sanitisation-units.csv'] = strToU8('serial_number\r\nNOT-A-REAL-UNIT\r\n');
  const tamperedPath = testInfo.outputPath('tampered.zip');
  await writeFile(tamperedPath, zipSync(tampered));
  await fileInput.setInputFiles(tamperedPath);
  const rejected = check
    .getByRole('alert')
    .filter({ hasText: 'The evidence pack has been altered.' });
  await expect(rejected).toBeVisible();
  await expect(rejected).toContainText('sanitisation-units.csv differs from the manifest.');
  expect((await new AxeBuilder({ page: check }).analyze()).violations).toEqual([]);

  // A changed single file is unknown.
  const alteredCertificate = Buffer.from(entries[certificateName]!);
  alteredCertificate[alteredCertificate.length - 30] =
    (alteredCertificate[alteredCertificate.length - 30]! + 1) % 256;
  const alteredPath = testInfo.outputPath('altered.pdf');
  await writeFile(alteredPath, alteredCertificate);
  await fileInput.setInputFiles(alteredPath);
  await expect(
    check.getByRole('alert').filter({ hasText: 'Not issued by us, or altered.' }),
  ).toBeVisible();
  await visitor.close();
});

test('[ADMIN] with no job that has units: no job is offered, and a period without units is refused with a clear message', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `empty-prover-${unique()}@demo.no`;
  await createJobsUser(email, `Empty Prover ${unique()} AS`, { admin: true });
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/evidence-packs');
  const jobSelect = page.getByLabel('Job', { exact: true });
  await expect(
    page.getByText('None of your jobs has received units yet, so there is no job to prove.'),
  ).toBeVisible();
  await expect(jobSelect).toBeDisabled();
  await page.getByRole('button', { name: 'Order evidence pack' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a job.' })).toBeVisible();

  await page.getByLabel('A period').check();
  await page.getByLabel('Completed from').fill('2020-01-01');
  await page.getByLabel('Completed to').fill('2020-01-31');
  await page.getByRole('button', { name: 'Order evidence pack' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There are no units to prove for this job or period yet' }),
  ).toBeVisible();
  await expect(page.getByText('No evidence packs yet.')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The radio buttons show where the keyboard is.
  await page.getByLabel('A period').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`refused-${width}.png`), fullPage: true });
  }
  await context.close();
});
