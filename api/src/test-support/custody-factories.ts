import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import { applyUnitEvents } from '../modules/units/events/service.js';

/** A carrier attempt that passed a purge; override what the test is about. */
export function carrierAttempt(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    carrier_serial: `DRV-${randomUUID().slice(0, 8).toUpperCase()}`,
    carrier_type: 'ssd',
    manufacturer: 'Samsung',
    model: '870 EVO',
    capacity_gb: 512,
    sanitisation_level: 'purge',
    sanitisation_technique: 'cryptographic_erase',
    tool_name: 'Blancco Drive Eraser',
    tool_version: '7.9',
    verification_method: 'full',
    verification_result: 'passed',
    operator: 'Kari Nordmann',
    sanitised_at: '2026-03-04T07:30:00Z',
    result: 'passed',
    ...overrides,
  };
}

/**
 * A unit received and sanitised through the unit events, with these carrier attempts; answers
 * its id. Fails loudly when an event is refused.
 */
export async function createUnitWithCarriers(
  database: Database,
  options: {
    supplierId: string;
    serialNumber?: string;
    jobNumber?: string;
    carriers?: Record<string, unknown>[];
    sanitised?: Record<string, unknown>;
    completed?: Record<string, unknown>;
  },
): Promise<{ id: string; serialNumber: string }> {
  const serialNumber = options.serialNumber ?? `SN-${randomUUID().slice(0, 12).toUpperCase()}`;
  const base = { supplier_id: options.supplierId, serial_number: serialNumber };
  const events: Record<string, unknown>[] = [
    {
      ...base,
      event_id: randomUUID(),
      type: 'received',
      occurred_at: '2026-03-02T08:00:00Z',
      category: 'laptop',
      manufacturer: 'Lenovo',
      model: 'ThinkPad T14',
      sanitisation_method: 'software_erasure',
      job_number: options.jobNumber ?? null,
    },
    {
      ...base,
      event_id: randomUUID(),
      type: 'sanitised',
      occurred_at: '2026-03-04T08:00:00Z',
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST SP 800-88 Purge',
      sanitisation_result: 'passed',
      carriers: options.carriers ?? [carrierAttempt()],
      ...options.sanitised,
    },
  ];
  if (options.completed) {
    events.push({
      ...base,
      event_id: randomUUID(),
      type: 'completed',
      occurred_at: '2026-03-06T08:00:00Z',
      outcome: 'reused',
      ...options.completed,
    });
  }
  const results = await applyUnitEvents(database, events);
  const refused = results.find((result) => result.result !== 'applied');
  if (refused) throw new Error(`Unit event refused: ${JSON.stringify(refused)}`);
  const unit = await database
    .selectFrom('processed_units')
    .select('id')
    .where('supplier_id', '=', options.supplierId)
    .where('serial_number', '=', serialNumber)
    .executeTakeFirstOrThrow();
  // Ids are bigint keys, read as numbers; GraphQL and paths carry them as text.
  return { id: String(unit.id), serialNumber };
}
