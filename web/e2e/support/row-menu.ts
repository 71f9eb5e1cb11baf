import type { Locator, Page } from '@playwright/test';

/**
 * Chooses an action in a row's menu ("Actions for <name>"): the quiet menu button that replaced
 * each row's own buttons. `within` narrows where the button is looked for (a table, a row).
 */
export async function chooseRowAction(
  page: Page,
  name: string,
  action: string | RegExp,
  within: Page | Locator = page,
): Promise<void> {
  await within.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}
