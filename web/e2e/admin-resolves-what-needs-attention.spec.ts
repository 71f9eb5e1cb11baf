import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createJobsUser } from './support/jobs-user';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A supplier admin of a fresh supplier of their own: nothing needs them yet. */
async function createFreshAdmin(email: string, language: string): Promise<void> {
  await createJobsUser(email, `Attention ${unique()} AS`, { admin: true });
  await setUserLanguage(email, language);
}

/** What makes the item appear: an API token that expires in three days. */
async function createExpiringToken(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<void> {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `mutation create_api_token($name: String!) {
        create_api_token(name: $name, scope: READ, expires_in_days: 3) { api_token { id } }
      }`,
      variables: { name },
    },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
}

function attentionPanel(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

test('[ADMIN] sees an expiring API token in "Needs your attention", revokes it and sees it gone', async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `attention-${unique()}@demo.no`;
  const tokenName = `ERP ${unique()}`;
  await createFreshAdmin(email, 'en');
  const { context, page, token } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });

  await page.goto('/unit-summary');
  const panel = attentionPanel(page, 'Needs your attention');
  await expect(panel.getByText('Nothing needs you right now.')).toBeVisible();
  await expectNoAxeViolations(page);

  await createExpiringToken(request, token, tokenName);
  await page.reload();
  const item = panel.getByRole('listitem').filter({ hasText: tokenName });
  await expect(item.getByRole('link')).toHaveText(
    new RegExp(`API token “${tokenName}” expires soon`),
  );
  await expect(item).toContainText('Expires soon');
  await expectNoAxeViolations(page);

  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/account\/api$/);
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await chooseRowAction(page, tokenName, 'Revoke', row);
  await page
    .getByRole('alertdialog', { name: 'Revoke the API token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(row).toContainText('Revoked');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/unit-summary/);
  await expect(panel.getByText('Nothing needs you right now.')).toBeVisible();
  await expect(panel.getByText(tokenName)).toHaveCount(0);
  await context.close();
});

test('[ADMIN] reads "Needs your attention" in Norwegian on a phone', async ({
  browser,
  request,
}) => {
  test.slow();
  const email = `attention-no-${unique()}@demo.no`;
  const tokenName = `Lager ${unique()}`;
  await createFreshAdmin(email, 'no');
  const { context, page, token } = await signedInPage(browser, request, email, {
    viewport: { width: 390, height: 844 },
  });
  await createExpiringToken(request, token, tokenName);

  await page.goto('/unit-summary?lng=no');
  const panel = attentionPanel(page, 'Trenger din oppmerksomhet');
  const link = panel.getByRole('link', { name: new RegExp(`«${tokenName}» utløper snart`) });
  await expect(link).toBeVisible();
  // The item fits the phone's width: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(/\/account\/api$/);
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await chooseRowAction(page, tokenName, 'Trekk tilbake', row, 'Handlinger for');
  await page
    .getByRole('alertdialog', { name: 'Trekke tilbake API-tokenet?' })
    .getByRole('button', { name: 'Trekk tilbake', exact: true })
    .click();
  await expect(row).toContainText('Trukket tilbake');
  await page.goto('/unit-summary?lng=no');
  await expect(panel.getByText('Ingenting venter på deg akkurat nå.')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
