import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstBookableDate, maximumAttachmentBytes } from '@itad-portal/validation';
import { createJobsUser } from './support/jobs-user';
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

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('[USER] orders a pickup with two storage-unit types and an attachment, then finds and downloads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `jobs-${unique()}@demo.no`;
  const company = `Fjordkraft Test ${unique()} AS`;
  await createJobsUser(email, company);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/services');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order pickup or delivery' }),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Strandveien 10');
  await expect(page.getByLabel('First name')).toHaveValue('Jonas');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A storage unit's tip gives its limits (spec section 9).
  await page.getByRole('button', { name: 'About: IT waste cage' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Max weight: 370 kg');

  await page.getByLabel('Collection (pickup)').check();
  await page.getByLabel('Delivery or pickup date').fill(firstBookableDate(todayInOslo()));
  await page.getByLabel('Case number or customer reference').fill('PO-77812');
  await page.getByLabel('Delivery info').fill('Goods entrance at the back, ask for Jonas.');
  await page.getByLabel('Box', { exact: true }).fill('4');
  await page.getByLabel('Security cabinet, half height', { exact: true }).fill('1');

  // Too large: refused in the browser before any upload.
  await page.getByLabel('Attachments').setInputFiles({
    name: 'huge-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(maximumAttachmentBytes + 1),
  });
  await expect(page.getByText('huge-scan.pdf: File to large.')).toBeVisible();

  await page.getByLabel('Attachments').setInputFiles({
    name: 'Inventory list.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByRole('button', { name: 'Remove Inventory list.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Order assignment' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Assignment ordered.' });
  await expect(confirmation).toBeVisible();
  const jobNumber = (await confirmation.textContent())?.match(/J-\d{4}-\d{6}/)?.[0];
  expect(jobNumber).toBeTruthy();

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(jobNumber!) });
  await expect(row).toContainText('Pickup');
  await expect(row).toContainText('Ordered');
  await expect(row).toContainText('PO-77812');
  await page.getByLabel('Search').fill(jobNumber!);
  await expect(page.getByRole('heading', { name: '1 job', exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row.getByRole('link', { name: jobNumber! }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Box', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Security cabinet, half height' })).toBeVisible();
  await expect(page.getByText('Goods entrance at the back, ask for Jonas.')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Ordered');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Inventory list.pdf' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('Inventory list.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  await context.close();
});

test('[USER] cannot open another supplier’s job', async ({ browser, request }) => {
  const email = `jobs-${unique()}@demo.no`;
  await createJobsUser(email, `Other Test ${unique()} AS`);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/services/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The job was not found.' }),
  ).toBeVisible();
  await context.close();
});
