import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { agreementStatus } from '../departments/agreement-model.js';

/** At most this many agreements are listed for one customer (real customers have a handful). */
const maximumListedAgreements = 200;

/** A customer's agreements as the console lists them, main first, then the newest start. */
export async function listCustomerAgreements(
  database: Database,
  country: CountryCode,
  supplierId: string,
) {
  const rows = await database
    .selectFrom('agreements')
    .select([
      'id',
      'agreement_number',
      'title',
      'is_main',
      'valid_from',
      'valid_to',
      'terms_document_id',
    ])
    .where('supplier_id', '=', supplierId)
    .orderBy('is_main', 'desc')
    .orderBy('valid_from', 'desc')
    .orderBy('id')
    .limit(maximumListedAgreements)
    .execute();
  const today = todayInBusinessTimeZone();
  return rows.map((row) => ({
    id: row.id,
    agreement_number: row.agreement_number,
    title: row.title,
    is_main: row.is_main,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    status: agreementStatus(row, today),
    terms_path: row.terms_document_id
      ? `/api/console/${country}/documents/${row.terms_document_id}/file`
      : null,
  }));
}
