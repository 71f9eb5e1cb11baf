import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../database/connections.js';
import { carrierAttempt } from '../../../test-support/custody-factories.js';
import { createSupplier } from '../../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { createProviderKey } from '../../../infrastructure/provider-keys/service.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Erasure station'));
});
afterAll(() => server.close());

interface Answer {
  applied: number;
  duplicate: number;
  rejected: number;
  results: { index: number; result: string; code?: string; message?: string }[];
}

async function send(events: unknown[]): Promise<Answer> {
  const response = await fetch(`${server.url}/api/provider/no/unit-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ events }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

function received(supplierId: string, serialNumber: string) {
  return {
    event_id: randomUUID(),
    type: 'received',
    occurred_at: '2026-03-02T08:00:00Z',
    supplier_id: supplierId,
    serial_number: serialNumber,
    category: 'laptop',
    sanitisation_method: 'software_erasure',
  };
}

function sanitised(
  supplierId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    event_id: randomUUID(),
    type: 'sanitised',
    occurred_at: '2026-03-04T08:00:00Z',
    supplier_id: supplierId,
    serial_number: serialNumber,
    sanitisation_method: 'software_erasure',
    sanitisation_result: 'passed',
    ...overrides,
  };
}

async function carriersOf(supplierId: string, serialNumber: string) {
  return database
    .selectFrom('unit_data_carriers as carrier')
    .innerJoin('processed_units as unit', 'unit.id', 'carrier.unit_id')
    .select([
      'carrier.carrier_serial',
      'carrier.sanitisation_level',
      'carrier.sanitisation_technique',
      'carrier.particle_size_mm',
      'carrier.result',
      'carrier.sanitised_at',
    ])
    .where('unit.supplier_id', '=', supplierId)
    .where('unit.serial_number', '=', serialNumber)
    .orderBy('carrier.sanitised_at')
    .orderBy('carrier.carrier_serial')
    .execute();
}

describe('[PROVIDER] sanitised events with per-carrier records', () => {
  it('records a failed erasure and the destruction after it as two attempts, and a laptop with two drives per drive', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    const answer = await send([
      received(supplier.id, serial),
      sanitised(supplier.id, serial, {
        sanitisation_method: 'physical_destruction',
        carriers: [
          carrierAttempt({
            carrier_serial: 'HDD-1',
            carrier_type: 'hdd',
            sanitisation_level: 'purge',
            sanitisation_technique: 'overwrite',
            verification_result: 'failed',
            result: 'failed',
            sanitised_at: '2026-03-03T09:00:00Z',
          }),
          carrierAttempt({
            carrier_serial: 'HDD-1',
            carrier_type: 'hdd',
            sanitisation_level: 'destruct',
            sanitisation_technique: 'shred',
            particle_size_mm: 2,
            tool_name: null,
            tool_version: null,
            verification_method: 'visual',
            sanitised_at: '2026-03-04T07:00:00Z',
          }),
          carrierAttempt({
            carrier_serial: 'NVME-2',
            carrier_type: 'nvme',
            sanitisation_level: 'destruct',
            sanitisation_technique: 'disintegrate',
            particle_size_mm: '4.5',
            sanitised_at: '2026-03-04T07:10:00Z',
          }),
        ],
      }),
    ]);
    expect(answer.results.map((result) => result.result)).toEqual(['applied', 'applied']);
    expect(await carriersOf(supplier.id, serial)).toEqual([
      expect.objectContaining({
        carrier_serial: 'HDD-1',
        result: 'failed',
        particle_size_mm: null,
      }),
      expect.objectContaining({
        carrier_serial: 'HDD-1',
        sanitisation_level: 'destruct',
        sanitisation_technique: 'shred',
        particle_size_mm: '2.00',
        result: 'passed',
      }),
      expect.objectContaining({ carrier_serial: 'NVME-2', particle_size_mm: '4.50' }),
    ]);
  });

  it('records each attempt once: the same event again is a duplicate, a redelivery under a new id adds nothing', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    const event = sanitised(supplier.id, serial, { carriers: [carrierAttempt()] });
    await send([received(supplier.id, serial), event]);
    const again = await send([event, { ...event, event_id: randomUUID() }]);
    expect(again.results.map((result) => result.result)).toEqual(['duplicate', 'stale']);
    expect(await carriersOf(supplier.id, serial)).toHaveLength(1);
  });

  it('keeps the attempts of a sanitised event that arrives after a later one (stale for the unit, history for the carrier)', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    await send([
      received(supplier.id, serial),
      sanitised(supplier.id, serial, {
        occurred_at: '2026-03-05T08:00:00Z',
        carriers: [
          carrierAttempt({ carrier_serial: 'SSD-9', sanitised_at: '2026-03-05T07:00:00Z' }),
        ],
      }),
    ]);
    const late = await send([
      sanitised(supplier.id, serial, {
        sanitisation_result: 'failed',
        carriers: [
          carrierAttempt({
            carrier_serial: 'SSD-9',
            verification_result: 'failed',
            result: 'failed',
            sanitised_at: '2026-03-04T07:00:00Z',
          }),
        ],
      }),
    ]);
    expect(late.results[0]?.result).toBe('stale');
    expect((await carriersOf(supplier.id, serial)).map((carrier) => carrier.result)).toEqual([
      'failed',
      'passed',
    ]);
    const unit = await database
      .selectFrom('processed_units')
      .select('sanitisation_result')
      .where('supplier_id', '=', supplier.id)
      .where('serial_number', '=', serial)
      .executeTakeFirstOrThrow();
    expect(unit.sanitisation_result).toBe('passed');
  });

  it('rejects each incoherent record with a message naming the field, and applies the rest of the batch', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { carriers: [carrierAttempt({ sanitisation_level: 'destruct' })] },
        /^carriers\.0\.sanitisation_technique: cryptographic_erase does not reach destruct/,
      ],
      [
        {
          carriers: [
            carrierAttempt({
              sanitisation_level: 'destruct',
              sanitisation_technique: 'shred',
              tool_name: null,
            }),
          ],
        },
        /^carriers\.0\.particle_size_mm: shred needs the particle size/,
      ],
      [
        { carriers: [carrierAttempt({ sanitisation_technique: 'degauss' })] },
        /degauss sanitises magnetic drives \(hdd\) only/,
      ],
      [
        { carriers: [carrierAttempt({ result: 'failed' })] },
        /^carriers: the latest attempt of .* failed, so the unit has not passed/,
      ],
      [
        { carriers: [carrierAttempt({ verification_result: 'failed' })] },
        /^carriers\.0\.result: A carrier whose verification failed has not passed/,
      ],
      [
        { sanitisation_method: 'physical_destruction', carriers: [carrierAttempt()] },
        /was last sanitised by purge, not destroyed/,
      ],
      [
        { sanitisation_result: 'failed', carriers: [carrierAttempt()] },
        /every carrier passed its latest attempt, so the unit has not failed/,
      ],
      [
        { carriers: [carrierAttempt({ sanitised_at: '2026-03-05T00:00:00Z' })] },
        /^carriers\.0\.sanitised_at: An attempt reported by this event cannot be later/,
      ],
      [{ carriers: [carrierAttempt({ carrier_type: 'tape' })] }, /^carriers\.0\.carrier_type: /],
      [{ carriers: [carrierAttempt({ operator: '' })] }, /^carriers\.0\.operator: /],
    ];
    const good = sanitised(supplier.id, serial, { carriers: [carrierAttempt()] });
    const answer = await send([
      received(supplier.id, serial),
      ...cases.map(([overrides]) => sanitised(supplier.id, serial, overrides)),
      good,
    ]);
    cases.forEach(([, message], index) => {
      const result = answer.results[index + 1];
      expect(result, `case ${index}`).toMatchObject({ result: 'rejected', code: 'INVALID_EVENT' });
      expect(result?.message, `case ${index}`).toMatch(message);
    });
    expect(answer.results.at(-1)?.result).toBe('applied');
    expect(await carriersOf(supplier.id, serial)).toHaveLength(1);
  });

  it('refuses a passed unit while a carrier recorded before still has a failed latest attempt, until that carrier is dealt with', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    const failedErasure = carrierAttempt({
      carrier_serial: 'HDD-3',
      carrier_type: 'hdd',
      sanitisation_technique: 'overwrite',
      verification_result: 'failed',
      result: 'failed',
      sanitised_at: '2026-03-03T09:00:00Z',
    });
    await send([
      received(supplier.id, serial),
      sanitised(supplier.id, serial, {
        occurred_at: '2026-03-03T10:00:00Z',
        sanitisation_result: 'failed',
        carriers: [failedErasure],
      }),
    ]);
    const otherDrive = await send([
      sanitised(supplier.id, serial, {
        carriers: [
          carrierAttempt({ carrier_serial: 'SSD-4', sanitised_at: '2026-03-04T07:00:00Z' }),
        ],
      }),
    ]);
    expect(otherDrive.results[0]).toMatchObject({ result: 'rejected', code: 'INVALID_EVENT' });
    expect(otherDrive.results[0]?.message).toBe(
      'carriers: the latest attempt of HDD-3 failed, so the unit has not passed.',
    );
    const destroyed = await send([
      sanitised(supplier.id, serial, {
        sanitisation_method: 'physical_destruction',
        carriers: [
          failedErasure,
          carrierAttempt({
            carrier_serial: 'HDD-3',
            carrier_type: 'hdd',
            sanitisation_level: 'destruct',
            sanitisation_technique: 'crush',
            tool_name: null,
            verification_method: 'visual',
            sanitised_at: '2026-03-04T07:30:00Z',
          }),
        ],
      }),
    ]);
    expect(destroyed.results[0]?.result).toBe('applied');
    expect((await carriersOf(supplier.id, serial)).map((carrier) => carrier.result)).toEqual([
      'failed',
      'passed',
    ]);
  });

  it('takes the downstream recycler of a recycled unit, and refuses one for a reused unit', async () => {
    const supplier = await createSupplier(database);
    const serial = `LT-${randomUUID().slice(0, 8)}`;
    const completed = (outcome: string) => ({
      event_id: randomUUID(),
      type: 'completed',
      occurred_at: '2026-03-06T08:00:00Z',
      supplier_id: supplier.id,
      serial_number: serial,
      outcome,
      downstream_recycler: 'Hydro Metallgjenvinning AS',
    });
    const answer = await send([
      received(supplier.id, serial),
      completed('reused'),
      completed('recycled'),
    ]);
    expect(answer.results[1]).toMatchObject({ result: 'rejected', code: 'INVALID_EVENT' });
    expect(answer.results[1]?.message).toMatch(/^downstream_recycler: Only a recycled unit/);
    expect(answer.results[2]?.result).toBe('applied');
    const unit = await database
      .selectFrom('processed_units')
      .select(['outcome', 'downstream_recycler'])
      .where('supplier_id', '=', supplier.id)
      .where('serial_number', '=', serial)
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({
      outcome: 'recycled',
      downstream_recycler: 'Hydro Metallgjenvinning AS',
    });
  });
});
