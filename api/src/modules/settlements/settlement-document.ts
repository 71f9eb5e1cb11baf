import type { Database } from '../../database/connections.js';
import { partyOfSupplier } from '../../shared/documents/letterhead.js';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { inReaderLanguage } from '../../shared/translated-text.js';
import { translate, type ServerLanguage } from '../../shared/translations.js';
import type { SettlementModel, SettlementPeriodType } from './settlement-model.js';
import { renderSettlementPdf } from './settlement-pdf.js';

/**
 * The portal's own settlement document, rendered from the stored lines in the reader's language:
 * our labels in theirs, the provider's line texts in theirs when translated, else English.
 */
export async function renderSettlementForReader(
  database: Database,
  provider: ProviderIdentity,
  settlement: SettlementModel,
  language: ServerLanguage,
): Promise<{ fileName: string; content: Buffer }> {
  const customer = await database
    .selectFrom('suppliers')
    .select(['company', 'address', 'zip', 'city', 'org_number'])
    .where('id', '=', settlement.supplier_id)
    .executeTakeFirstOrThrow();
  const content = await renderSettlementPdf({
    provider,
    language,
    customer: partyOfSupplier(customer),
    settlement: {
      number: settlement.settlement_number,
      periodType: settlement.period_type as SettlementPeriodType,
      periodStart: settlement.period_start,
      periodEnd: settlement.period_end,
      // Issued when its period closes, as the stored copy was.
      issuedOn: settlement.period_end,
      currency: settlement.currency,
      lines: settlement.lines.map((line) => ({
        description: inReaderLanguage(line.description, line.description_translations, language),
        quantity: line.quantity,
        resaleValue: line.resale_value,
        serviceCosts: line.service_costs,
      })),
    },
  });
  const title = translate(language, 'settlements.pdf.title', {
    number: settlement.settlement_number,
  });
  return { fileName: `${title.replace(/[\\/:*?"<>|]+/g, '_')}.pdf`, content };
}
