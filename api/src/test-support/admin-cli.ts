import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The provider's command line, run from source as `npm run admin -- ...` runs it built. */
export const adminCliFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'cli',
  'admin.ts',
);

/** Runs one admin command in a process of its own; its exit code and everything it printed. */
export function runAdmin(argumentsList: string[], environment: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', adminCliFile, ...argumentsList], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
