/** What each scenario hands back, and the table the run prints. */

export type Outcome = 'pass' | 'fail' | 'not run';

export interface ScenarioResult {
  scenario: string;
  outcome: Outcome;
  /** Figures such as requests, errors, p50/p95 ms, recovery time, mails sent/received. */
  figures: string;
  /** Why it failed (or was not run). */
  notes: string[];
}

export function failedResult(scenario: string, error: unknown): ScenarioResult {
  return {
    scenario,
    outcome: 'fail',
    figures: '',
    notes: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function printTable(results: ScenarioResult[], seconds: number): void {
  const lines = [
    '',
    `Resilience (load phase ${seconds} s, loopback only)`,
    '',
    '| scenario | result | figures |',
    '|---|---|---|',
    ...results.map(
      (result) => `| ${cell(result.scenario)} | ${result.outcome} | ${cell(result.figures)} |`,
    ),
  ];
  const notes = results.filter((result) => result.notes.length);
  if (notes.length) {
    lines.push('');
    for (const result of notes) {
      lines.push(`${result.scenario} (${result.outcome}):`);
      for (const note of result.notes) lines.push(`  - ${note}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
