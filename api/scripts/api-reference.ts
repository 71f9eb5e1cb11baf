/**
 * Generates the GraphQL API's references from the schema's descriptions and the root fields an
 * API token may call (api-tokens/policy.ts): docs/api/graphql.md, every operation and type; and
 * the developer page's (web/src/features/api-tokens/generated/api-reference.json), the
 * operations a token may call with the examples the API tests run (api-tokens/api-examples.ts).
 * With --check, writes nothing and fails when a committed file differs. Never edit the output.
 */
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { apiExamples } from '../src/modules/api-tokens/api-examples.js';
import { apiTokenAccessOf } from '../src/app/modules.js';
import { loadSchemaDefinition } from '../src/app/schema.js';
import { repositoryRoot } from '../src/paths.js';
import { prettierFormatted, writeOrCheck } from './generated-file.js';
import { graphqlReferenceMarkdown } from './graphql-markdown.js';

const apiTokenRootFields = apiTokenAccessOf();

const developerPageFile = path.join(
  repositoryRoot,
  'web/src/features/api-tokens/generated/api-reference.json',
);
const markdownFile = path.join(repositoryRoot, 'docs/api/graphql.md');
const schema = buildSchema(loadSchemaDefinition());

const describeInput = (field: GraphQLArgument | GraphQLInputField) => ({
  name: field.name,
  type: String(field.type),
  description: field.description ?? '',
});

const referenced = new Set<string>();
function note(type: GraphQLNamedType): void {
  if (referenced.has(type.name) || type.name.startsWith('__')) return;
  if (!isObjectType(type) && !isInputObjectType(type) && !isEnumType(type)) return;
  referenced.add(type.name);
  if (isEnumType(type)) return;
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) note(getNamedType(field.type));
    return;
  }
  for (const field of Object.values(type.getFields())) {
    note(getNamedType(field.type));
    for (const argument of field.args) note(getNamedType(argument.type));
  }
}

function operationsOf(kind: 'query' | 'mutation') {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {})
    .filter((field: GraphQLField<unknown, unknown>) => {
      const access = apiTokenRootFields[field.name];
      return access === 'read' || access === 'order';
    })
    .map((field) => {
      note(getNamedType(field.type));
      for (const argument of field.args) note(getNamedType(argument.type));
      return {
        name: field.name,
        kind,
        scope: apiTokenRootFields[field.name] === 'order' ? 'READ_ORDER' : 'READ',
        description: field.description ?? '',
        arguments: field.args.map(describeInput),
        type: String(field.type),
      };
    })
    .sort((first, second) => first.name.localeCompare(second.name));
}

const operations = [...operationsOf('query'), ...operationsOf('mutation')];
const types = [...referenced].sort().map((name) => {
  const type = schema.getType(name);
  if (isEnumType(type)) {
    return {
      name,
      kind: 'enum',
      description: type.description ?? '',
      values: type.getValues().map((value) => ({
        name: value.name,
        description: value.description ?? '',
      })),
    };
  }
  const fields = isObjectType(type) || isInputObjectType(type) ? type.getFields() : {};
  return {
    name,
    kind: isInputObjectType(type) ? 'input' : 'object',
    description: type?.description ?? '',
    fields: Object.values(fields).map(describeInput),
  };
});

writeOrCheck(
  developerPageFile,
  `${JSON.stringify({ operations, types, examples: apiExamples }, null, 2)}\n`,
);
writeOrCheck(
  markdownFile,
  await prettierFormatted(markdownFile, graphqlReferenceMarkdown(schema, apiTokenRootFields)),
);
