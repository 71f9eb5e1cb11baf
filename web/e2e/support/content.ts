import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No axe violations on the page as it is now: WCAG 2.1 A and AA rules, or with `allRules` every
 * rule axe has, its best practices too.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { allRules?: boolean } = {},
): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (!options.allRules) axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await axe.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Makes one GraphQL operation fail as a broken server would, leaving the others alone. */
export async function failOperation(page: Page, operationName: string): Promise<void> {
  await page.route('**/graphql/*', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    } else {
      await route.fallback();
    }
  });
}
