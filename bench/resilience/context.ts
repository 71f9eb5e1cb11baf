import type { CleanupStack, PostgresProcess } from './processes.js';

/** What every scenario gets from the orchestrator. */
export interface ScenarioContext {
  postgres: PostgresProcess;
  cleanups: CleanupStack;
  /** One token signing key for every server of the run. */
  signingKey: string;
  /** Length of the mixed-load phase (RESILIENCE_SECONDS). */
  loadSeconds: number;
}
