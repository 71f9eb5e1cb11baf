import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { csvField } from '@itad-portal/validation';
import { z } from 'zod';
import { countryParam, restRoute, type RestRoute } from '../../platform/rest-route.js';
import { sendAttachment } from '../../platform/send-file.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { UnitOutcome } from './outcome-model.js';
import { serviceNowLayout, snipeItLayout, type RegisterLayout } from './register-files.js';
import { outcomeFilterQuery } from './routes.js';
import { unitOutcomeReader } from './service.js';

/** Writes and waits while the reader is behind, so a long file never piles up in memory. */
async function write(output: Writable, text: string): Promise<void> {
  if (!output.write(text)) await once(output, 'drain');
}

/**
 * The file as importers read it: UTF-8 without a byte order mark (an importer would take it as
 * part of the first header), comma-separated, CRLF line ends, quoted where needed. Text passes
 * the spreadsheet formula guard as every file the portal writes does.
 */
async function writeRegisterCsv(
  output: Writable,
  layout: RegisterLayout,
  batches: AsyncIterable<UnitOutcome[]>,
): Promise<void> {
  await write(output, `${layout.columns.map((column) => csvField(column.header)).join(',')}\r\n`);
  for await (const outcomes of batches) {
    const lines = outcomes
      .filter((outcome) => layout.includes(outcome))
      .map(
        (outcome) =>
          `${layout.columns.map((column) => csvField(column.value(outcome))).join(',')}\r\n`,
      );
    await write(output, lines.join(''));
  }
  output.end();
}

const toolNames = { 'snipe-it': 'Snipe-IT', servicenow: 'ServiceNow' } as const;

/**
 * GET /api/units/{country}/outcomes/snipe-it.csv and servicenow.csv: the outcome list's rows (the
 * same filters) for an asset team to import without code. Read in change order from one
 * read-only snapshot, a batch at a time.
 */
function registerFileRoute(tool: keyof typeof toolNames, layout: RegisterLayout): RestRoute {
  return restRoute({
    method: 'GET',
    url: `/api/units/:country/outcomes/${tool}.csv`,
    params: z.object({ country: countryParam }),
    query: z.object(outcomeFilterQuery),
    authentication: 'signed-in',
    apiTokens: 'read',
    docs: {
      summary: `Units' outcomes as a CSV file ${toolNames[tool]} imports`,
      description: `The outcome list (filters supplier_id, job_id, changed_since) in the columns ${toolNames[tool]}'s importer takes; see the page "Outcomes back to the asset register" for each column.`,
      tag: 'Units',
      response: {
        contentType: 'text/csv; charset=utf-8',
        description: 'A CSV file, sent as a download.',
      },
    },
    handler: async ({ services, params, query, viewer, reply, request }) => {
      const database = services.databases[params.country];
      const read = await unitOutcomeReader(
        database,
        viewer,
        { publicUrl: services.config.publicUrl, country: params.country },
        {
          supplier_id: query.supplier_id,
          job_id: query.job_id,
          changed_since: query.changed_since ? new Date(query.changed_since) : undefined,
        },
      );
      const output = new PassThrough();
      const written = database
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((transaction) => writeRegisterCsv(output, layout, read(transaction)));
      written.catch((error: unknown) => {
        // Headers are gone by now: the broken download is the client's sign; the log says why.
        request.log.error({ err: error }, 'Outcome export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return sendAttachment(reply, {
        fileName: `${layout.name}-${todayInBusinessTimeZone()}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: output,
      });
    },
  });
}

export const outcomeFileRoutes: RestRoute[] = [
  registerFileRoute('snipe-it', snipeItLayout),
  registerFileRoute('servicenow', serviceNowLayout),
];
