import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createJobsUser } from './support/jobs-user';
import { orderPickupAndOpenIt, retirementListFixture } from './support/pickup-with-list';
import { createProviderKey, supplierIdOf } from './support/provider-key';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

// Three devices of the Intune export (intune-devices.csv): serial number and device name.
const released = { serial: 'PF3K9XQZ', name: 'LT-OSL-0042' };
const untouched = { serial: '5CG2341XYZ', name: 'LT-BGO-0117' };
const destroyed = { serial: 'C02G8416Q05N', name: 'MAC-OSL-0007' };

/** The provider's warehouse system: unit events with a provider key, each applied. */
async function providerSystem(request: APIRequestContext, supplierId: string) {
  const key = await createProviderKey(`E2E register loop ${unique()}`);
  let minute = 0;
  const event = (serial: string, fields: object) => ({
    event_id: `e2e-loop-${unique()}`,
    // Each later than the one before, so none is stale.
    occurred_at: new Date(Date.now() - 60 * 60_000 + 60_000 * minute++).toISOString(),
    supplier_id: supplierId,
    serial_number: serial,
    ...fields,
  });
  return {
    event,
    send: async (events: object[]) => {
      const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
        headers: { authorization: `Bearer ${key}` },
        data: { events },
      });
      expect(await sent.json()).toMatchObject({ applied: events.length });
    },
  };
}

// The job page's reconciliation, in whatever language the page speaks.
const reconciliationTable = (page: Page) =>
  page.locator('section[aria-labelledby="job-reconciliation-heading"]').getByRole('table');

const reconciliationRow = (page: Page, serial: string) =>
  reconciliationTable(page).getByRole('row', { name: new RegExp(serial) });

async function download(page: Page, button: string): Promise<string[]> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  return (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
}

test("[USER] closes the loop: a pickup with Intune's export, holds answered, the outcomes back in the register's files", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `register-loop-${unique()}@demo.no`;
  await createJobsUser(email, `Register Loop ${unique()} AS`);
  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });

  // The retirement list goes with the order.
  const jobNumber = await orderPickupAndOpenIt(page, async () => {
    await page
      .getByLabel('File with the list of assets')
      .setInputFiles(retirementListFixture('intune-devices.csv'));
    await expect(page.getByText('3 assets on the list.')).toBeVisible();
  });
  const jobPage = page.url();

  // The provider receives the three devices and holds two of them.
  const { event, send } = await providerSystem(request, await supplierIdOf(email));
  await send(
    [released, untouched, destroyed].map((device) =>
      event(device.serial, {
        type: 'received',
        job_number: jobNumber,
        category: 'laptop',
        manufacturer: 'Lenovo',
        model: 'ThinkPad T14',
        sanitisation_method: 'software_erasure',
      }),
    ),
  );
  await send([
    event(released.serial, { type: 'held', reason: 'activation_lock', note: 'Find My is on' }),
    event(destroyed.serial, { type: 'held', reason: 'mdm_enrolment' }),
  ]);
  await page.reload();
  await expect(reconciliationRow(page, released.serial)).toContainText('On hold');
  await expect(reconciliationRow(page, destroyed.serial)).toContainText('On hold');
  await expect(reconciliationRow(page, untouched.serial)).toContainText('In process');

  // The customer answers both holds.
  await page.goto('/unit-holds');
  await page.getByRole('button', { name: `Actions for ${released.serial}` }).click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  const release = page.getByRole('alertdialog', { name: 'Release 1 unit' });
  await release.getByLabel('Note to us (optional)').fill('Released in our MDM');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 unit released.' })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${destroyed.serial}` }).click();
  await page.getByRole('menuitem', { name: 'Destroy instead' }).click();
  await page
    .getByRole('alertdialog', { name: 'Destroy 1 unit instead' })
    .getByRole('button', { name: 'Destroy' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 unit will be destroyed.' }),
  ).toBeVisible();

  // Back on the job: nothing on hold; both answered units are in process again.
  await page.goto(jobPage);
  for (const device of [released, untouched, destroyed]) {
    await expect(reconciliationRow(page, device.serial)).toContainText('In process');
  }
  await expect(reconciliationTable(page).getByText('On hold', { exact: true })).toHaveCount(0);

  // As asked, the provider shreds the unit and recycles its material: destroyed.
  await send([
    event(destroyed.serial, {
      type: 'sanitised',
      sanitisation_method: 'physical_destruction',
      erasure_standard: 'Shredded to 20 mm',
      sanitisation_result: 'passed',
    }),
    event(destroyed.serial, { type: 'completed', outcome: 'recycled' }),
  ]);
  await page.reload();
  await expect(reconciliationRow(page, destroyed.serial)).toContainText('Destroyed');
  await expect(reconciliationRow(page, destroyed.serial)).toContainText(destroyed.name);

  // The register's files of this job. Snipe-IT finds assets by asset tag, which Intune's export
  // has none of: its file holds the header row only. The ServiceNow import set has every device.
  const snipeIt = await download(page, 'Snipe-IT import file');
  expect(snipeIt).toEqual([
    'Asset Tag,Serial Number,Status,Notes,Disposal Date,Disposal Method,Sanitisation,Certificate Number,Certificate URL,Evidence Pack URL,Recycler,Disposal Value,Disposal Value Currency',
  ]);
  const [header, ...rows] = await download(page, 'ServiceNow import set');
  expect(header).toMatch(/^asset_tag,serial_number,install_status,substatus,/);
  expect(rows).toHaveLength(3);
  // No asset tag: each row starts with an empty cell, then the serial number; the state and the
  // outcome follow (the disposal reason between them is quoted text).
  const rowOf = (serial: string) => rows.find((row) => row.startsWith(`,${serial},`));
  for (const device of [released, untouched]) {
    expect(rowOf(device.serial)).toMatch(/^,[^,]+,6,pending_disposal,.*,in_process,/);
  }
  expect(rowOf(destroyed.serial)).toMatch(
    /^,[^,]+,7,disposed,"Destroyed: physically destroyed, materials recovered",\d{4}-\d{2}-\d{2},destroyed,physical_destruction,/,
  );

  // The job page, outcomes and files, in every language; Norwegian last, for the phone.
  const words = {
    en: ['Destroyed', 'Snipe-IT import file'],
    da: ['Destrueret', 'Importfil til Snipe-IT'],
    fi: ['Tuhottu', 'Snipe-IT-tuontitiedosto'],
    se: ['Förstörd', 'Importfil för Snipe-IT'],
    no: ['Destruert', 'Importfil for Snipe-IT'],
  } as const;
  for (const [language, [outcome, button]] of Object.entries(words)) {
    await setUserLanguage(email, language);
    await page.reload();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(reconciliationRow(page, destroyed.serial)).toContainText(outcome);
    await expectNoAxeViolations(page);
  }

  // On a phone: each device a card, nothing sideways on the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reconciliationRow(page, destroyed.serial)).toContainText('Destruert');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
