import { parseArgs } from 'node:util';
import { demoUnitsWithCarriers } from '../../modules/units/demo-carriers.js';
import { importUnits } from '../../modules/units/import/import-units.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { isUuid } from '../../shared/ids.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

export const demoUnitsCommand: AdminCommand = {
  name: 'demo-units',
  summary:
    "Add realistic generated units, with their data carriers' sanitisation records, to a supplier (demos, load tests).",
  usage: 'demo-units --units <count> --supplier <id> [--country no|dk|se] [--years 3] [--seed 1]',
  async run(argumentsList, context) {
    const { values } = parseArgs({
      args: argumentsList,
      options: {
        units: { type: 'string' },
        supplier: { type: 'string' },
        country: { type: 'string', default: 'no' },
        years: { type: 'string', default: '3' },
        seed: { type: 'string', default: '1' },
      },
      strict: true,
    });
    const count = Number(values.units);
    const years = Number(values.years);
    const seed = Number(values.seed);
    if (!Number.isInteger(count) || count < 1 || count > 10_000_000)
      throw new UsageError('--units must be a whole number from 1 to 10,000,000.');
    if (!Number.isInteger(years) || years < 1 || years > 20)
      throw new UsageError('--years must be from 1 to 20.');
    if (!Number.isInteger(seed)) throw new UsageError('--seed must be a whole number.');
    if (!values.supplier || !isUuid(values.supplier))
      throw new UsageError('--supplier must be a supplier id.');
    if (!isCountryCode(values.country))
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);

    const database = (await context.openDatabases()).databases[values.country];
    const started = Date.now();
    const now = new Date();
    const result = await importUnits(database, {
      supplierId: values.supplier,
      ...demoUnitsWithCarriers({
        count,
        years,
        seed,
        today: todayInBusinessTimeZone(now),
        now,
        serialPrefix: `S${seed}`,
      }),
      onProgress: ({ phase, rows }) =>
        process.stderr.write(`\r${phase}: ${rows.toLocaleString('en')} units   `),
    });
    process.stderr.write('\n');
    if (!result.imported)
      throw new Error(
        `Generated units were refused: ${JSON.stringify(result.problems.slice(0, 3))}`,
      );
    context.print(
      `Added ${result.inserted} units (${result.updated} updated) and ${result.carriers} carrier records in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  },
};
