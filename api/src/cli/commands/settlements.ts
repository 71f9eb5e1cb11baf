import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readLineFile } from '../../modules/settlements/line-file.js';
import { addSettlement, changeSettlementStatus } from '../../modules/settlements/service.js';
import {
  isSettlementPeriodType,
  isSettlementStatus,
  settlementPeriodTypes,
  settlementStatuses,
} from '../../modules/settlements/settlement-model.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';

export const settlementCommand: AdminCommand = {
  name: 'settlement',
  summary: 'Add a settlement with its lines and PDF, change its status, or list settlements.',
  usage: [
    'settlement add --supplier <id> --country <no|dk|se> --number <number>',
    '         --period-type monthly|quarterly|yearly --period-start <YYYY-MM-DD>',
    '         --lines <lines.csv> [--pdf <file.pdf>] [--status unpaid|paid|settled]',
    '       npm run admin -- settlement status <number> --status paid|settled --country <no|dk|se>',
    '       npm run admin -- settlement list --country <no|dk|se> [--supplier <id>]',
    '',
    'The lines file is CSV with a header row: description, category, quantity, resale_value,',
    'service_costs (amounts like 1234.50), optionally job_number (the supplier’s job the line',
    'settles), the texts in English; description_da, description_fi,',
    'description_no, description_se and category_da ... category_se carry their translations.',
    'The settlement’s amounts are the sums of its lines, in the country’s currency.',
    'Status only moves on: unpaid -> paid -> settled.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        supplier: { type: 'string' },
        country: { type: 'string' },
        number: { type: 'string' },
        'period-type': { type: 'string' },
        'period-start': { type: 'string' },
        lines: { type: 'string' },
        pdf: { type: 'string' },
        status: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, target, ...extra] = positionals;
    if (extra.length) throw new UsageError(`Unexpected argument ${extra[0]}`);
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const country = values.country;
    if (values.status !== undefined && !isSettlementStatus(values.status)) {
      throw new UsageError(`--status must be one of ${settlementStatuses.join(', ')}`);
    }

    if (action === 'add') {
      if (!values.supplier || !isUuid(values.supplier)) {
        throw new UsageError('--supplier must be a supplier id.');
      }
      if (!values.number) throw new UsageError('--number is required.');
      if (!isSettlementPeriodType(values['period-type'])) {
        throw new UsageError(`--period-type must be one of ${settlementPeriodTypes.join(', ')}`);
      }
      if (!values['period-start']) throw new UsageError('--period-start is required (YYYY-MM-DD).');
      if (!values.lines || !existsSync(values.lines)) {
        throw new UsageError('--lines must name the CSV file of the settlement’s lines.');
      }
      if (values.pdf !== undefined && !existsSync(values.pdf)) {
        throw new UsageError(`No file at ${values.pdf}.`);
      }
      const lines = await readLineFile(values.lines);
      const database = (await context.openDatabases()).databases[country];
      const settlement = await addSettlement(
        database,
        { storage: context.storage, country },
        {
          supplierId: values.supplier,
          settlementNumber: values.number,
          periodType: values['period-type'],
          periodStart: values['period-start'],
          lines,
          status: values.status,
          pdfFile: values.pdf,
        },
        { publicUrl: context.config.publicUrl },
      );
      context.print(
        `${country}: added settlement ${settlement.settlement_number} (${settlement.id}) for ${settlement.company}: ` +
          `${settlement.lines.length} line(s), net ${settlement.net_amount ?? ''} ${settlement.currency}, ${settlement.status}`,
      );
      return;
    }
    if (action === 'status') {
      if (!target) throw new UsageError('Name the settlement number.');
      if (values.status === undefined) throw new UsageError('--status is required.');
      const database = (await context.openDatabases()).databases[country];
      const { previous } = await changeSettlementStatus(database, target, values.status);
      context.print(`${country}: settlement ${target} ${previous} -> ${values.status}`);
      return;
    }
    if (action === 'list') {
      if (values.supplier !== undefined && !isUuid(values.supplier)) {
        throw new UsageError('--supplier must be a supplier id.');
      }
      const database = (await context.openDatabases()).databases[country];
      let query = database
        .selectFrom('settlements')
        .selectAll()
        .orderBy('period_start', 'desc')
        .orderBy('settlement_number');
      if (values.supplier) query = query.where('supplier_id', '=', values.supplier);
      const rows = await query.execute();
      for (const row of rows) {
        context.print(
          [
            row.settlement_number,
            row.period_type,
            `${row.period_start}..${row.period_end}`,
            row.status,
            `${row.net_amount ?? ''} ${row.currency}`,
            row.document_file_name ? 'pdf' : 'no pdf',
          ].join('  '),
        );
      }
      context.print(`${country}: ${rows.length} settlement(s)`);
      return;
    }
    throw new UsageError('Say add, status or list.');
  },
};
