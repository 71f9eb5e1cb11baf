import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../paths.js';

const sourceDirectory = path.join(repositoryRoot, 'api', 'src');

/** The SDL: graphql/root.graphql, then every modules/<feature>/*.graphql. */
export function loadSchemaDefinition(): string {
  const modulesDirectory = path.join(sourceDirectory, 'modules');
  const moduleFiles = readdirSync(modulesDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(modulesDirectory, file));
  return [path.join(sourceDirectory, 'graphql', 'root.graphql'), ...moduleFiles]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
