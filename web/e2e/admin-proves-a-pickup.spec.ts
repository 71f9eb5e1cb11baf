import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { firstBookableDate } from '@itad-portal/validation';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { expectNoAxeViolations } from './support/content';
import { createJobsUser } from './support/jobs-user';
import { createProviderKey, supplierIdOf } from './support/provider-key';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const todayInOslo = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The whole chain an auditor asks about, in one customer's own supplier: the list handed over,
 * the units the provider reports, the reconciliation, the signed evidence pack, its public check,
 * and the audit log of each step.
 */
test('[ADMIN] hands over a list, sees it reconciled, proves it with an evidence pack the public check accepts, and finds each step in the audit log', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `prover-${unique()}@demo.no`;
  await createJobsUser(email, `Prover ${unique()} AS`, { admin: true });
  const { context, page } = await signedInPage(browser, request, email);
  const tag = unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

  // 1. A pickup ordered with the list of assets handed over.
  await page.goto('/services');
  await page.getByLabel('Collection (pickup)').check();
  await page.getByLabel('Delivery or pickup date').fill(firstBookableDate(todayInOslo()));
  await page.getByLabel('Box', { exact: true }).fill('1');
  await page.getByLabel('File with the list of assets').setInputFiles({
    name: 'handover.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Serial number,Asset tag\n${tag}-A,AT-1\n${tag}-B,AT-2\n`),
  });
  await expect(page.getByText('2 assets on the list.')).toBeVisible();
  await page.getByRole('button', { name: 'Order assignment' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Assignment ordered.' });
  await expect(confirmation).toBeVisible();
  const jobNumber = (await confirmation.textContent())!.match(/J-\d{4}-\d{6}/)![0];

  // 2. The provider receives one listed unit (erased, one drive) and one that was not listed.
  const key = await createProviderKey(`E2E prover ${tag}`);
  const supplierId = await supplierIdOf(email);
  const now = Date.now();
  const at = (seconds: number) => new Date(now - 60_000 + seconds * 1000).toISOString();
  const common = { supplier_id: supplierId };
  const events = [
    ...[`${tag}-A`, `${tag}-X`].map((serial, index) => ({
      ...common,
      event_id: `prove-${tag}-received-${index}`,
      type: 'received',
      occurred_at: at(index),
      serial_number: serial,
      category: 'laptop',
      sanitisation_method: 'software_erasure',
      job_number: jobNumber,
    })),
    {
      ...common,
      event_id: `prove-${tag}-sanitised`,
      type: 'sanitised',
      occurred_at: at(10),
      serial_number: `${tag}-A`,
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST SP 800-88 Purge',
      sanitisation_result: 'passed',
      carriers: [
        {
          carrier_serial: `${tag}-SSD`,
          carrier_type: 'ssd',
          sanitisation_level: 'purge',
          sanitisation_technique: 'cryptographic_erase',
          tool_name: 'Erasure Suite',
          tool_version: '7.2',
          verification_method: 'full',
          verification_result: 'passed',
          operator: 'Operator 12',
          sanitised_at: at(10),
          result: 'passed',
        },
      ],
    },
  ];
  const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(await sent.json()).toMatchObject({ applied: 3 });

  // 3. The job shows matched, missing and unexpected.
  await page.getByRole('link', { name: `View job ${jobNumber}` }).click();
  const counts = page.getByRole('group', { name: 'Counts' }).getByRole('definition');
  await expect(counts).toHaveText(['2', '1', '1', '1']);
  await expect(page.getByText('1 missing asset not resolved').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // 4. The evidence pack of the job, made in the background and downloaded.
  await page.goto('/evidence-packs');
  // Each job is offered with its number, date and status.
  const jobSelect = page.getByLabel('Job', { exact: true });
  const jobOption = jobSelect.locator('option', { hasText: jobNumber });
  await expect(jobOption).toHaveText(new RegExp(`^${jobNumber} · .+ · Ordered$`));
  const jobValue = await jobOption.getAttribute('value');
  expect(jobValue).toBeTruthy();
  await jobSelect.selectOption(jobValue ?? '');
  await page.getByRole('button', { name: 'Order evidence pack' }).click();
  const row = page
    .getByRole('table', { name: /Evidence packs, newest first/ })
    .getByRole('row', { name: new RegExp(`Job ${jobNumber}`) });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await row
    .getByRole('button', { name: `Download the evidence pack for Job ${jobNumber}` })
    .click();
  const packPath = testInfo.outputPath('pack.zip');
  await (await downloading).saveAs(packPath);
  const entries = unzipSync(new Uint8Array(await readFile(packPath)));
  const text = (name: string) => new TextDecoder().decode(entries[name]);
  expect(text('reconciliation.csv')).toContain(`${tag}-B,missing`);
  expect(text('sanitisation-carriers.csv')).toContain(`${tag}-SSD`);

  // 5. The public check confirms the pack and rejects a tampered copy.
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const check = await visitor.newPage();
  await check.goto('/verify');
  const fileInput = check.getByLabel('Drop a file here or choose one');
  await fileInput.setInputFiles(packPath);
  await expect(
    check.getByRole('status').filter({ hasText: 'The evidence pack is intact.' }),
  ).toContainText(`Job ${jobNumber}`);
  const tampered = { ...entries, 'reconciliation.csv': strToU8('serial_number,status\r\n') };
  const tamperedPath = testInfo.outputPath('tampered.zip');
  await writeFile(tamperedPath, zipSync(tampered));
  await fileInput.setInputFiles(tamperedPath);
  await expect(
    check.getByRole('alert').filter({ hasText: 'The evidence pack has been altered.' }),
  ).toContainText('reconciliation.csv differs from the manifest.');
  await visitor.close();

  // 6. The audit log shows each step the customer took.
  await page.goto('/account/audit-log');
  const log = page.getByRole('table', { name: 'Events, newest first' });
  for (const step of [
    'Downloaded an evidence pack',
    'Ordered an evidence pack',
    'Ordered a pickup or delivery',
    'Signed in',
  ]) {
    await expect(log.getByRole('row').filter({ hasText: step }).first()).toBeVisible();
  }
  await expect(log.getByRole('row').filter({ hasText: jobNumber }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
