/**
 * Writes the REST API's contract, docs/api/openapi.json, from the routes' declarations (no
 * database, no server); with --check, writes nothing and fails when the committed file differs.
 * Never edit the output.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { restApiDocument } from '../src/app/rest-api-document.js';
import { repositoryRoot } from '../src/paths.js';

const outputFile = path.join(repositoryRoot, 'docs/api/openapi.json');
const content = `${JSON.stringify(restApiDocument(), null, 2)}\n`;
const current = existsSync(outputFile) ? readFileSync(outputFile, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== content) {
    console.error(`${outputFile} is out of date: run npm run generate -w api`);
    process.exit(1);
  }
  console.log('The OpenAPI document matches the routes.');
} else if (current !== content) {
  mkdirSync(path.dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, content);
  console.log(`Wrote ${outputFile}`);
}
