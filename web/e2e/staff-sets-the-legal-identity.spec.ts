import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createCustodyUnit } from './support/custody-unit';
import { withTestDatabase } from './support/database';
import { demoPassword, tokenFor } from './support/session';

const run = promisify(execFile);
/** Any real PNG serves as a signature here: the demo's letterhead logo. */
const signatureFile = fileURLToPath(
  new URL('../../api/assets/demo-provider-logo.png', import.meta.url),
);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] an administrator changes the legal identity, which the next certificate a customer downloads carries', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const stamp = unique();
  const email = `console-identity-${stamp}@provider.example`;
  await createConsoleStaff(email, 'administrator');
  await signInToConsoleFirstTime(page, email, demoPassword);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Legal identity' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Legal identity on documents' }),
  ).toBeVisible();
  const legalName = `Greentech Gjenvinning ${stamp} AS`;
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Name', { exact: true }).fill('Sigrid Fjell');
  // A mistyped check digit is caught before anything is sent.
  await page.getByLabel('IBAN').fill('NO94 8601 1117 947');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This IBAN is not valid.', { exact: false })).toBeVisible();
  await page.getByLabel('IBAN').fill('no93 8601 1117 947');
  await page.getByRole('button', { name: 'Save' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Change the payment details?' });
  await expect(confirmation).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await confirmation.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Saved. Documents issued from now on carry the new details.'),
  ).toBeVisible();
  await expect(page.getByText('Saved by Kari Konsoll', { exact: false })).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveValue('NO93 8601 1117 947');

  // The new signatory's signature, drawn above the name on certificates of destruction.
  const images = page.getByRole('region', { name: 'Logo and signature' });
  await images.getByLabel('New signature').setInputFiles(signatureFile);
  await expect(
    page.getByText('The new signature is on certificates issued from now on.'),
  ).toBeVisible();
  await expect(images.getByRole('img', { name: 'Signature of Sigrid Fjell' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A customer's certificate made now is on the new letterhead.
  const customerEmail = `identity-customer-${stamp}@test.example`;
  const { serialNumber } = await createCustodyUnit(customerEmail);
  const unitId = await withTestDatabase(async (client) => {
    const found = await client.query<{ id: string }>(
      'select id from processed_units where serial_number = $1',
      [serialNumber],
    );
    return found.rows[0]!.id;
  });
  const certificate = await request.get(`/files/no/units/${unitId}/certificate.pdf`, {
    headers: { authorization: `Bearer ${await tokenFor(request, customerEmail)}` },
  });
  expect(certificate.status()).toBe(200);
  const file = testInfo.outputPath('certificate.pdf');
  await writeFile(file, await certificate.body());
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  expect(stdout).toContain(legalName);
});
