import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoAxeViolations } from './support/content';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

test('[USER] ticks a certificate and downloads it as a ZIP of PDFs, or every one on the page', async ({
  browser,
  request,
}) => {
  const email = `zip-${Date.now()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });
  try {
    await page.goto('/report-cods');
    const table = page.getByRole('table', { name: /Certificates of destruction/ });
    const boxes = table.getByRole('checkbox', { name: /^Select COD-/ });
    await expect(boxes.first()).toBeVisible();
    const numbers = await table.locator('tbody th').allTextContents();
    // The demo supplier has one certificate; other tests' orders may add more.
    await boxes.nth(0).check();
    const bar = page.getByRole('group', { name: 'Download as ZIP' });
    await expect(bar).toContainText('1 certificate selected');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download as ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('certificates-of-destruction.zip');
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(entries)).toEqual([`${numbers[0]!.trim()}.pdf`]);
    for (const content of Object.values(entries)) {
      expect(Buffer.from(content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }

    // The page's box ticks every row of the page; Clear selection empties the choice.
    await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expect(boxes).toHaveCount(await boxes.count());
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("[ADMIN] opens a user's actions from the keyboard and gets focus back on Escape", async ({
  browser,
  request,
}) => {
  const email = `row-menu-${Date.now()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);
  try {
    await page.goto('/account/users');
    const button = page.getByRole('button', { name: /^Actions for / }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  } finally {
    await context.close();
  }
});

/** The row menu and the certificates' choice at both widths, kept with the test's results for a reviewer's eyes. */
for (const language of ['en', 'no'] as const) {
  for (const width of [1366, 390]) {
    test(`shows the row menu and the certificates' choice, ${language}, ${width} px`, async ({
      browser,
      request,
    }, testInfo) => {
      const email = `shots-${language}-${width}-${Date.now()}@demo.no`;
      await createDemoAdmin(email, language);
      const { context, page } = await signedInPage(browser, request, email, {
        viewport: { width, height: width > 800 ? 900 : 844 },
      });
      const shoot = (page: Page, name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${width}.png`) });
      try {
        await page.goto('/account/users');
        await page
          .getByRole('button', { name: /^(Actions|Handlinger) / })
          .nth(1)
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot(page, 'users-row-menu');
        await page.keyboard.press('Escape');

        await page.goto('/report-cods');
        const boxes = page.getByRole('checkbox', { name: /COD-/ });
        await boxes.nth(0).check();
        await shoot(page, 'certificates-selection');
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
}
