import type { Selectable } from 'kysely';
import type { Agreements } from '../../database/schema.generated.js';

/** An agreement row and the company it is with (dates are YYYY-MM-DD strings). */
export type AgreementModel = Selectable<Agreements> & { supplier_company: string };

export type AgreementStatus = 'upcoming' | 'active' | 'expired';

/** Where an agreement stands on a day (YYYY-MM-DD): not started, running, or ended. */
export function agreementStatus(
  agreement: Pick<AgreementModel, 'valid_from' | 'valid_to'>,
  today: string,
): AgreementStatus {
  if (agreement.valid_from > today) return 'upcoming';
  if (agreement.valid_to !== null && agreement.valid_to < today) return 'expired';
  return 'active';
}

/** An agreement as the API resolves it: with the suppliers whose documents the viewer reads. */
export interface AgreementView {
  agreement: AgreementModel;
  ownerIds: string[];
}
