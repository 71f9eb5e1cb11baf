import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The SDL is read next to this file: api/src when run from source, api/dist once built (the
// build copies every .graphql there), so a deployed server needs nothing from api/src.
const ownSourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SDL: graphql/root.graphql, then every modules/<feature>/*.graphql. */
export function loadSchemaDefinition(sourceRoot: string = ownSourceRoot): string {
  const modulesDirectory = path.join(sourceRoot, 'modules');
  const moduleFiles = readdirSync(modulesDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(modulesDirectory, file));
  return [path.join(sourceRoot, 'graphql', 'root.graphql'), ...moduleFiles]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
