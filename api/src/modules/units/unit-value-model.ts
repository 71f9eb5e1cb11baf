/** Resale: what the unit fetched or will fetch reused; scrap: its materials' worth. */
export const unitValueKinds = ['resale', 'scrap'] as const;
export type UnitValueKind = (typeof unitValueKinds)[number];

/** A unit's value as the API shows it (amounts as decimal strings with two decimals). */
export interface UnitValueModel {
  amount: string;
  kind: UnitValueKind;
  valued_at: Date;
}

/** The stored value columns as a value, or null when the unit has none. */
export function valueOf(row: {
  value_amount: string | null;
  value_kind: string | null;
  valued_at: Date | null;
}): UnitValueModel | null {
  if (row.value_amount === null || row.value_kind === null || row.valued_at === null) return null;
  return {
    amount: row.value_amount,
    kind: row.value_kind as UnitValueKind,
    valued_at: row.valued_at,
  };
}

/** What a job's units were worth, as the provider valued them (decimal strings, two decimals). */
export interface JobUnitValuesModel {
  units: number;
  valued_units: number;
  total: string;
  resale: string;
  scrap: string;
}
