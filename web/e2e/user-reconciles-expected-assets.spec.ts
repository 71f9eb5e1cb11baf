import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstBookableDate } from '@itad-portal/validation';
import { createJobsUser } from './support/jobs-user';
import { createProviderKey, supplierIdOf } from './support/provider-key';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function todayInOslo(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

test('[USER] attaches the list of assets when ordering a pickup; the job shows matched, missing and unexpected', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `reconcile-${unique()}@demo.no`;
  await createJobsUser(email, `Reconcile Test ${unique()} AS`);
  const { context, page } = await signedInPage(browser, request, email);
  const tag = unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

  await page.goto('/services');
  await page.getByLabel('Collection (pickup)').check();
  await page.getByLabel('Delivery or pickup date').fill(firstBookableDate(todayInOslo()));
  await page.getByLabel('Box', { exact: true }).fill('2');

  // A file with a bad line is reported by line and stops the order.
  await page.getByLabel('File with the list of assets').setInputFiles({
    name: 'assets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`S/N;Asset tag;Model\n${tag}-A;AT-1;T14\n;AT-2;T14\n`),
  });
  await expect(page.getByText('Line 3: the serial number is missing.')).toBeVisible();
  await page.getByRole('button', { name: 'Order assignment' }).click();
  await expect(
    page.getByText('Correct the list of assets, or remove it, before you order.'),
  ).toBeVisible();

  await page.getByLabel('File with the list of assets').setInputFiles({
    name: 'assets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `S/N;Asset tag;Model\n${tag}-A;AT-1;T14\n${tag}-B;AT-2;T14\n${tag}-C;AT-3;Latitude\n`,
    ),
  });
  await expect(page.getByText('3 assets on the list.')).toBeVisible();
  await expect(page.getByLabel('Column of serial numbers')).toHaveValue('0');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Order assignment' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Assignment ordered.' });
  await expect(confirmation).toBeVisible();
  const jobNumber = (await confirmation.textContent())?.match(/J-\d{4}-\d{6}/)?.[0];
  expect(jobNumber).toBeTruthy();

  // The provider receives two of the three, and one that was not on the list.
  const key = await createProviderKey(`E2E ${tag}`);
  const supplierId = await supplierIdOf(email);
  const events = [`${tag}-A`, `${tag}-B`, `${tag}-X`].map((serial, index) => ({
    event_id: `e2e-${tag}-${index}`,
    type: 'received',
    occurred_at: new Date().toISOString(),
    supplier_id: supplierId,
    serial_number: serial,
    category: 'laptop',
    sanitisation_method: 'software_erasure',
    job_number: jobNumber,
  }));
  const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(await sent.json()).toMatchObject({ applied: 3 });

  await page.getByRole('link', { name: `View job ${jobNumber}` }).click();
  const table = page.getByRole('region', { name: 'Expected and received assets (table)' });
  await expect(page.getByRole('heading', { name: /Expected and received assets/ })).toBeVisible();
  await expect(page.getByText('1 missing asset not resolved').first()).toBeVisible();
  const counts = page.getByRole('group', { name: 'Counts' }).getByRole('definition');
  await expect(counts).toHaveText(['3', '2', '1', '1']);
  await expect(table.getByRole('row', { name: new RegExp(`${tag}-X`) })).toContainText(
    'Unexpected',
  );
  await expect(table.getByRole('row', { name: new RegExp(`${tag}-A`) })).toContainText('Matched');

  await page.getByLabel('Show').selectOption('MISSING');
  await expect(table.getByRole('row', { name: new RegExp(`${tag}-`) })).toHaveCount(1);
  await expect(table.getByRole('row', { name: new RegExp(`${tag}-C`) })).toContainText('Missing');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(jobNumber!) })).toContainText('1 missing');
  await context.close();
});

test('[USER] sees a job without a list as not reconciled, with no exceptions, and may attach the list', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `no-list-${unique()}@demo.no`;
  await createJobsUser(email, `No List Test ${unique()} AS`);
  const { context, page } = await signedInPage(browser, request, email);
  const tag = unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

  await page.goto('/services');
  await page.getByLabel('Collection (pickup)').check();
  await page.getByLabel('Delivery or pickup date').fill(firstBookableDate(todayInOslo()));
  await page.getByLabel('Box', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Order assignment' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Assignment ordered.' });
  const jobNumber = (await confirmation.textContent())?.match(/J-\d{4}-\d{6}/)?.[0];
  expect(jobNumber).toBeTruthy();

  // Units arrive, but the customer never said what to expect.
  const key = await createProviderKey(`E2E no list ${tag}`);
  const supplierId = await supplierIdOf(email);
  const events = [`${tag}-A`, `${tag}-B`].map((serial, index) => ({
    event_id: `e2e-no-list-${tag}-${index}`,
    type: 'received',
    occurred_at: new Date().toISOString(),
    supplier_id: supplierId,
    serial_number: serial,
    category: 'laptop',
    sanitisation_method: 'software_erasure',
    job_number: jobNumber,
  }));
  const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(await sent.json()).toMatchObject({ applied: 2 });

  await page.getByRole('link', { name: `View job ${jobNumber}` }).click();
  await expect(
    page.getByText(
      'This job is not reconciled, because no list of expected assets is attached to it.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Attach the list of the assets you hand over')).toBeVisible();
  await expect(page.getByLabel('File with the list of assets')).toBeAttached();
  const section = page.locator('section[aria-labelledby="job-reconciliation-heading"]');
  await expect(section.getByRole('group', { name: 'Counts' })).toHaveCount(0);
  await expect(page.getByText('Unexpected', { exact: true })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`not-reconciled-${width}.png`) });
  }
  await context.close();
});
