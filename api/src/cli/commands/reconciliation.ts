import { parseArgs } from 'node:util';
import {
  providerReconciliation,
  resolveMissingAssets,
} from '../../modules/reconciliation/service.js';
import { countryCodes, isCountryCode, type CountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

function countryOf(value: string | undefined): CountryCode {
  if (value === undefined) return 'no';
  if (!isCountryCode(value))
    throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
  return value;
}

export const reconciliationCommand: AdminCommand = {
  name: 'reconciliation',
  summary: "Show a job's expected assets against the units received; resolve missing ones.",
  usage: [
    'reconciliation show <job number or id> [--country no|dk|se]',
    '       npm run admin -- reconciliation resolve <job number or id> <serial> (--found-later | --confirmed-missing --note <text>) [--country no|dk|se]',
    '',
    'show prints the counts (matched, missing, unexpected) and the missing assets. A missing',
    'asset keeps the job flagged in the portal until it is resolved: found later, or confirmed',
    'missing with a note. The country defaults to no.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        'found-later': { type: 'boolean' },
        'confirmed-missing': { type: 'boolean' },
        note: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, reference, serial, ...extra] = positionals;
    const country = countryOf(values.country);
    if (action === 'show') {
      if (!reference || serial !== undefined)
        throw new UsageError('show takes a job number (or id)');
      const { databases } = await context.openDatabases();
      const result = await providerReconciliation(databases[country], reference);
      if (!result) throw new Error(`No job ${reference}.`);
      const { job, counts } = result;
      context.print(
        `${country}: job ${job.job_number} (${job.status}): ${counts.expected} expected, ${counts.received} received; ` +
          `${counts.matched} matched, ${counts.missing} missing (${counts.unresolved_missing} unresolved), ${counts.unexpected} unexpected.`,
      );
      for (const row of result.missing) {
        const state = row.resolution
          ? `${row.resolution}${row.resolution_note ? `: ${row.resolution_note}` : ''}`
          : 'unresolved';
        context.print(`  ${row.serial_number}  ${row.asset_tag ?? ''}  ${state}`);
      }
      return;
    }
    if (action === 'resolve') {
      if (!reference || !serial || extra.length) {
        throw new UsageError('resolve takes a job number (or id) and a serial number');
      }
      if (Boolean(values['found-later']) === Boolean(values['confirmed-missing'])) {
        throw new UsageError('Give one of --found-later and --confirmed-missing');
      }
      const { databases } = await context.openDatabases();
      const [result] = await resolveMissingAssets(
        databases[country],
        [
          {
            job: reference,
            serial_number: serial,
            resolution: values['found-later'] ? 'found_later' : 'confirmed_missing',
            note: values.note,
          },
        ],
        'admin command line',
      );
      if (!result || result.result === 'rejected') {
        throw new Error(result && 'message' in result ? result.message : 'Not resolved.');
      }
      context.print(`${country}: ${serial} of job ${reference} is resolved.`);
      return;
    }
    throw new UsageError(action ? `Unknown action "${action}"` : 'Name an action: show or resolve');
  },
};
