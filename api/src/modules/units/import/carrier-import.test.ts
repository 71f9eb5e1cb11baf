import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { unitRow } from '../../../test-support/unit-factories.js';
import { createProviderKey } from '../../../infrastructure/provider-keys/service.js';
import type { RawCarrierRow } from './carrier-rows.js';
import { importUnits } from './import-units.js';
import { rowsOfFile } from './row-sources.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A carriers-file row (all text, as read from a file) that passed a purge. */
function carrierRow(overrides: RawCarrierRow = {}): RawCarrierRow {
  return {
    unit_serial_number: 'U-1',
    carrier_serial: 'SSD-1',
    carrier_type: 'SSD',
    manufacturer: 'Samsung',
    model: 'PM9A1',
    capacity_gb: '512',
    sanitisation_level: 'purge',
    sanitisation_technique: 'cryptographic_erase',
    particle_size_mm: '',
    tool_name: 'Blancco Drive Eraser',
    tool_version: '7.9',
    verification_method: 'full',
    verification_result: 'passed',
    operator: 'Kari Nordmann',
    sanitised_at: '2026-01-06T10:40',
    result: 'passed',
    ...overrides,
  };
}

async function carriersOf(supplierId: string) {
  return server.databases.no
    .selectFrom('unit_data_carriers as carrier')
    .innerJoin('processed_units as unit', 'unit.id', 'carrier.unit_id')
    .select([
      'unit.serial_number',
      'carrier.carrier_serial',
      'carrier.carrier_type',
      'carrier.capacity_gb',
      'carrier.particle_size_mm',
      'carrier.sanitised_at',
      'carrier.result',
    ])
    .where('carrier.supplier_id', '=', supplierId)
    .orderBy('carrier.sanitised_at')
    .execute();
}

describe('[PROVIDER] importing units with their carriers', () => {
  it('stores a carriers file beside the units (Oslo time without a zone) and records each attempt once on a second import', async () => {
    const supplier = await createSupplier(server.databases.no);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'carriers-'));
    const carriersFile = path.join(folder, 'carriers.csv');
    await writeFile(
      carriersFile,
      [
        'Unit serial number;Carrier serial;Carrier type;Sanitisation level;Sanitisation technique;Particle size mm;Tool name;Verification method;Verification result;Operator;Sanitised at;Result',
        'U-1;HDD-7;hdd;purge;overwrite;;WipeDrive;full;failed;Ola;2026-01-06T09:00;failed',
        'U-1;HDD-7;hdd;destruct;shred;2.5;;visual;passed;Ola;2026-01-06T11:00;passed',
        '',
      ].join('\n'),
    );
    const units = [
      unitRow({
        serial_number: 'U-1',
        sanitisation_method: 'physical_destruction',
        outcome: 'recycled',
        downstream_recycler: 'Stena Recycling AS',
      }),
    ];
    const first = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: units,
      carriers: rowsOfFile(carriersFile),
    });
    expect(first).toMatchObject({ imported: true, inserted: 1, carriers: 2, problemCount: 0 });
    expect(await carriersOf(supplier.id)).toEqual([
      expect.objectContaining({
        carrier_serial: 'HDD-7',
        result: 'failed',
        // 09:00 in Oslo in winter.
        sanitised_at: new Date('2026-01-06T08:00:00Z'),
      }),
      expect.objectContaining({ carrier_serial: 'HDD-7', particle_size_mm: '2.50' }),
    ]);
    const unit = await server.databases.no
      .selectFrom('processed_units')
      .select('downstream_recycler')
      .where('supplier_id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(unit.downstream_recycler).toBe('Stena Recycling AS');

    const again = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: units,
      carriers: rowsOfFile(carriersFile),
    });
    expect(again).toMatchObject({ imported: true, updated: 1, carriers: 0 });
    expect(await carriersOf(supplier.id)).toHaveLength(2);
  });

  it('reports bad carrier rows by line, units whose carriers disagree, and stores nothing', async () => {
    const supplier = await createSupplier(server.databases.no);
    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [unitRow({ serial_number: 'U-1' }), unitRow({ serial_number: 'U-2' })],
      carriers: [
        carrierRow(),
        carrierRow({ sanitisation_level: 'clear' }),
        carrierRow({ capacity_gb: 'lots' }),
        carrierRow({ unit_serial_number: '' }),
      ],
    });
    expect(result.imported).toBe(false);
    expect(result.problems.map(({ file, row }) => [file, row])).toEqual([
      ['carriers', 3],
      ['carriers', 4],
      ['carriers', 5],
    ]);
    expect(result.problems[0]?.message).toMatch(
      /^sanitisation_technique: cryptographic_erase does not reach clear/,
    );
    expect(result.problems[1]?.message).toMatch(/^capacity_gb: /);
    expect(result.problems[2]?.message).toMatch(/^unit_serial_number: /);

    const disagreeing = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [unitRow({ serial_number: 'U-1' }), unitRow({ serial_number: 'U-2' })],
      carriers: [
        carrierRow({ unit_serial_number: 'U-2', result: 'failed' }),
        carrierRow({ unit_serial_number: 'U-9' }),
        carrierRow({ unit_serial_number: 'U-1' }),
        carrierRow({ unit_serial_number: 'U-1' }),
      ],
    });
    expect(disagreeing.imported).toBe(false);
    expect(disagreeing.problems).toEqual([
      {
        file: 'carriers',
        row: 3,
        message: 'unit_serial_number: no unit U-9 in the units file or imported before.',
      },
      { file: 'carriers', row: 5, message: 'SSD-1: the same attempt is also on row 4.' },
      {
        file: 'units',
        row: 3,
        message: 'carriers: the latest attempt of SSD-1 failed, so the unit has not passed.',
      },
    ]);
    expect(await carriersOf(supplier.id)).toEqual([]);
    const units = await server.databases.no
      .selectFrom('processed_units')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(units).toEqual([]);
  });

  it('takes carriers through the import_units mutation, rows counted from the first carrier', async () => {
    const supplier = await createSupplier(server.databases.no);
    const { key } = await createProviderKey(server.databases.no, 'Warehouse system');
    const call = (carriers: RawCarrierRow[]) =>
      server.graphql<{
        import_units: {
          imported: boolean;
          carriers: number;
          problems: { file: string; row: number; message: string }[];
        };
      }>({
        query: `mutation import_units($supplier_id: ID!, $units: [UnitImportRow!]!, $carriers: [UnitCarrierImportRow!]) {
          import_units(supplier_id: $supplier_id, units: $units, carriers: $carriers) {
            imported carriers problems { file row message }
          }
        }`,
        variables: {
          supplier_id: supplier.id,
          units: [unitRow({ serial_number: 'U-1' })],
          carriers,
        },
        token: key,
      });
    const bad = await call([carrierRow(), carrierRow({ carrier_type: 'floppy' })]);
    expect(bad.body.data?.import_units.imported).toBe(false);
    expect(bad.body.data?.import_units.problems).toEqual([
      {
        file: 'carriers',
        row: 2,
        message: 'carrier_type: carrier_type must be one of hdd, ssd, nvme, flash, mobile.',
      },
    ]);
    const good = await call([carrierRow(), carrierRow({ carrier_serial: 'SSD-2' })]);
    expect(good.body.data?.import_units).toEqual({ imported: true, carriers: 2, problems: [] });
    expect((await carriersOf(supplier.id)).map((carrier) => carrier.carrier_type)).toEqual([
      'ssd',
      'ssd',
    ]);
  });
});
