import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { importColumns } from '../modules/units/import/unit-row.js';
import { runAdmin } from '../test-support/admin-cli.js';
import { createSupplier } from '../test-support/factories.js';
import { unitRow } from '../test-support/unit-factories.js';

const carrierHeader =
  'unit_serial_number,carrier_serial,carrier_type,sanitisation_level,sanitisation_technique,particle_size_mm,tool_name,verification_method,verification_result,operator,sanitised_at,result';

describe('[PROVIDER] npm run admin -- import-units --carriers', () => {
  // Each step runs the real command line (a process of its own): slow on a busy machine.
  it(
    'imports a carriers file with the units, and names a bad carrier row by file and line',
    { timeout: 180_000 },
    async () => {
      const server = new URL(inject('databaseServerUrl'));
      server.pathname = `/cli_carriers_${randomBytes(4).toString('hex')}_{country}`;
      const environment = { DATABASE_URL: server.toString() };
      expect(runAdmin(['migrate'], environment).code).toBe(0);
      const database = createDatabase(countryDatabaseUrl(server.toString(), 'se'), 1);
      try {
        const supplier = await createSupplier(database);
        const directory = await mkdtemp(path.join(os.tmpdir(), 'itad-cli-'));
        const unit = unitRow({ serial_number: 'SE-1' });
        const units = path.join(directory, 'units.csv');
        await writeFile(
          units,
          [
            importColumns.join(','),
            importColumns.map((column) => unit[column] ?? '').join(','),
          ].join('\n'),
        );
        const carriers = path.join(directory, 'carriers.csv');
        const good =
          'SE-1,NV-1,nvme,purge,cryptographic_erase,,Eraser,full,passed,Anna,2026-01-06T10:00,passed';
        await writeFile(carriers, [carrierHeader, good].join('\n'));
        const badCarriers = path.join(directory, 'bad-carriers.csv');
        await writeFile(
          badCarriers,
          [
            carrierHeader,
            good,
            'SE-1,NV-2,nvme,destruct,shred,,,visual,passed,Anna,2026-01-06T11:00,passed',
          ].join('\n'),
        );

        const refused = runAdmin(
          [
            'import-units',
            units,
            '--carriers',
            badCarriers,
            '--supplier',
            supplier.id,
            '--country',
            'se',
          ],
          environment,
        );
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(
          /carriers row 3: particle_size_mm: shred needs the particle size in millimetres/,
        );

        const imported = runAdmin(
          [
            'import-units',
            units,
            '--carriers',
            carriers,
            '--supplier',
            supplier.id,
            '--country',
            'se',
          ],
          environment,
        );
        expect(imported.output).toMatch(
          /Imported 1 rows for .*: 1 new, 0 updated, 1 carrier record\(s\)/,
        );
        expect(imported.code).toBe(0);
        const stored = await database
          .selectFrom('unit_data_carriers')
          .select(['carrier_serial', 'sanitised_at'])
          .execute();
        // 10:00 in Stockholm and Oslo alike in winter.
        expect(stored).toEqual([
          { carrier_serial: 'NV-1', sanitised_at: new Date('2026-01-06T09:00:00Z') },
        ]);
      } finally {
        await database.destroy();
      }
    },
  );
});
