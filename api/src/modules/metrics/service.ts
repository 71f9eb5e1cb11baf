import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CountryDatabases } from '../../database/connections.js';
import { jobQueueDepth, type TaskQueueDepth } from '../../tasks/queue-depth.js';
import { countryCodes, type CountryCode } from '../../shared/countries.js';
import { emailOutboxBacklog } from '../email/service.js';

/** One answered request; `operation` is already one of a bounded set of names. */
interface RequestSample {
  kind: 'graphql' | 'rest';
  operation: string;
  status: number;
  outcome: 'ok' | 'error';
  seconds: number;
}

interface ImportOutcome {
  imported: boolean;
  inserted: number;
  updated: number;
}

const jobStates = ['ready', 'scheduled', 'locked', 'failed'] as const;

type UnitEventResult = 'applied' | 'duplicate' | 'stale' | 'rejected';

export interface PortalMetrics {
  readonly contentType: string;
  recordRequest(sample: RequestSample): void;
  /** A failed attempt of a background task (it is retried until its attempts are used). */
  recordJobFailure(country: CountryCode, task: string): void;
  /** Runs a units import, timing it and counting the units it saved. */
  measureImport<Result extends ImportOutcome>(
    country: CountryCode,
    run: () => Promise<Result>,
  ): Promise<Result>;
  /** Counts a batch of unit events by what became of each (applied, duplicate, stale, rejected). */
  recordUnitEvents(country: CountryCode, results: readonly { result: UnitEventResult }[]): void;
  /** Reads the queue and outbox gauges from the databases, then all metrics as text. */
  scrape(
    databases: CountryDatabases,
    onError: (country: CountryCode, error: unknown) => void,
  ): Promise<string>;
}

/**
 * The metrics of one server instance in a registry of its own (several servers in one process,
 * as in the tests, never share counters), with Node's default process metrics.
 */
export function createPortalMetrics(): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by kind (graphql, rest), operation, HTTP status and outcome.',
    labelNames: ['kind', 'operation', 'status', 'outcome'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by kind, operation and outcome.',
    labelNames: ['kind', 'operation', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Failed attempts of background task, by country and task.',
    labelNames: ['country', 'task'] as const,
    registers,
  });
  const queueJobs = new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs in the queue at scrape time, by country, task and state (ready, scheduled, locked, failed).',
    labelNames: ['country', 'task', 'state'] as const,
    registers,
  });
  const outboxPending = new Gauge({
    name: 'portal_email_outbox_pending',
    help: 'Mails in the outbox not sent yet, at scrape time.',
    labelNames: ['country'] as const,
    registers,
  });
  const outboxOldestAge = new Gauge({
    name: 'portal_email_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none), at scrape time.',
    labelNames: ['country'] as const,
    registers,
  });
  const unitsImported = new Counter({
    name: 'portal_units_imported_total',
    help: 'Units saved (inserted or updated) by completed imports, by country.',
    labelNames: ['country'] as const,
    registers,
  });
  const importDuration = new Histogram({
    name: 'portal_unit_import_duration_seconds',
    help: 'Duration of unit imports, by country and outcome (imported, refused, error).',
    labelNames: ['country', 'outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const unitEvents = new Counter({
    name: 'portal_unit_events_total',
    help: 'Unit events received from the provider, by country and result (applied, duplicate, stale, rejected).',
    labelNames: ['country', 'result'] as const,
    registers,
  });

  // A task once seen keeps its series (at 0) when its jobs are gone.
  const seenTasks = new Map<CountryCode, Set<string>>(
    countryCodes.map((code) => [code, new Set()]),
  );
  function setQueueDepth(country: CountryCode, depths: TaskQueueDepth[]): void {
    const tasks = seenTasks.get(country) ?? new Set<string>();
    for (const depth of depths) tasks.add(depth.task);
    for (const task of tasks) {
      const depth = depths.find((candidate) => candidate.task === task);
      for (const state of jobStates) queueJobs.set({ country, task, state }, depth?.[state] ?? 0);
    }
  }

  async function gather(
    databases: CountryDatabases,
    onError: (country: CountryCode, error: unknown) => void,
  ): Promise<string> {
    // A country whose database does not answer is left out rather than shown with old values.
    queueJobs.reset();
    outboxPending.reset();
    outboxOldestAge.reset();
    await Promise.all(
      countryCodes.map(async (country) => {
        try {
          const [depths, outbox] = await Promise.all([
            jobQueueDepth(databases[country]),
            emailOutboxBacklog(databases[country]),
          ]);
          setQueueDepth(country, depths);
          outboxPending.set({ country }, outbox.pending);
          outboxOldestAge.set({ country }, outbox.oldestAgeSeconds);
        } catch (error) {
          onError(country, error);
        }
      }),
    );
    return registry.metrics();
  }

  // Scrapes at the same moment share one reading, so one cannot reset the other's gauges.
  let scraping: Promise<string> | undefined;
  return {
    contentType: registry.contentType,
    recordRequest({ kind, operation, status, outcome, seconds }) {
      requests.inc({ kind, operation, status: String(status), outcome });
      requestDuration.observe({ kind, operation, outcome }, seconds);
    },
    recordJobFailure(country, task) {
      jobFailures.inc({ country, task });
    },
    async measureImport(country, run) {
      const stopTimer = importDuration.startTimer({ country });
      try {
        const result = await run();
        stopTimer({ outcome: result.imported ? 'imported' : 'refused' });
        if (result.imported) unitsImported.inc({ country }, result.inserted + result.updated);
        return result;
      } catch (error) {
        stopTimer({ outcome: 'error' });
        throw error;
      }
    },
    recordUnitEvents(country, results) {
      for (const { result } of results) unitEvents.inc({ country, result });
    },
    scrape(databases, onError) {
      scraping ??= gather(databases, onError).finally(() => {
        scraping = undefined;
      });
      return scraping;
    },
  };
}
