import { sql } from 'kysely';
import { businessTimeZone } from '../../../shared/local-dates.js';

/** Dates without a time are days in Oslo; times without a zone are Oslo time. */
export const asTimestamp = (column: string) =>
  sql.raw(`
  case
    when ${column} is null then null
    when ${column} ~ '^\\d{4}-\\d{2}-\\d{2}$' then (${column}::date)::timestamp at time zone '${businessTimeZone}'
    when ${column} ~ '(Z|[+-]\\d{2}:?\\d{2})$' then ${column}::timestamptz
    else ${column}::timestamp at time zone '${businessTimeZone}'
  end`);
