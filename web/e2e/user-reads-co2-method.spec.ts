import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';
import { watchRequests } from './support/quiet-network';

const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const titles = {
  da: 'Sådan beregner vi CO2-besparelsen',
  en: 'How we calculate CO2 savings',
  fi: 'Näin laskemme CO2-säästön',
  no: 'Slik beregner vi CO2-besparelsen',
  se: 'Så beräknar vi CO2-besparingen',
} as const;
/** The opening of the category factors' source, as each language reads it. */
const factorSources = {
  da: 'Udledninger ved fremstilling fra vugge til fabriksport',
  en: 'Cradle-to-gate manufacturing emissions',
  fi: 'Valmistuksen päästöt kehdosta tehtaan portille',
  no: 'Produksjonsutslipp fra vugge til fabrikkport',
  se: 'Tillverkningsutsläpp från vagga till grind',
} as const;
/**
 * How the factor table refers to a source in the list under it: "Source 2". Which number is the
 * category factors' depends on what else the provider has published (staff may add factors).
 */
const sourceReference = {
  da: /^Kilde \d+$/,
  en: /^Source \d+$/,
  fi: /^Lähde \d+$/,
  no: /^Kilde \d+$/,
  se: /^Källa \d+$/,
} as const;

test('[ADMIN] sees the CO2 range, method version, outflows and monthly trend, and follows the link to the method', async ({
  browser,
  request,
}) => {
  // admin@demo.no reads Norwegian.
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/unit-summary');
  await expect(page.getByTestId('metric-co2')).toBeVisible();
  await expect(page.getByTestId('metric-co2-range')).toHaveText(
    /^Intervall [\d\s,]+–[\d\s,]+ tonn$/,
  );
  // The weight by treatment route beside the CO2.
  const outflows = page.getByTestId('outflows-table');
  for (const route of [
    'Klargjort for ombruk',
    'Materialgjenvinning',
    'Annen gjenvinning',
    'Sluttbehandling',
  ]) {
    await expect(outflows.getByRole('rowheader', { name: route })).toBeVisible();
  }
  const reuse = await outflows
    .getByRole('row', { name: /Klargjort for ombruk/ })
    .getByRole('cell')
    .allInnerTexts();
  expect(Number(reuse[1]?.replace(/\s/g, '').replace(',', '.'))).toBeGreaterThan(0);

  // The trend per month, with its table alternative.
  await expect(page.getByRole('img', { name: /Diagram over enheter etter utfall/ })).toBeVisible();
  await page.getByText('Vis månedstallene som tabell').click();
  const trend = page.getByRole('table', {
    name: 'Enheter etter utfall og CO2-besparelse per måned',
  });
  await expect(trend.getByRole('columnheader', { name: 'CO2-besparelse (tonn)' })).toBeVisible();
  expect(await trend.getByRole('row').count()).toBeGreaterThan(12);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);

  const note = page.getByTestId('method-note');
  await expect(note).toContainText('Beregnet etter metodeversjon 2026.1.');

  await note.getByRole('link', { name: 'Slik beregnes CO2-tallene' }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole('heading', { level: 1, name: titles.no })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Metodeversjon 2026.1' })).toBeVisible();
  const factors = page.getByRole('table', { name: /Unngåtte utslipp per ombrukt enhet/ });
  const laptops = factors.getByRole('row', { name: /Bærbare PC-er/ });
  await expect(laptops).toContainText('250');
  await expect(laptops).toContainText('150–350');
  // The long source is a numbered reference to the list of sources, not repeated on every row.
  await expect(factors).not.toContainText(factorSources.no);
  await laptops.getByRole('link', { name: sourceReference.no }).click();
  await expect(page).toHaveURL(/#source-2026\.1-\d+$/);
  await expect(page.locator('li:target')).toContainText(factorSources.no);
  await expect(page.getByText(/^Fra vugge til fabrikkport/)).toBeVisible();
  await context.close();
});

test("[ADMIN] reads the European comparisons' sources in the page's language", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/unit-summary');
  const forest = page.getByTestId('equivalent-spruce_forest_hectares');
  await forest.getByText('Kilde', { exact: true }).click();
  await expect(
    forest.getByText(
      'Hektar produktiv granskog som binder CO2 i ett år: om lag 7,5 tonn CO2 per hektar.',
    ),
  ).toBeVisible();
  const persons = page.getByTestId('equivalent-persons');
  await persons.getByText('Kilde', { exact: true }).click();
  await expect(persons.getByText(/^En nordisk innbyggers gjennomsnittlige/)).toBeVisible();
  await context.close();
});

for (const language of languages) {
  test(`a visitor reads the method without signing in, with no accessibility violations, in ${language}`, async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await visitor.newPage();
    const waitForQuiet = watchRequests(page);
    await page.goto(`/methodology?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: titles[language] })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // The factors' sources in the reader's language: referred to in the table, in the list.
    await expect(
      page.getByRole('table').getByRole('link', { name: sourceReference[language] }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: factorSources[language] }),
    ).toBeVisible();
    await waitForQuiet();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
    await visitor.close();
  });
}
