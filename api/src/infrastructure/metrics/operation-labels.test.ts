import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaDefinition } from '../../app/schema.js';
import { createOperationLabels, rootFieldNames, webOperationNames } from './operation-labels.js';

const webSources = path.resolve(import.meta.dirname, '../../../../web/src');
const schemaDefinition = loadSchemaDefinition();

/** The names of every operation in the web app's GraphQL documents. */
async function webDocumentOperationNames(): Promise<string[]> {
  const names = new Set<string>();
  const entries = await readdir(webSources, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql')) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/g)) {
      names.add(match[1]!);
    }
  }
  return [...names];
}

describe('operation labels', () => {
  it('list exactly the web app’s operation names that are not root fields', async () => {
    const rootFields = rootFieldNames(schemaDefinition);
    const webNames = await webDocumentOperationNames();
    expect(webNames.length).toBeGreaterThan(0);
    expect(webNames.filter((name) => !rootFields.has(name)).sort()).toEqual(
      [...webOperationNames].sort(),
    );
  });

  it('give every name of the app its own label, any other name "other"', async () => {
    const label = createOperationLabels(schemaDefinition);
    for (const name of await webDocumentOperationNames()) expect(label(name)).toBe(name);
    expect(label('zz1')).toBe('other');
    expect(label(undefined)).toBe('anonymous');
  });
});
