import type { TFunction } from 'i18next';
import type { GetJobQuery } from '../../../shared/graphql/generated/graphql';
import { formatMoney } from '../../../shared/lib/format-money';

/**
 * What a job's units were worth, in a line: the sum, how many of the units the provider valued,
 * and the resale and scrap parts ("12 345,00 kr – 18 of 20 units valued (resale ..., scrap ...)").
 */
export function unitValuesText(
  t: TFunction,
  values: GetJobQuery['get_job']['unit_values'],
  language: string,
): string {
  if (values.valued_units === 0) return t('jobs.detail.unitValuesNone');
  const money = (amount: string) => formatMoney(amount, values.currency, language);
  return t('jobs.detail.unitValuesSummary', {
    total: money(values.total),
    valued: values.valued_units,
    count: values.units,
    resale: money(values.resale),
    scrap: money(values.scrap),
  });
}
