/**
 * Runs the generate_report job's handler for one report in a process of its own, as a worker
 * would, so a test can kill it with SIGKILL mid-way. Arguments: database URL, reports
 * directory, report id. Run with tsx.
 */
import type { JobHelpers } from 'graphile-worker';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { generateReportTask } from '../modules/reports/generate-report-task.js';
import { createObjectStorage } from '../shared/storage/create-storage.js';

const [databaseUrl, reportsDirectory, reportId] = process.argv.slice(2);
if (!databaseUrl || !reportsDirectory || !reportId) throw new Error('Missing arguments');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REPORTS_DIR: reportsDirectory });
const database = createDatabase(databaseUrl, 2);
const helpers = {
  job: { id: 'crash-test', attempts: 1, max_attempts: 4 },
} as unknown as JobHelpers;
await generateReportTask.handle(
  { reportId },
  {
    config,
    country: 'no',
    database,
    logger: pino({ level: 'silent' }),
    storage: createObjectStorage(config),
  },
  helpers,
);
await database.destroy();
