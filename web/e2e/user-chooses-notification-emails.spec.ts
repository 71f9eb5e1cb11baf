import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';
import { createSettingsUser } from './support/settings-user';

const variants = [
  {
    language: 'en',
    width: 1366,
    height: 900,
    title: 'Notifications by e-mail',
    jobs: 'a job changes status',
    save: 'Save e-mail choices',
    saved: 'Your e-mail choices have been saved.',
  },
  {
    language: 'se',
    width: 390,
    height: 844,
    title: 'Aviseringar via e-post',
    jobs: 'ett uppdrag ändrar status',
    save: 'Spara e-postval',
    saved: 'Dina e-postval har sparats.',
  },
] as const;

for (const variant of variants) {
  test(`[USER] chooses which notifications also come by e-mail (${variant.language}, ${variant.width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    const email = `chooser-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
    await createSettingsUser(email, {
      firstName: 'Cleo',
      lastName: 'Chooser',
      language: variant.language,
    });
    const { context, page } = await signedInPage(browser, request, email, {
      viewport: { width: variant.width, height: variant.height },
    });
    await page.goto('/account');
    const section = page.getByRole('region', { name: variant.title });
    const jobs = section.getByRole('checkbox', { name: variant.jobs });
    await expect(jobs).not.toBeChecked();
    await jobs.check();
    await section.getByRole('button', { name: variant.save }).click();
    await expect(section.getByRole('status')).toHaveText(variant.saved);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`choices-${variant.language}-${variant.width}.png`),
    });

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: variant.title })
        .getByRole('checkbox', { name: variant.jobs }),
    ).toBeChecked();
    await context.close();
  });
}
