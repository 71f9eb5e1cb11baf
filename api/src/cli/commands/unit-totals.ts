import { parseArgs } from 'node:util';
import { moveUnits } from '../../modules/units/changes/move-units.js';
import { rebuildDailyTotals } from '../../modules/units/rollups.js';
import { countryCodes, isCountryCode, type CountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';

function countryOf(value: string | undefined): CountryCode {
  if (!isCountryCode(value)) {
    throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
  }
  return value;
}

function supplierIdOf(option: string, value: string | undefined): string {
  if (!value || !isUuid(value)) throw new UsageError(`--${option} must be a supplier id.`);
  return value;
}

export const rebuildDailyTotalsCommand: AdminCommand = {
  name: 'rebuild-daily-totals',
  summary: "Recompute the dashboard's daily totals from the units (a repair; changes keep them).",
  usage: 'rebuild-daily-totals --country <no|dk|se> [--supplier <id>]',
  async run(argumentsList, context) {
    const { values } = parseArgs({
      args: argumentsList,
      options: { supplier: { type: 'string' }, country: { type: 'string' } },
      strict: true,
    });
    const country = countryOf(values.country);
    const supplierIds =
      values.supplier === undefined ? 'all' : [supplierIdOf('supplier', values.supplier)];
    const database = (await context.openDatabases()).databases[country];
    const started = Date.now();
    const rows = await rebuildDailyTotals(database, supplierIds);
    context.print(
      `Rebuilt ${rows} daily totals for ${supplierIds === 'all' ? 'every supplier' : supplierIds[0]} in ${country}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  },
};

export const moveUnitsCommand: AdminCommand = {
  name: 'move-units',
  summary: 'Move units registered for the wrong supplier to the right one.',
  usage:
    'move-units <serial number>... --from <supplier id> --to <supplier id> --country <no|dk|se>',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: { from: { type: 'string' }, to: { type: 'string' }, country: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const country = countryOf(values.country);
    const fromSupplierId = supplierIdOf('from', values.from);
    const toSupplierId = supplierIdOf('to', values.to);
    if (!positionals.length) throw new UsageError('Name the serial numbers to move.');
    const database = (await context.openDatabases()).databases[country];
    const result = await moveUnits(database, {
      fromSupplierId,
      toSupplierId,
      serialNumbers: positionals,
    });
    context.print(`Moved ${result.moved} units.`);
    if (result.unknownSerialNumbers.length) {
      context.print(`Not found at the source: ${result.unknownSerialNumbers.join(', ')}`);
    }
    if (result.conflictingSerialNumbers.length) {
      context.print(`Already at the target: ${result.conflictingSerialNumbers.join(', ')}`);
    }
  },
};
