import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

/** The words of each element that the layout split over two lines. */
async function wordsSplitOverLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? '';
      const split: string[] = [];
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lineTops.size > 1) split.push(match[0]);
      }
      return split;
    }),
  );
}

/** Whether every text of the logo's SVG lies inside the image (none is cut off at its edge). */
async function logoTextFits(page: Page, logo: Locator): Promise<boolean> {
  const source = (await logo.getAttribute('src')) ?? '';
  return page.evaluate((dataUri) => {
    const bytes = Uint8Array.from(atob(dataUri.split(',')[1] ?? ''), (character) =>
      character.charCodeAt(0),
    );
    const holder = document.createElement('div');
    holder.innerHTML = new TextDecoder().decode(bytes);
    document.body.append(holder);
    const svg = holder.querySelector('svg')!;
    const width = svg.viewBox.baseVal.width;
    const fits = [...svg.querySelectorAll('text')].every((text) => {
      const box = text.getBBox();
      return box.x >= 0 && box.x + box.width <= width;
    });
    holder.remove();
    return fits;
  }, source);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`[USER] sees whole words in the document titles and the whole supplier name and logo in the top bar at ${viewport.width}px`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInPage(browser, request, 'user@demo.se', {
      country: 'se',
      viewport,
    });
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
    // The documents' titles (the table's row headers) are never broken inside a word.
    const titles = page.getByRole('main').getByRole('rowheader');
    await expect(titles.first()).toBeVisible();
    expect(await wordsSplitOverLines(titles)).toEqual([]);

    const topBar = page.getByRole('banner');
    const logo = topBar.getByRole('img', { name: 'Mälardalens Bygg AB' });
    await expect(logo).toBeVisible();
    expect(await logoTextFits(page, logo)).toBe(true);
    // Shown at its own proportions: not squeezed by the name beside it.
    const shown = await logo.evaluate((image: HTMLImageElement) => ({
      ratio: image.clientWidth / image.clientHeight,
      natural: image.naturalWidth / image.naturalHeight,
    }));
    expect(shown.ratio).toBeCloseTo(shown.natural, 1);
    await expect(topBar.getByText('Anna Eriksson')).toBeVisible();
    expect(await topBar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
