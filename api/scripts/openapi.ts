/**
 * Writes the REST API's contract, docs/api/openapi.json, from the routes' declarations (no
 * database, no server); with --check, writes nothing and fails when the committed file differs.
 * Never edit the output.
 */
import path from 'node:path';
import { restApiDocument } from '../src/app/rest-api-document.js';
import { repositoryRoot } from '../src/paths.js';
import { prettierFormatted, writeOrCheck } from './generated-file.js';

const outputFile = path.join(repositoryRoot, 'docs/api/openapi.json');
writeOrCheck(outputFile, await prettierFormatted(outputFile, JSON.stringify(restApiDocument())));
