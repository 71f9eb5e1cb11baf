import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { orderPickup } from './support/ordered-job';
import { demoPassword, signedInPage } from './support/session';

test("[PROVIDER] support exports the jobs board's filtered view as CSV", async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const company = `Nordkapp Arkiv ${stamp} AS`;
  const customerEmail = `nordkapp-${stamp}@test.example`;
  await createJobsUser(customerEmail, company);
  const customer = await signedInPage(browser, request, customerEmail);
  const jobs = [
    await orderPickup(request, customer.token),
    await orderPickup(request, customer.token),
    await orderPickup(request, customer.token),
  ];
  await customer.context.close();

  const staffEmail = `console-export-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'support');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  // The board's view in its address: the customer's jobs, every status, newest number first.
  await page.goto(`/console/jobs?status=ALL&sort=job_number&dir=DESC`);
  await page.getByLabel('Search').fill(company);
  const table = page.getByRole('table', { name: /Jobs/ });
  await expect(table.getByRole('row')).toHaveCount(jobs.length + 1);
  const shown = (await table.locator('tbody tr').allTextContents()).map(
    (text) => jobs.find((job) => text.includes(job.job_number))?.job_number,
  );
  expect(shown).toEqual(
    jobs
      .map((job) => job.job_number)
      .sort()
      .reverse(),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const rows = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows[0]?.slice(0, 3)).toEqual(['Job number', 'Type', 'Customer']);
  expect(rows.slice(1).map((cells) => cells[0])).toEqual(shown);
  expect(rows.slice(1).every((cells) => cells[2] === company && cells[6] === 'Ordered')).toBe(true);
  await context.close();
});
