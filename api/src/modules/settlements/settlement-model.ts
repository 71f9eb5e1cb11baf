import type { Selectable } from 'kysely';
import type { SettlementLines, Settlements } from '../../database/schema.generated.js';
import type { CountryCode } from '../../shared/countries.js';

export const settlementPeriodTypes = ['monthly', 'quarterly', 'yearly'] as const;
export type SettlementPeriodType = (typeof settlementPeriodTypes)[number];

export const settlementStatuses = ['unpaid', 'paid', 'settled'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/** The tabs of /settlements/{type}: by period, or by status. */
export const settlementListTypes = [...settlementPeriodTypes, ...settlementStatuses] as const;
export type SettlementListType = (typeof settlementListTypes)[number];

export function isSettlementPeriodType(value: unknown): value is SettlementPeriodType {
  return typeof value === 'string' && (settlementPeriodTypes as readonly string[]).includes(value);
}
export function isSettlementStatus(value: unknown): value is SettlementStatus {
  return typeof value === 'string' && (settlementStatuses as readonly string[]).includes(value);
}

/** Each country's back end settles in its own currency. */
export const currencyOfCountry: Record<CountryCode, string> = { no: 'NOK', dk: 'DKK', se: 'SEK' };

export type SettlementLineModel = Selectable<SettlementLines>;
/** The job a settlement's line settles (its unit values are read when asked for). */
export interface SettlementLineJobModel {
  id: string;
  job_number: string;
}

export type SettlementModel = Selectable<Settlements> & {
  company: string;
  lines: SettlementLineModel[];
};

/**
 * A settlement as the API shows it: a list's page leaves its lines out (a settlement can have
 * thousands; get_settlement_lines pages them), and the lines field reads them only when asked.
 */
export type SettlementView = Omit<SettlementModel, 'lines'> & { lines?: SettlementLineModel[] };

/** An amount ("1234.5", 1234.5) as whole øre/cents, refusing anything that is not money. */
export function toCents(value: string | number): number {
  const text = String(value).trim().replace(/\s/g, '');
  if (!/^-?\d{1,12}([.,]\d{1,2})?$/.test(text)) throw new Error(`"${value}" is not an amount`);
  const [whole = '0', fraction = ''] = text.replace('-', '').split(/[.,]/);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -cents : cents;
}

/** Cents as a decimal string with two decimals ("1234.50"), as the API returns amounts. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last day of a period that starts on `start` (YYYY-MM-DD), or null when `start` does not
 * begin such a period (a month on the 1st, a quarter in January, April, July or October, a year
 * on 1 January).
 */
export function periodEnd(type: SettlementPeriodType, start: string): string | null {
  const match = dayPattern.exec(start);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day !== 1 || month < 1 || month > 12) return null;
  const months = { monthly: 1, quarterly: 3, yearly: 12 }[type];
  if (type === 'quarterly' && (month - 1) % 3 !== 0) return null;
  if (type === 'yearly' && month !== 1) return null;
  const end = new Date(Date.UTC(year, month - 1 + months, 0));
  return end.toISOString().slice(0, 10);
}
