import { expect, test, type Page } from '@playwright/test';
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
      // An e-mail address breaks after its @ if at all, never inside a word: each of its text
      // pieces stays on one line.
      for (const recipient of row.querySelectorAll('li')) {
        for (const piece of recipient.childNodes) {
          if (piece.nodeType !== Node.TEXT_NODE || !piece.textContent) continue;
          const range = document.createRange();
          range.selectNodeContents(piece);
          if (range.getClientRects().length > 1) problems.push(`broken: ${recipient.textContent}`);
        }
      }
    }
    return problems;
  });
}

for (const language of ['no', 'en'] as const) {
  test(`[ADMIN] reads the reports and certificates whole on a 1366 px screen in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `laptop-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
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
