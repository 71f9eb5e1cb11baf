import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import { addSettlement, type NewSettlement } from '../modules/settlements/service.js';
import type { SettlementModel } from '../modules/settlements/settlement-model.js';
import type { CountryCode } from '../shared/countries.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

/** A settlement of two lines (unless given), with a PDF unless `pdfContent` is null. */
export async function createSettlement(
  database: Database,
  location: { storage: ObjectStorage; country?: CountryCode },
  overrides: Partial<Omit<NewSettlement, 'pdfContent'>> & {
    supplierId: string;
    pdfContent?: Buffer | null;
  },
): Promise<SettlementModel> {
  const { pdfContent, ...input } = overrides;
  return addSettlement(
    database,
    { storage: location.storage, country: location.country ?? 'no' },
    {
      settlementNumber: `S-${randomUUID().slice(0, 12)}`,
      periodType: 'monthly',
      periodStart: '2026-09-01',
      lines: [
        { description: 'Laptops', quantity: 10, resaleValue: '15000.00', serviceCosts: '1800.00' },
        { description: 'Monitors', quantity: 4, resaleValue: '1000.50', serviceCosts: '360.25' },
      ],
      pdfContent:
        pdfContent === null ? undefined : (pdfContent ?? Buffer.from('%PDF-1.4\n%%EOF\n')),
      ...input,
    },
  );
}
