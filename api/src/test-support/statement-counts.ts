import {
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { expect } from 'vitest';
import { loadSchemaDefinition } from '../app/schema.js';
import type { CountryCode } from '../shared/countries.js';
import type { TestServer } from './test-server.js';

const schema = buildSchema(loadSchemaDefinition());

/**
 * Every field of a type the schema has, objects' fields within (a type already on the path
 * left out, fields needing arguments left out): what the most demanding client may ask of a
 * list page, so a field added later is counted too.
 */
function everyFieldOf(typeName: string, path: readonly string[] = []): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values((type as GraphQLObjectType).getFields())
    .filter((field) => !field.args.some((argument) => isNonNullType(argument.type)))
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return [field.name];
      if (path.includes(named.name) || named.name === typeName) return [];
      const inner = everyFieldOf(named.name, [...path, typeName]);
      return inner ? [`${field.name} { ${inner} }`] : [];
    })
    .join(' ');
}

/** A list query of the schema, asked for every field of its page. */
interface ListCase {
  token: string;
  /** The root query field, such as get_jobs. */
  field: string;
  /** Its other arguments, as GraphQL text (`job_id: "..."`). */
  arguments?: string;
  /** The page's field holding the rows, such as jobs. */
  rows: string;
  country?: CountryCode;
}

function pageQuery(list: ListCase, pageSize: number): string {
  const field = schema.getQueryType()?.getFields()[list.field];
  if (!field) throw new Error(`No query ${list.field}`);
  const pageType = getNamedType(field.type).name;
  const argumentsText = [list.arguments, `page_size: ${pageSize}`].filter(Boolean).join(', ');
  return `query { ${list.field}(${argumentsText}) { ${everyFieldOf(pageType)} } }`;
}

/** How many statements a page runs: the fewest of three sends (a cache refill adds some). */
async function statementsOf(server: TestServer, list: ListCase, pageSize: number): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const { result, statements } = await server.recordStatements((headers) =>
      server.graphql<Record<string, Record<string, unknown[]>>>({
        query: pageQuery(list, pageSize),
        token: list.token,
        headers,
        ...(list.country ? { country: list.country } : {}),
      }),
    );
    expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
    expect(result.body.data?.[list.field]?.[list.rows]).toHaveLength(pageSize);
    counts.push(statements.length);
  }
  return Math.min(...counts);
}

/**
 * Checks that one page of a list runs as many statements with 30 rows as with 3 (the list must
 * hold 30 or more), every field of its rows asked for: so no field is read with a query per
 * row. Returns the counts.
 */
export async function expectFixedStatementsPerPage(
  server: TestServer,
  list: ListCase,
): Promise<{ small: number; large: number }> {
  const counts = {
    small: await statementsOf(server, list, 3),
    large: await statementsOf(server, list, 30),
  };
  if (process.env.PRINT_STATEMENT_COUNTS) console.log(list.field, counts);
  // None counted would mean the recording is broken, not that the page is cheap.
  expect(counts.small, `statements of ${list.field} recorded`).toBeGreaterThan(0);
  expect(counts.large, `statements of ${list.field} for 3 and 30 rows`).toBe(counts.small);
  return counts;
}

const transactionControl = /^\s*(begin|start transaction|commit|rollback)\b/i;

/**
 * The statements a file download (a list's export) runs, the whole body read, transaction
 * control left out: the fewest of three downloads, as for a page.
 */
export async function statementsOfDownload(
  server: TestServer,
  request: { token: string; path: string },
): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const { result, statements } = await server.recordStatements(async (headers) => {
      const response = await fetch(`${server.url}${request.path}`, {
        headers: { authorization: `Bearer ${request.token}`, ...headers },
      });
      return { status: response.status, body: await response.text() };
    });
    expect(result.status, result.body).toBe(200);
    // The export's COMMIT may run after the last byte has arrived: reads are what is counted.
    counts.push(statements.filter((statement) => !transactionControl.test(statement)).length);
  }
  const fewest = Math.min(...counts);
  if (process.env.PRINT_STATEMENT_COUNTS) console.log(request.path, fewest);
  // None counted would mean the recording is broken, not that the download is cheap.
  expect(fewest, `statements of ${request.path} recorded`).toBeGreaterThan(0);
  return fewest;
}
