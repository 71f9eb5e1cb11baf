import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isJobStatus, jobStatuses } from '../../modules/jobs/job-model.js';
import {
  advanceJobStatus,
  linkProcessedUnits,
  listJobsForProvider,
  recordJobSeals,
} from '../../modules/jobs/provider-actions.js';
import { countryCodes, isCountryCode, type CountryCode } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { UsageError, type AdminCommand } from '../command.js';

function countryOf(value: string | undefined): CountryCode {
  if (value === undefined) return 'no';
  if (!isCountryCode(value))
    throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
  return value;
}

/** Serial numbers from the arguments and/or a file (one per line, or separated by , ; or space). */
async function serialNumbersFrom(positionals: string[], file: string | undefined) {
  const fromFile = file ? (await readFile(file, 'utf8')).split(/[\s,;]+/) : [];
  return [...positionals, ...fromFile].map((serial) => serial.trim()).filter(Boolean);
}

export const jobsCommand: AdminCommand = {
  name: 'jobs',
  summary:
    'List ordered jobs, move a job through its statuses, link processed units to it, record its seals.',
  usage: [
    'jobs list [--status <STATUS>] [--supplier <id>] [--country no|dk|se]',
    '       npm run admin -- jobs status <job number or id> <STATUS> [--country no|dk|se]',
    '       npm run admin -- jobs link-units <job number or id> [serial ...] [--file <serials.txt>] [--country no|dk|se]',
    '       npm run admin -- jobs seals <job number or id> <seal number> [...] [--country no|dk|se]',
    '',
    `Statuses, in order: ${jobStatuses.join(', ')}. A job only moves forward; statuses it skips`,
    'are recorded with it, and the order’s recipient gets an e-mail. link-units marks the job supplier’s units with those serial numbers as',
    'processed from the job (processed_units.job_number). seals records the seal numbers of the',
    'job’s storage units (a seal recorded before stays). The country defaults to no.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        status: { type: 'string' },
        supplier: { type: 'string' },
        file: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, reference, ...rest] = positionals;
    const country = countryOf(values.country);
    try {
      if (action === 'list') {
        if (reference !== undefined) throw new UsageError('list takes no job');
        if (values.status !== undefined && !isJobStatus(values.status)) {
          throw new UsageError(`--status must be one of ${jobStatuses.join(', ')}`);
        }
        const { databases } = await context.openDatabases();
        const jobs = await listJobsForProvider(databases[country], {
          status: values.status,
          supplierId: values.supplier,
        });
        for (const job of jobs) {
          context.print(
            [
              job.job_number,
              job.status.padEnd(10),
              job.kind.padEnd(10),
              job.requested_date,
              job.company_name,
              `${job.address}, ${job.zip_code} ${job.city}`,
              job.id,
            ].join('  '),
          );
        }
        context.print(`${jobs.length} job(s).`);
        return;
      }
      if (action === 'status') {
        const [status, ...extra] = rest;
        if (!reference || !status || extra.length) {
          throw new UsageError('status takes a job number (or id) and a status');
        }
        const upper = status.toUpperCase();
        if (!isJobStatus(upper))
          throw new UsageError(`The status must be one of ${jobStatuses.join(', ')}`);
        const { databases } = await context.openDatabases();
        const result = await advanceJobStatus(databases[country], reference, upper, {
          notify: { publicUrl: context.config.publicUrl, country },
        });
        context.print(
          result.recorded.length
            ? `${country}: job ${result.job.job_number} is now ${upper} (recorded: ${result.recorded.join(', ')}).`
            : `${country}: job ${result.job.job_number} is ${upper} already; nothing changed.`,
        );
        return;
      }
      if (action === 'link-units') {
        if (!reference) throw new UsageError('link-units takes a job number (or id)');
        const serials = await serialNumbersFrom(rest, values.file);
        if (!serials.length) throw new UsageError('Name serial numbers, or a --file of them');
        const { databases } = await context.openDatabases();
        const result = await linkProcessedUnits(databases[country], reference, serials);
        context.print(
          `${country}: linked ${result.linked} unit(s) to job ${result.job.job_number}.`,
        );
        if (result.unknownSerialNumbers.length) {
          context.print(
            `Not found for the job's supplier (${result.unknownSerialNumbers.length}): ${result.unknownSerialNumbers.join(', ')}`,
          );
        }
        return;
      }
      if (action === 'seals') {
        if (!reference || !rest.length) {
          throw new UsageError('seals takes a job number (or id) and seal numbers');
        }
        const { databases } = await context.openDatabases();
        const result = await recordJobSeals(databases[country], reference, rest);
        context.print(
          `${country}: job ${result.job.job_number} has ${result.sealNumbers.length} seal(s) (${result.added} new): ${result.sealNumbers.join(', ')}`,
        );
        return;
      }
    } catch (error) {
      // A domain problem (no such job, a step backwards) is the caller's: say it plainly.
      if (error instanceof DomainError) throw new Error(error.message);
      throw error;
    }
    throw new UsageError(
      action ? `Unknown action "${action}"` : 'Name an action: list, status, link-units or seals',
    );
  },
};
