import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { orderCertificates } from './support/certificates';
import { expectNoAxeViolations } from './support/content';
import { createJobsUser } from './support/jobs-user';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { createUserListSupplier } from './support/user-list-supplier';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[USER] ticks a certificate and downloads it as a ZIP of PDFs, or every one on the page', async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `zip-${unique()}@demo.no`;
  await createJobsUser(email, `Certificates ${unique()} AS`);
  const numbers = await orderCertificates(request, email, 2);
  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });
  try {
    await page.goto('/report-cods');
    const table = page.getByRole('table', { name: /Certificates of destruction/ });
    const boxes = table.getByRole('checkbox', { name: /^Select COD-/ });
    await expect(boxes).toHaveCount(2);
    const shown = (await table.locator('tbody th').allTextContents()).map((text) => text.trim());
    expect([...shown].sort()).toEqual(numbers);
    await boxes.nth(0).check();
    const bar = page.getByRole('group', { name: 'Download as ZIP' });
    await expect(bar).toContainText('1 certificate selected');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download as ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('certificates-of-destruction.zip');
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(entries)).toEqual([`${shown[0]}.pdf`]);
    for (const content of Object.values(entries)) {
      expect(Buffer.from(content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }

    // The page's box ticks every row of the page; Clear selection empties the choice.
    await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expect(bar).toContainText('2 certificates selected');
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toHaveCount(0);
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
      test.slow();
      const email = `shots-${language}-${width}-${unique()}@demo.no`;
      const prefix = `Shot${unique()}`;
      await createUserListSupplier(email, prefix, 2);
      await setUserLanguage(email, language);
      await orderCertificates(request, email, 1);
      const { context, page } = await signedInPage(browser, request, email, {
        viewport: { width, height: width > 800 ? 900 : 844 },
      });
      const shoot = (page: Page, name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${width}.png`) });
      try {
        await page.goto('/account/users');
        const actionsFor = language === 'en' ? 'Actions for' : 'Handlinger for';
        await page.getByRole('button', { name: `${actionsFor} Nils ${prefix}001` }).click();
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
