import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';
import { watchRequests } from './support/quiet-network';

// admin@demo.no is a master account with three sub-suppliers and Norwegian as language, so the
// page ends up in Norwegian, with the spec's own labels.

/** The five figures as shown, once no new figures are loading. */
async function figures(page: Page): Promise<string> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('metric-co2')).toBeVisible();
  const metrics = ['recycled', 'reused', 'stocked', 'inProcess', 'co2'];
  const texts = await Promise.all(
    metrics.map((metric) => page.getByTestId(`metric-${metric}`).innerText()),
  );
  return texts.join(' | ');
}

const numberIn = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(',', '.'));

test('[ADMIN] sees the environmental dashboard and filters it', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/unit-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Miljødashbord' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Fullført' })).toBeChecked();

  const total = await figures(page);
  expect(numberIn(await page.getByTestId('metric-reused').innerText())).toBeGreaterThan(0);
  expect(numberIn(await page.getByTestId('metric-recycled').innerText())).toBeGreaterThan(0);
  expect(numberIn(await page.getByTestId('metric-co2').innerText())).toBeGreaterThan(0);
  await expect(page.getByText('husholdningers årlige strømforbruk')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Stolpediagram over prosesserte enheter per kategori/ }),
  ).toBeVisible();

  // A period of a year: the figures change and the address keeps the choice.
  await page.getByLabel('Periode', { exact: true }).selectOption('YEAR');
  await page.getByLabel('År', { exact: true }).selectOption(String(new Date().getFullYear() - 1));
  await expect(page).toHaveURL(/period=YEAR&year=\d{4}/);
  await expect.poll(() => figures(page)).not.toBe(total);
  const lastYear = await figures(page);

  // The other date column.
  await page.getByRole('radio', { name: 'Levert Greentech' }).click();
  await expect(page.getByRole('radio', { name: 'Levert Greentech' })).toBeChecked();
  await expect(page).toHaveURL(/column=CREATED_AT/);
  await expect.poll(() => figures(page)).not.toBe(lastYear);
  const byReceipt = await figures(page);

  // A reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Periode', { exact: true })).toHaveValue('YEAR');
  await expect(page.getByRole('radio', { name: 'Levert Greentech' })).toBeChecked();
  expect(await figures(page)).toBe(byReceipt);

  // The table alternative: every category and the total.
  await page.getByText('Vis tallene som tabell').click();
  const table = page.getByRole('table', { name: 'Prosesserte enheter per kategori' });
  await expect(table).toBeVisible();
  // The chart's dataset keeps the specification's label (and its spelling); the heading and the
  // caption are spelt the usual way.
  await expect(table.getByRole('columnheader', { name: 'Prosseserte enheter' })).toBeVisible();
  for (const category of ['Bærbare PC-er', 'Skjermer', 'Mobiltelefoner', 'Servere']) {
    await expect(table.getByRole('rowheader', { name: category })).toBeVisible();
  }
  const totalRow = table.getByRole('row', { name: /Totalt/ });
  await expect(totalRow).toBeVisible();
  expect(numberIn(await totalRow.getByRole('cell').innerText())).toBeGreaterThan(0);

  // One sub-supplier instead of the whole group.
  await page.getByLabel('Vis tall for', { exact: true }).selectOption({ label: 'Nordlys Nett AS' });
  await expect(page).toHaveURL(/supplier=/);
  await expect.poll(() => figures(page)).not.toBe(byReceipt);
  await expect(page.getByText(/· Nordlys Nett AS/)).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

test('[ADMIN] chooses a custom date range with a quick selection', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/unit-summary?period=TOTAL');
  await figures(page);
  await page.getByLabel('Periode', { exact: true }).selectOption('CUSTOM');
  await page.getByLabel('Hurtigvalg', { exact: true }).selectOption('lastYear');
  const year = new Date().getFullYear() - 1;
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-12-31`));
  // Written the Norwegian way, not in the browser's mm/dd/yyyy.
  await expect(page.getByLabel('Fra', { exact: true })).toHaveValue(`01.01.${year}`);
  await expect(
    page.getByText(new RegExp(`1\\. jan\\. ${year} – 31\\. des\\. ${year}`)),
  ).toBeVisible();

  // A day typed in Norwegian, then one chosen in the calendar with the keyboard.
  await page.getByLabel('Til', { exact: true }).fill(`30.6.${year}`);
  await page.getByLabel('Til', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-06-30`));
  await page.getByRole('button', { name: 'Velg en dato i kalenderen' }).last().click();
  const calendar = page.getByRole('grid', { name: `juni ${year}` });
  await expect(calendar).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-06-29`));
  await expect(page.getByLabel('Til', { exact: true })).toHaveValue(`29.06.${year}`);
  await context.close();
});

test('[ADMIN] finds a unit by its serial number', async ({ browser, request }) => {
  const { context, page, token } = await signedInPage(browser, request, 'admin@demo.no');
  // Demo serials start with the maker's letters (DE for Dell); find one that exists.
  const findUnit = async (prefix: string) => {
    const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
      data: {
        operationName: 'search_units',
        query: `query search_units { search_units(serial_number: "${prefix}", limit: 1) { serial_number supplier_company } }`,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      data: { search_units: { serial_number: string; supplier_company: string }[] };
    };
    return body.data.search_units[0];
  };
  let unit: { serial_number: string; supplier_company: string } | undefined;
  for (const character of '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ') {
    unit = await findUnit(`DE${character}`);
    if (unit) break;
  }
  if (!unit) throw new Error('No demo unit found to search for');

  await page.goto('/unit-summary');
  const search = page.getByRole('searchbox', { name: 'Serienummer' });
  await search.fill(unit.serial_number.slice(0, 2));
  await expect(page.getByText('Skriv minst 3 tegn fra starten av serienummeret.')).toBeVisible();
  await search.fill(unit.serial_number);
  const result = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: unit.serial_number }),
  });
  await expect(result).toBeVisible();
  await expect(result.getByText(unit.supplier_company)).toBeVisible();
  await expect(
    result.getByRole('list', { name: `Historikk for ${unit.serial_number}` }),
  ).toContainText('Mottatt');
  // The search's own status, beside the export buttons' live region.
  await expect(
    page
      .getByRole('region', { name: 'Finn en enhet' })
      .getByRole('status')
      .filter({ hasText: 'funnet' }),
  ).toHaveText('1 enhet funnet');

  // The results with their history are accessible too.
  const withResults = await new AxeBuilder({ page }).analyze();
  expect(withResults.violations).toEqual([]);

  await search.fill('ZZZ-NO-SUCH');
  await expect(
    page.getByText('Ingen enheter har serienummer som starter med ZZZ-NO-SUCH.'),
  ).toBeVisible();
  await context.close();
});

test('[USER] without report access sees the dashboard on a small screen', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'limited@demo.no', {
    viewport: { width: 375, height: 740 },
  });
  await page.goto('/unit-summary');
  await figures(page);
  expect(numberIn(await page.getByTestId('metric-reused').innerText())).toBeGreaterThan(0);
  // The figures fit the small screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

test('[ADMIN] the dashboard and the sign-in page do not jump while they load', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no', {
    viewport: { width: 412, height: 823 },
  });
  const waitForQuiet = watchRequests(page);
  // Every layout shift the page makes, by the browser's own account (what CLS adds up).
  await context.addInitScript(() => {
    const shifts: number[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries) shifts.push((entry as unknown as { value: number }).value);
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Adds the shifts not yet delivered to the callback, then their sum.
    Object.assign(window, {
      layoutShiftTotal: () => {
        record(observer.takeRecords());
        return shifts.reduce((total, shift) => total + shift, 0);
      },
    });
  });
  // A slow mobile connection, so data and code arrive well after the first paint.
  const network = await context.newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 80_000,
  });
  const shiftsWhileLoading = async (path: string, loaded: () => Promise<void>) => {
    await page.goto(path);
    await loaded();
    // Settled: no request in flight (nothing left to arrive and move the page), the fonts in,
    // and two frames painted since, so any shift they caused has been recorded.
    await waitForQuiet();
    return page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { layoutShiftTotal: () => number }).layoutShiftTotal();
    });
  };

  // A group's dashboard: its scope choice, figures and chart all arrive after the first paint.
  const dashboardShift = await shiftsWhileLoading('/unit-summary', async () => {
    await figures(page);
    await expect(
      page.getByRole('img', { name: /Stolpediagram over prosesserte enheter per kategori/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Vis tall for', { exact: true })).toBeVisible();
  });
  expect(dashboardShift).toBeLessThan(0.01);

  await page.evaluate(() => localStorage.clear());
  const signInShift = await shiftsWhileLoading('/login', async () => {
    await expect(page.getByRole('button', { name: /Logg inn|Log in/ })).toBeVisible();
  });
  expect(signInShift).toBeLessThan(0.01);
  await context.close();
});
