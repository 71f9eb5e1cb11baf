import type { Locator, Page } from '@playwright/test';

/**
 * Chooses an action in a row's menu ("Actions for <name>"): the quiet menu button that replaced
 * each row's own buttons. `within` narrows where the button is looked for (a table, a row);
 * `menuLabel` is the button's words before the name in the page's language.
 */
export async function chooseRowAction(
  page: Page,
  name: string,
  action: string | RegExp,
  within: Page | Locator = page,
  menuLabel = 'Actions for',
): Promise<void> {
  await within.getByRole('button', { name: `${menuLabel} ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}
