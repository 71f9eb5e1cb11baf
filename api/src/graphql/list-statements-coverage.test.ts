import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaDefinition } from '../app/schema.js';

const modulesDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Root queries answering a page (a type with page_size): the lists of the API. */
function pagedQueries(): string[] {
  const schema = buildSchema(loadSchemaDefinition());
  return Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((field) => {
      const type = getNamedType(field.type);
      return isObjectType(type) && 'page_size' in type.getFields();
    })
    .map((field) => field.name)
    .sort();
}

/** The queries the modules' *-statements.test.ts files check (`field: '<query>'`). */
function checkedQueries(): Set<string> {
  const files = readdirSync(modulesDirectory, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('-statements.test.ts'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(path.join(modulesDirectory, file), 'utf8').matchAll(/field: '(\w+)'/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return new Set(names);
}

describe('every list page is checked to run a fixed number of statements', () => {
  it('has a *-statements.test.ts case (expectFixedStatementsPerPage) for every paged query', () => {
    const queries = pagedQueries();
    expect(queries.length).toBeGreaterThan(10);
    const checked = checkedQueries();
    expect(queries.filter((query) => !checked.has(query))).toEqual([]);
  });
});
