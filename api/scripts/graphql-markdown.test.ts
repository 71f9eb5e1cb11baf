import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlReferenceMarkdown } from './graphql-markdown.js';

const schema = buildSchema(`
  "Each country has its own endpoint."
  schema { query: Query mutation: Mutation }

  type Query {
    "The jobs of the acting supplier. Paged."
    get_jobs(
      "Page from 1."
      page: Int!
      filter: JobFilter
    ): [Job!]!
    "Public: checks a certificate | by its number."
    verify_certificate(number: String!): Boolean!
    get_startup: Startup!
  }
  type Mutation {
    "Orders a pickup."
    order_assignment(kind: AssignmentKind!): Job!
  }
  "A pickup or a delivery."
  type Job { id: ID!, "Where it stands." status: JobStatus! }
  input JobFilter { "Free text." text: String }
  enum JobStatus { "Not started." PLANNED DONE }
  enum AssignmentKind { COLLECTION DELIVERY }
  type Startup { language: String! }
  type Unused { id: ID! }
`);

const markdown = graphqlReferenceMarkdown(schema, {
  get_jobs: 'read',
  order_assignment: 'order',
  get_startup: 'denied',
});

describe('graphqlReferenceMarkdown', () => {
  it('lists every root field, sorted, with whether an API token may call it', () => {
    expect(markdown).toContain(
      '| [`get_jobs`](#get_jobs-query) | READ | The jobs of the acting supplier. |',
    );
    expect(markdown).toContain('| [`get_startup`](#get_startup-query) | no |  |');
    expect(markdown).toContain(
      '| [`verify_certificate`](#verify_certificate-query) | no | Public: checks a certificate \\| by its number. |',
    );
    expect(markdown).toContain('| [`order_assignment`](#order_assignment-mutation) | READ_ORDER |');
    const queries = [...markdown.matchAll(/^### (\w+) \(query\)$/gm)].map((match) => match[1]);
    expect(queries).toEqual(['get_jobs', 'get_startup', 'verify_certificate']);
  });

  it('gives each operation its description, arguments, answer and token access', () => {
    const section = markdown.slice(
      markdown.indexOf('### get_jobs (query)'),
      markdown.indexOf('### get_startup (query)'),
    );
    expect(section).toContain('The jobs of the acting supplier. Paged.');
    expect(section).toContain('- Returns: [`[Job!]!`](#job-type)');
    expect(section).toContain('- API tokens: allowed with the `READ` or `READ_ORDER` scope');
    expect(section).toContain('| `page` | `Int!` | Page from 1. |');
    expect(section).toContain('| `filter` | [`JobFilter`](#jobfilter-input) |  |');
    expect(markdown).toContain('- API tokens: allowed with the `READ_ORDER` scope');
    const startup = markdown.slice(markdown.indexOf('### get_startup (query)'));
    expect(startup).toContain('_No description._');
    expect(startup).toContain('- API tokens: refused');
  });

  it('describes the types the operations use, and only those', () => {
    expect(markdown).toContain('### Job (type)\n\nA pickup or a delivery.');
    expect(markdown).toContain('| `status` | [`JobStatus!`](#jobstatus-enum) | Where it stands. |');
    expect(markdown).toContain('| `PLANNED` | Not started. |');
    expect(markdown).toContain('### JobFilter (input)');
    expect(markdown).toContain('### AssignmentKind (enum)');
    expect(markdown).not.toContain('Unused');
    expect(markdown).toContain('Each country has its own endpoint.');
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown).not.toMatch(/\n{3}/);
  });
});
