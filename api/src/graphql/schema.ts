import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortalModule } from '../platform/module.js';

// The root SDL is read next to this file: api/src when run from source, api/dist once built (the
// build copies every .graphql there), so a deployed server needs nothing from api/src.
const rootSchemaFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'root.graphql');

/** The SDL: graphql/root.graphql, then each module's files in the list's order. */
export function schemaDefinitionOf(modules: readonly PortalModule[]): string {
  return [rootSchemaFile, ...modules.flatMap((module) => module.graphqlSchemaFiles ?? [])]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
