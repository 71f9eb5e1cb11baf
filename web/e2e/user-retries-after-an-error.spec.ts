import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

/** Makes one GraphQL operation fail as a broken server would until `recover` is called. */
async function failUntilRecovered(page: Page, operationName: string): Promise<() => void> {
  let failing = true;
  await page.route('**/graphql/*', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (failing && body?.operationName === operationName) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    } else {
      await route.fallback();
    }
  });
  return () => {
    failing = false;
  };
}

const pages = [
  {
    path: '/documents',
    operation: 'get_document_page',
    message: 'Could not fetch documents.',
    loaded: { level: 2, name: 'Our documents' },
  },
  {
    path: '/departments',
    operation: 'get_departments',
    message: 'Could not fetch departments.',
    loaded: { level: 2, name: 'Main agreement' },
  },
  {
    path: '/settlements/monthly',
    operation: 'get_settlements',
    message: 'Could not fetch settlements.',
    loaded: { level: 2, name: 'Monthly settlements' },
  },
  {
    path: '/contact',
    operation: 'get_supplier_contacts',
    message: 'Could not fetch your contacts.',
    loaded: { level: 2, name: 'Your contacts at Greentech' },
  },
] as const;

for (const { path, operation, message, loaded } of pages) {
  test(`[USER] on ${path} is told the data could not be fetched and tries again`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInPage(browser, request, 'user@demo.no');
    const recover = await failUntilRecovered(page, operation);
    await page.goto(path);
    const error = page.getByRole('alert');
    await expect(error).toHaveText(message, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', loaded)).toBeVisible();
    await expect(error).toHaveCount(0);
    await context.close();
  });
}
