import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { withTestDatabase } from './support/database';
import { createJobsUser } from './support/jobs-user';
import { createProviderKey, supplierIdOf } from './support/provider-key';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

interface HeldUnit {
  serial: string;
  reason: string;
  note?: string;
  value_at_stake?: number;
}

/** The provider's systems receive the units, then hold them: two batches of unit events. */
async function holdUnits(request: APIRequestContext, supplierId: string, units: HeldUnit[]) {
  const key = await createProviderKey(`E2E holds ${unique()}`);
  const send = async (events: object[]) => {
    const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
      headers: { authorization: `Bearer ${key}` },
      data: { events },
    });
    expect(await sent.json()).toMatchObject({ applied: events.length });
  };
  const received = new Date(Date.now() - 60_000).toISOString();
  await send(
    units.map((unit, index) => ({
      event_id: `e2e-received-${unit.serial}-${index}`,
      type: 'received',
      occurred_at: received,
      supplier_id: supplierId,
      serial_number: unit.serial,
      category: 'laptop',
      manufacturer: 'Apple',
      model: 'MacBook Air 13',
      sanitisation_method: 'software_erasure',
    })),
  );
  await send(
    units.map(({ serial, ...hold }, index) => ({
      event_id: `e2e-held-${serial}-${index}`,
      type: 'held',
      occurred_at: new Date().toISOString(),
      supplier_id: supplierId,
      serial_number: serial,
      ...hold,
    })),
  );
}

const rowOf = (page: Page, serial: string) => page.getByRole('row', { name: new RegExp(serial) });

test('[USER] releases one unit on hold with a note, has another destroyed instead and exports what waits', async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `holds-${unique()}@demo.no`;
  await createJobsUser(email, `Holds Test ${unique()} AS`);
  const tag = unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const [locked, enrolled, password] = [`${tag}-A`, `${tag}-B`, `${tag}-C`];
  await holdUnits(request, await supplierIdOf(email), [
    { serial: locked, reason: 'activation_lock', note: 'Find My is on', value_at_stake: 3200 },
    { serial: enrolled, reason: 'mdm_enrolment' },
    { serial: password, reason: 'firmware_password', value_at_stake: 850 },
  ]);

  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });
  await page.goto('/unit-holds');
  await expect(page.getByRole('heading', { level: 1, name: 'Units on hold' })).toBeVisible();
  await expect(page.getByText('3 units are waiting for you.')).toBeVisible();
  await expect(rowOf(page, locked)).toContainText('Activation Lock / Find My');
  await expect(rowOf(page, locked)).toContainText('Find My is on');
  await expect(rowOf(page, enrolled)).toContainText('MDM enrolment');
  await expect(rowOf(page, password)).toContainText('BIOS / firmware password');
  for (const serial of [locked, enrolled, password]) {
    await expect(rowOf(page, serial)).toContainText('Waiting for you');
  }
  await expectNoAxeViolations(page);

  // One unit released from its own menu, with a note to the provider.
  await page.getByRole('button', { name: `Actions for ${locked}` }).click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  const release = page.getByRole('alertdialog', { name: 'Release 1 unit' });
  await release.getByLabel('Note to us (optional)').fill('Released in our MDM');
  await expectNoAxeViolations(page);
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 unit released.' })).toBeVisible();

  // Another ticked and destroyed instead: the dialog says what is lost.
  await page.getByRole('checkbox', { name: `Select ${enrolled}` }).check();
  await page
    .getByRole('group', { name: 'Selected units' })
    .getByRole('button', { name: 'Destroy instead' })
    .click();
  const destroy = page.getByRole('alertdialog', { name: 'Destroy 1 unit instead' });
  await expect(destroy).toContainText('its resale value will be lost');
  await destroy.getByRole('button', { name: 'Destroy' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 unit will be destroyed.' }),
  ).toBeVisible();

  await expect(rowOf(page, locked)).toContainText('Released');
  await expect(rowOf(page, locked)).toContainText('Released in our MDM');
  await expect(rowOf(page, enrolled)).toContainText('Destroy requested');
  await expect(rowOf(page, password)).toContainText('Waiting for you');
  await expect(page.getByText('1 unit is waiting for you.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${locked}` })).toHaveCount(0);

  // The export is the filtered view: only the unit still waiting.
  await page.getByLabel('State').selectOption('open');
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
  expect(page.url()).toContain('state=open');
  const csvStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvStarted;
  expect(csv.suggestedFilename()).toMatch(/^unit-holds.*\.csv$/);
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(password);
  await expectNoAxeViolations(page);
  await context.close();

  // In Norwegian on a phone: cards, the states in Norwegian, nothing sideways. The portal speaks
  // the user's own language once signed in, so the user prefers Norwegian from here on.
  await withTestDatabase((client) =>
    client.query(`update users set language = 'no' where email = $1`, [email]),
  );
  const phone = await signedInPage(browser, request, email, {
    viewport: { width: 390, height: 844 },
  });
  await phone.page.goto('/unit-holds');
  await expect(
    phone.page.getByRole('heading', { level: 1, name: 'Enheter på vent' }),
  ).toBeVisible();
  await expect(phone.page.getByText('1 enhet venter på deg.')).toBeVisible();
  await expect(rowOf(phone.page, locked)).toContainText('Frigitt');
  await expect(rowOf(phone.page, enrolled)).toContainText('Destruksjon ønsket');
  await expect(rowOf(phone.page, password)).toContainText('Venter på deg');
  await expect(rowOf(phone.page, password)).toContainText('BIOS-/fastvarepassord');
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await expectNoAxeViolations(phone.page);
  await phone.context.close();
});
