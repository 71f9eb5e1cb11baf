import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the element has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, maximumPresses = 40): Promise<void> {
  for (let press = 0; press < maximumPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      // Focus must be visible where it is (a focus ring or outline), not only present.
      const outline = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      });
      expect(outline, 'the focused element shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
