import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createJobsUser } from './support/jobs-user';
import { orderPickupAndOpenIt } from './support/pickup-with-list';
import { createProviderKey, supplierIdOf } from './support/provider-key';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The provider's systems: unit events and a settlement import, with a provider key. */
async function providerSystem(request: APIRequestContext, supplierId: string) {
  const key = await createProviderKey(`E2E unit values ${unique()}`);
  const headers = { authorization: `Bearer ${key}` };
  let minute = 0;
  return {
    event: (serial: string, fields: object) => ({
      event_id: `e2e-values-${unique()}`,
      // Each later than the one before, so none is stale.
      occurred_at: new Date(Date.now() - 60 * 60_000 + 60_000 * minute++).toISOString(),
      supplier_id: supplierId,
      serial_number: serial,
      ...fields,
    }),
    send: async (events: object[]) => {
      const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
        headers,
        data: { events },
      });
      expect(await sent.json()).toMatchObject({ applied: events.length });
    },
    importSettlement: async (input: object) => {
      const imported = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
        headers,
        data: {
          query: `mutation ($input: SettlementImport!) {
            import_settlement(input: $input) { id settlement_number }
          }`,
          variables: { input },
        },
      });
      const body = (await imported.json()) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
    },
  };
}

// Intl writes a no-break space between the currency and the amount.
const amount = (text: string) => new RegExp(text.replace(/ /g, '\\s').replace(/\./g, '\\.'));

const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test("[USER] sees what a job's units were worth: on the job, on a unit and on the settlement line", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `unit-values-${unique()}@demo.no`;
  await createJobsUser(email, `Unit Values ${unique()} AS`);
  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });
  const jobNumber = await orderPickupAndOpenIt(page);
  const jobPage = new URL(page.url()).pathname;

  // The provider receives three units into the job and values two: one resold, one scrapped.
  const tag = unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const [resold, scrapped, unvalued] = [`${tag}-A`, `${tag}-B`, `${tag}-C`];
  const provider = await providerSystem(request, await supplierIdOf(email));
  await provider.send(
    [resold, scrapped, unvalued].map((serial) =>
      provider.event(serial, {
        type: 'received',
        job_number: jobNumber,
        category: 'laptop',
        manufacturer: 'Lenovo',
        model: 'ThinkPad T14',
        sanitisation_method: 'software_erasure',
      }),
    ),
  );
  await provider.send([
    provider.event(resold, { type: 'valued', value: 1250.5, value_kind: 'resale' }),
    provider.event(scrapped, { type: 'valued', value: 40, value_kind: 'scrap' }),
  ]);

  // The job: the sum, how many units are valued and the two parts; each unit's value.
  await page.reload();
  await expect(detail(page, 'Value of the units')).toHaveText(
    amount('^NOK 1,290.50 – 2 of 3 units valued \\(resale NOK 1,250.50, scrap NOK 40.00\\)$'),
  );
  const units = page.getByRole('table', { name: 'Processed units (table)' });
  const valueHeader = units.getByRole('columnheader', { name: 'Value' });
  await expect(valueHeader).toBeVisible();
  // Each cell carries its column's name (a phone shows it as the card's label).
  const valueOf = (serial: string) =>
    units.getByRole('row', { name: new RegExp(serial) }).locator('td[data-label="Value"]');
  await expect(valueOf(resold)).toHaveText(amount('^NOK 1,250.50$'));
  await expect(valueOf(scrapped)).toHaveText(amount('^NOK 40.00$'));
  await expect(valueOf(unvalued)).toHaveText('');
  await expectNoAxeViolations(page);

  // On a phone the job page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(detail(page, 'Value of the units')).toBeVisible();
  const scroll = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll.width).toBeLessThanOrEqual(scroll.client);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The unit's page says what it was worth and as what.
  await units.getByRole('link', { name: resold }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(resold) })).toBeVisible();
  await expect(detail(page, 'Value')).toHaveText(amount('^NOK 1,250.50, resale value$'));

  // The provider settles the job; the line names it.
  const settlementNumber = `NO-V${tag.slice(-10)}`;
  await provider.importSettlement({
    supplier_id: await supplierIdOf(email),
    settlement_number: settlementNumber,
    period_type: 'monthly',
    period_start: '2026-10-01',
    lines: [
      {
        description: 'Laptops, graded and resold',
        category: 'Laptops',
        quantity: 3,
        resale_value: '1290.50',
        service_costs: '150.00',
        job_number: jobNumber,
      },
    ],
  });

  // The settlement's line: the job's link and its units' value, then the link opens the job.
  await page.goto('/settlements/monthly');
  const settlements = page.getByRole('table', { name: 'Settlements, amounts in NOK' });
  const toggle = settlements.getByRole('button', { name: new RegExp(`^${settlementNumber}`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('table', { name: `Lines of settlement ${settlementNumber}` });
  await expect(lines.getByRole('columnheader', { name: 'Job' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: "Units' value" })).toBeVisible();
  const line = lines.getByRole('row', { name: /Laptops, graded and resold/ });
  await expect(line).toContainText(amount('NOK 1,290.50'));
  await expect(line).toContainText('2 of 3 units valued');
  await line.getByRole('link', { name: jobNumber }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPage}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Job ${jobNumber}` })).toBeVisible();
  await context.close();
});
