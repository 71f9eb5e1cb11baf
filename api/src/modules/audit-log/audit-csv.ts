import { csvField } from '@itad-portal/validation';
import { businessTimeZone } from '../../shared/local-dates.js';
import { translate, type ServerLanguage } from '../../shared/translations.js';
import type { AuditEntry } from './audit-model.js';

const columns = [
  'time',
  'company',
  'person',
  'email',
  'action',
  'target',
  'ipAddress',
  'userAgent',
  'details',
] as const;

// "2026-11-24 13:05:09" in the provider's time zone, as the page shows times.
const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function personOf(entry: AuditEntry, language: ServerLanguage): string {
  if (entry.actor_type === 'user') return entry.actor_name || entry.actor_email;
  return translate(language, `auditLog.actors.${entry.actor_type}`, { name: entry.actor_name });
}

function lineOf(entry: AuditEntry, language: ServerLanguage): string {
  const details = JSON.stringify(entry.details ?? {});
  const values: Record<(typeof columns)[number], string> = {
    time: timeFormat.format(entry.occurred_at),
    company: entry.supplier_name ?? '',
    person: personOf(entry, language),
    email: entry.actor_email,
    action: translate(language, `auditLog.actions.${entry.action}`),
    target: entry.target_label ?? entry.target_id ?? '',
    ipAddress: entry.ip_address ?? '',
    userAgent: entry.user_agent ?? '',
    details: details === '{}' ? '' : details,
  };
  return columns.map((column) => csvField(values[column])).join(',');
}

/**
 * The export as CSV lines (RFC 4180, a BOM for spreadsheet programs, every text through the
 * formula guard), produced as the entries come, so the file streams at any length.
 */
export async function* auditCsvLines(
  entries: AsyncIterable<AuditEntry>,
  language: ServerLanguage,
): AsyncGenerator<string> {
  const header = columns.map((column) =>
    csvField(translate(language, `auditLog.columns.${column}`)),
  );
  yield `\uFEFF${header.join(',')}\r\n`;
  let chunk: string[] = [];
  for await (const entry of entries) {
    chunk.push(`${lineOf(entry, language)}\r\n`);
    // A write per few hundred lines rather than per line.
    if (chunk.length >= 500) {
      yield chunk.join('');
      chunk = [];
    }
  }
  if (chunk.length) yield chunk.join('');
}
