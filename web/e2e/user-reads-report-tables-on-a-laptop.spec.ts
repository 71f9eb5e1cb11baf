import { expect, test, type Page } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

/** What of a list's table does not fit on the page at the laptop width. */
async function cramped(page: Page) {
  const table = page.locator('main table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table.evaluate((element) => {
    const region = element.parentElement!;
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const download = headers.findIndex((header) =>
      /Download|Last ned|Hent|Lataa|Ladda/.test(header),
    );
    const problems: string[] = [];
    if (region.scrollWidth > region.clientWidth) {
      problems.push(`scrolls sideways by ${region.scrollWidth - region.clientWidth} px`);
    }
    for (const row of element.querySelectorAll('tbody tr')) {
      const cells = [...row.children];
      // The download links and buttons are whole, not cut by the table's edge.
      for (const item of cells[download]?.querySelectorAll('a, button') ?? []) {
        const cut = item.getBoundingClientRect().right > region.getBoundingClientRect().right + 1;
        if (cut || item.scrollWidth > item.clientWidth + 1)
          problems.push(`cut: ${item.textContent}`);
      }
      // An e-mail address breaks after its @ if at all, never inside a part (not at the
      // hyphens of 'first-last-2'): each of its pieces stays on one line.
      for (const piece of row.querySelectorAll('li span')) {
        const range = document.createRange();
        range.selectNodeContents(piece);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`broken: ${piece.textContent}`);
      }
    }
    return problems;
  });
}

/**
 * A ready report of the admin's supplier, sent to two long hyphenated addresses (as colleagues'
 * addresses often are), an hour old so other tests' fresh reports stay first.
 */
async function addReportToLongAddresses(adminEmail: string): Promise<void> {
  const stamp = `${Date.now()}`;
  await withTestDatabase((client) =>
    client.query(
      `insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
         date_to, date_column, language, download_key, status, recipients, created_at,
         completed_at, available_until)
       select supplier_id, 'Astrid Admin', 'laptop-' || $2, 'HIGH_LEVEL', 'Report',
         date '2026-01-01', date '2026-06-30', 'COMPLETED_DATE', 'en', md5($2) || md5($2 || 'x'),
         'READY', array['anne-marie.kristiansen-lie@nordlys-energi.example',
           'colleague-' || $2 || '-k3x9qa@demo.no'],
         now() - interval '1 hour', now() - interval '1 hour', now() + interval '30 days'
       from users where email = $1`,
      [adminEmail, stamp],
    ),
  );
}

for (const language of ['no', 'en'] as const) {
  test(`[ADMIN] reads the reports and certificates whole on a 1366 px screen in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `laptop-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    await addReportToLongAddresses(email);
    const { context, page } = await signedInPage(browser, request, email, {
      viewport: { width: 1366, height: 900 },
    });
    for (const route of ['/reports-overview', '/report-cods']) {
      await page.goto(route);
      expect({ route, problems: await cramped(page) }).toEqual({ route, problems: [] });
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(width.page).toBeLessThanOrEqual(width.screen);
    }
    await context.close();
  });
}

for (const width of [1366, 390]) {
  test(`[ADMIN] sees the report kinds' radio buttons alike at ${width} px`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInPage(browser, request, 'admin@demo.no', {
      viewport: { width, height: 900 },
    });
    await page.goto('/reports');
    const radios = page.locator('main fieldset').first().locator('input[type="radio"]');
    await expect(radios).toHaveCount(4);
    const boxes = [];
    for (let index = 0; index < 4; index += 1) {
      const box = await radios.nth(index).boundingBox();
      boxes.push({ left: Math.round(box?.x ?? -1), width: Math.round(box?.width ?? -1) });
    }
    // The sustainability report's button is as big as the others and not indented.
    expect(new Set(boxes.map((box) => JSON.stringify(box))).size).toBe(1);
    await context.close();
  });
}

for (const language of ['no', 'en'] as const) {
  test(`[ADMIN] reads the job list whole on a 1366 px screen in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `laptop-jobs-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page } = await signedInPage(browser, request, email, {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto('/services-overview');
    const table = page.locator('main table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const problems = await table.evaluate((element) => {
      const region = element.parentElement!;
      const found: string[] = [];
      if (region.scrollWidth > region.clientWidth) found.push('scrolls sideways');
      const linesOf = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      for (const row of element.querySelectorAll('tbody tr')) {
        const number = row.querySelector('th')!;
        // A job number never breaks at its hyphens.
        if (linesOf(number) > 1) found.push(`number broken: ${number.textContent}`);
        // The address reads as company, then street, postcode and town: two lines, not five.
        const address = [...row.children].find((cell) => /\d{4} /.test(cell.textContent ?? ''));
        if (address && linesOf(address) > 3) found.push(`address squeezed: ${address.textContent}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    await context.close();
  });
}
