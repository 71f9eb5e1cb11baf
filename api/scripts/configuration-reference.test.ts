import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  configurationRows,
  expectedConfigurationPage,
  readConfigurationPage,
} from './configuration-table.js';

/** Every variable name loadConfig reads from an environment, in development and production. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  for (const nodeEnvironment of ['development', 'production']) {
    const environment = new Proxy<NodeJS.ProcessEnv>(
      {},
      {
        get(_target, name) {
          if (typeof name === 'string') read.add(name);
          return name === 'NODE_ENV' ? nodeEnvironment : undefined;
        },
      },
    );
    try {
      loadConfig(environment);
    } catch {
      // Production without its required variables refuses to start; what it read still counts.
    }
  }
  return read;
}

describe('the configuration reference (docs/operating/configuration.md)', () => {
  it('is the table generated from the config schema, as committed', async () => {
    const committed = readConfigurationPage();
    expect(committed).toBe(await expectedConfigurationPage(committed));
  });

  it('has a row for every variable loadConfig reads, each with a description', () => {
    const committed = readConfigurationPage();
    const rows = configurationRows();
    const documented = new Set(rows.map((row) => row.name));
    const read = [...variablesRead()].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
    expect(read.length).toBeGreaterThan(50);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
    for (const row of rows) {
      expect(row.meaning.length, row.name).toBeGreaterThan(10);
      expect(committed, row.name).toContain(`| \`${row.name}\``);
    }
  });
});
