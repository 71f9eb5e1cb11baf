import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { recordNotification } from '../notifications/service.js';

/** Where a settlement's news is heard: the provider's portal address, for the mails' links. */
export interface SettlementAnnouncement {
  publicUrl: string;
}

/**
 * Tells the supplier's users who read settlements (report access) that one was published, in
 * the portal and, for those who chose it, by e-mail; the link opens the settlement's lines on the
 * list it is found in (unpaid ones on the unpaid tab).
 */
export async function announceSettlement(
  transaction: Database,
  settlement: {
    id: string;
    supplier_id: string;
    settlement_number: string;
    status: string;
    period_type: string;
  },
  country: CountryCode,
  announcement: SettlementAnnouncement,
): Promise<void> {
  const list = settlement.status === 'unpaid' ? 'unpaid' : settlement.period_type;
  await recordNotification(
    transaction,
    {
      supplierId: settlement.supplier_id,
      audience: 'report_readers',
      kind: 'settlement_published',
      subject: settlement.settlement_number,
      link: `/settlements/${list}?open=${settlement.id}`,
    },
    { publicUrl: announcement.publicUrl, country },
  );
}
