import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
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

async function orderThroughApi(
  request: APIRequestContext,
  token: string,
  assignment: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      operationName: 'order_assignment',
      query:
        'mutation order_assignment($key: String!, $assignment: AssignmentInput!) { order_assignment(idempotency_key: $key, assignment: $assignment) { job_number } }',
      variables: { key: crypto.randomUUID(), assignment },
    },
  });
  const body = (await response.json()) as {
    data?: { order_assignment?: { job_number?: string } };
  };
  const jobNumber = body.data?.order_assignment?.job_number;
  if (!jobNumber) throw new Error(`Order refused: ${JSON.stringify(body)}`);
  return jobNumber;
}

test('[USER] filters the job overview and exports what the filters show as CSV', async ({
  browser,
  request,
}) => {
  const email = `jobs-${unique()}@demo.no`;
  await createJobsUser(email, `Filter Test ${unique()} AS`);
  const { context, page, token } = await signedInPage(browser, request, email);
  const order = {
    address: 'Strandveien 10',
    city: 'Lysaker',
    zip_code: '1366',
    country: 'norway',
    company_name: 'Filter Test AS',
    contact_first_name: 'Jonas',
    contact_last_name: 'Lie',
    email,
    phone: '+47 912 34 567',
    date: firstBookableDate(todayInOslo()),
    recipient_name: 'Jonas Lie',
    recipient_email: email,
    storage_units: [{ type: 'BOX', quantity: 1 }],
  };
  const pickup = await orderThroughApi(request, token, { ...order, kind: 'COLLECTION' });
  const delivery = await orderThroughApi(request, token, {
    ...order,
    kind: 'DELIVERY',
    case_reference: 'Delivery, "urgent"',
  });

  await page.goto('/services-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 jobs' })).toBeVisible();
  await page.getByLabel('Type').selectOption('DELIVERY');
  await expect(page.getByRole('heading', { name: '1 job', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(delivery) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(pickup) })).toHaveCount(0);
  expect(page.url()).toContain('kind=DELIVERY');

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Job number,Type,Status,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(delivery);
  expect(lines[1]).toContain('"Delivery, ""urgent"""');

  // The filters survive a reload (they live in the address).
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('DELIVERY');
  await context.close();
});
