/**
 * Writes the table of environment variables in docs/operating/configuration.md from the config
 * schema's own documentation (src/config-environment.ts); with --check, writes nothing and fails
 * when the committed page differs. Edit the descriptions in the schema, never the table.
 */
import { writeFileSync } from 'node:fs';
import {
  configurationPage,
  expectedConfigurationPage,
  readConfigurationPage,
} from './configuration-table.js';

const current = readConfigurationPage();
const expected = await expectedConfigurationPage(current);
if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(`${configurationPage} is out of date: run npm run generate -w api`);
    process.exit(1);
  }
} else if (current !== expected) {
  writeFileSync(configurationPage, expected);
  console.log(`Wrote ${configurationPage}`);
}
