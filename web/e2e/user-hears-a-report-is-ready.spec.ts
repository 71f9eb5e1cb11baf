import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createJobsUser } from './support/jobs-user';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { createSettingsUser } from './support/settings-user';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const orderReportMutation = `mutation order_report($input: OrderReportInput!) {
  order_report(input: $input) { id }
}`;

/** Orders a complete report from the page's own session, as the report form does. */
async function orderReportIn(page: Page, token: string, recipient: string): Promise<void> {
  const response = await page.request.post('/graphql/no', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      operationName: 'order_report',
      query: orderReportMutation,
      variables: {
        input: {
          idempotency_key: unique(),
          kind: 'COMPLETE',
          from: '2025-01-01',
          to: '2026-12-31',
          date_column: 'COMPLETED_DATE',
          recipients: [recipient],
        },
      },
    },
  });
  expect(await response.json()).toMatchObject({
    data: { order_report: { id: expect.any(String) } },
  });
}

const variants = [
  {
    language: 'en',
    width: 1366,
    height: 800,
    bell: 'Notifications',
    unread: 'Notifications, 1 unread',
    toast: /Your report “Complete report.*” is ready/,
    download: 'Download',
    markAll: 'Mark all as read',
  },
  {
    language: 'no',
    width: 390,
    height: 844,
    bell: 'Varsler',
    unread: 'Varsler, 1 ulest',
    toast: /Rapporten din «.*» er klar/,
    download: 'Last ned',
    markAll: 'Merk alle som lest',
  },
] as const;

for (const variant of variants) {
  test(`[USER] hears in another tab that the report they ordered is ready, and downloads it (${variant.language}, ${variant.width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const viewport = { width: variant.width, height: variant.height };
    const email = `hears-${unique()}@demo.no`;
    // A supplier of their own: what the bell counts is this report and nothing of other tests.
    await createJobsUser(email, `Hears ${unique()} AS`, { admin: true });
    await setUserLanguage(email, variant.language);
    const outsider = `outsider-${unique()}@demo.no`;
    await createSettingsUser(outsider, {
      firstName: 'Otto',
      lastName: 'Outsider',
      language: variant.language,
    });

    const {
      context,
      page: orderingTab,
      token,
    } = await signedInPage(browser, request, email, {
      viewport,
    });
    const watchingTab = await context.newPage();
    await watchingTab.goto('/unit-summary');
    const bell = watchingTab.getByRole('button', { name: variant.bell, exact: false });
    // Nothing unread yet.
    await expect(
      watchingTab.getByRole('button', { name: variant.bell, exact: true }),
    ).toBeVisible();
    const other = await signedInPage(browser, request, outsider, { viewport });
    await other.page.goto('/unit-summary');
    await expect(other.page.getByRole('button', { name: variant.bell, exact: true })).toBeVisible();

    await orderingTab.goto('/reports');
    await orderReportIn(orderingTab, token, email);

    // Within seconds of the report being made, without a reload, in the other tab.
    const toast = watchingTab.getByRole('status').filter({ hasText: variant.toast });
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await expect(
      watchingTab.getByRole('button', { name: variant.unread, exact: true }),
    ).toBeVisible();
    const download = watchingTab.getByRole('link', { name: variant.download });
    await expect(download).toHaveAttribute('href', /^\/api\/reports\/no\/.+\?key=/);
    // The toast takes no focus from what the user was doing.
    await expect(toast).not.toBeFocused();
    expect((await new AxeBuilder({ page: watchingTab }).analyze()).violations).toEqual([]);
    await watchingTab.screenshot({
      path: testInfo.outputPath(`toast-${variant.language}-${variant.width}.png`),
    });
    const downloading = watchingTab.waitForEvent('download');
    await download.click();
    expect((await downloading).suggestedFilename()).toMatch(/\.(xlsx|csv|pdf)$/);

    // The panel: by keyboard, Escape closes it and focus returns to the bell.
    await bell.focus();
    await watchingTab.keyboard.press('Enter');
    const panel = watchingTab.getByRole('dialog', { name: variant.bell });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: variant.toast })).toBeVisible();
    expect((await new AxeBuilder({ page: watchingTab }).analyze()).violations).toEqual([]);
    await watchingTab.screenshot({
      path: testInfo.outputPath(`panel-${variant.language}-${variant.width}.png`),
    });
    await watchingTab.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // The user of another supplier heard nothing: no count, no toast.
    await expect(other.page.getByRole('button', { name: variant.bell, exact: true })).toBeVisible();
    await expect(other.page.getByText(variant.toast)).toHaveCount(0);

    await bell.click();
    await panel.getByRole('button', { name: variant.markAll }).click();
    await expect(
      watchingTab.getByRole('button', { name: variant.bell, exact: true }),
    ).toBeVisible();
    await other.context.close();
    await context.close();
  });
}
