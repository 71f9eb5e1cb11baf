import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importUnits } from '../../modules/units/import/import-units.js';
import { rowsOfFile } from '../../modules/units/import/row-sources.js';
import { isUuid } from '../../shared/ids.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

export const importUnitsCommand: AdminCommand = {
  name: 'import-units',
  summary: 'Import processed units from a CSV or XLSX file, all or nothing.',
  usage:
    'import-units <file.csv|file.xlsx> --supplier <id> --country <no|dk|se> [--carriers <file>]\n\n' +
    'Columns (header row): serial_number, manufacturer, model, category, weight_kg, grade,\n' +
    'sanitisation_method, erasure_standard, sanitisation_result, outcome, created_at,\n' +
    'graded_date, completed_date, job_number, downstream_recycler. Units already imported for\n' +
    'the supplier are updated by serial number.\n\n' +
    '--carriers: a second .csv/.xlsx file with one row per sanitisation attempt of a data\n' +
    'carrier: unit_serial_number, carrier_serial, carrier_type, manufacturer, model,\n' +
    'capacity_gb, sanitisation_level, sanitisation_technique, particle_size_mm, tool_name,\n' +
    'tool_version, verification_method, verification_result, operator, sanitised_at, result.',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        supplier: { type: 'string' },
        country: { type: 'string' },
        carriers: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [file] = positionals;
    if (!file) throw new UsageError('Name the file to import.');
    if (!/\.(csv|xlsx)$/i.test(file)) throw new UsageError('The file must be .csv or .xlsx.');
    if (!existsSync(file)) throw new UsageError(`No file at ${file}.`);
    const carriersFile = values.carriers;
    if (carriersFile !== undefined) {
      if (!/\.(csv|xlsx)$/i.test(carriersFile))
        throw new UsageError('The carriers file must be .csv or .xlsx.');
      if (!existsSync(carriersFile)) throw new UsageError(`No file at ${carriersFile}.`);
    }
    if (!values.supplier || !isUuid(values.supplier))
      throw new UsageError('--supplier must be a supplier id.');
    if (!isCountryCode(values.country))
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);

    const database = (await context.openDatabases()).databases[values.country];
    const supplier = await database
      .selectFrom('suppliers')
      .select('company')
      .where('id', '=', values.supplier)
      .executeTakeFirst();
    if (!supplier) throw new UsageError(`No supplier ${values.supplier} in ${values.country}.`);

    const started = Date.now();
    const result = await importUnits(database, {
      supplierId: values.supplier,
      rows: rowsOfFile(file),
      carriers: carriersFile === undefined ? undefined : rowsOfFile(carriersFile),
      onProgress: ({ phase, rows }) => {
        const seconds = (Date.now() - started) / 1000;
        process.stderr.write(
          `\r${phase}: ${rows.toLocaleString('en')} rows (${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)   `,
        );
      },
    });
    process.stderr.write('\n');
    if (!result.imported) {
      for (const problem of result.problems)
        context.print(
          `${problem.file === 'carriers' ? 'carriers ' : ''}row ${problem.row}: ${problem.message}`,
        );
      const more = result.problemCount - result.problems.length;
      throw new Error(
        `Nothing imported: ${result.problemCount} problem(s)${more > 0 ? ` (${more} more not shown)` : ''}.`,
      );
    }
    context.print(
      `Imported ${result.rows} rows for ${supplier.company}: ${result.inserted} new, ${result.updated} updated${carriersFile === undefined ? '' : `, ${result.carriers} carrier record(s)`}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  },
};
