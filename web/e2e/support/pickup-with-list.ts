import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { firstBookableDate } from '@itad-portal/validation';
import { todayInOslo } from '../../src/features/jobs/lib/dates';

/** The API's fixtures: files shaped exactly like each tool's export. */
export const retirementListFixture = (name: string) =>
  path.resolve('..', 'api', 'src', 'modules', 'reconciliation', 'test-fixtures', name);

/**
 * Orders a pickup of one box (`list` attaches a list of expected assets to the order), opens the
 * new job and gives its number.
 */
export async function orderPickupAndOpenIt(
  page: Page,
  list?: () => Promise<void>,
): Promise<string> {
  await page.goto('/services');
  await page.getByLabel('Collection (pickup)').check();
  await page.getByLabel('Delivery or pickup date').fill(firstBookableDate(todayInOslo()));
  await page.getByLabel('Box', { exact: true }).fill('1');
  await list?.();
  await page.getByRole('button', { name: 'Order assignment' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Assignment ordered.' });
  const jobNumber = (await confirmation.textContent())?.match(/J-\d{4}-\d{6}/)?.[0];
  expect(jobNumber).toBeTruthy();
  await page.getByRole('link', { name: `View job ${jobNumber}` }).click();
  return jobNumber ?? '';
}
