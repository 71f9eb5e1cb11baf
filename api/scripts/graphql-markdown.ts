/** The GraphQL API's reference as Markdown: every root field, its arguments and types. */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { RequiredAccess } from '../src/modules/api-tokens/token-use.js';

type Kind = 'query' | 'mutation';

/** By code units, not the machine's locale: the committed file is the same everywhere. */
const byName = (first: { name: string }, second: { name: string }) =>
  first.name < second.name ? -1 : first.name > second.name ? 1 : 0;

const kindOfType = (type: GraphQLNamedType) =>
  isEnumType(type)
    ? 'enum'
    : isInputObjectType(type)
      ? 'input'
      : isScalarType(type)
        ? 'scalar'
        : isUnionType(type)
          ? 'union'
          : isInterfaceType(type)
            ? 'interface'
            : 'type';

/** The anchor GitHub gives a heading `name (kind)`. */
const anchorOf = (name: string, kind: string) => `${name.toLowerCase()}-${kind}`;

/** One line for a table cell: the description's lines joined, pipes escaped. */
const cell = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** A type as written in the SDL, its named type linked to its section (built-in scalars not). */
function typeLink(type: { toString(): string }, named: GraphQLNamedType): string {
  const written = String(type);
  if (isSpecifiedScalarType(named)) return `\`${written}\``;
  return `[\`${written}\`](#${anchorOf(named.name, kindOfType(named))})`;
}

/** The types reachable from the root fields, by name (introspection's own left out). */
function referencedTypes(roots: readonly GraphQLField<unknown, unknown>[]): GraphQLNamedType[] {
  const found = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (found.has(type.name) || type.name.startsWith('__') || isSpecifiedScalarType(type)) return;
    found.set(type.name, type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const argument of field.args) visit(getNamedType(argument.type));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) visit(member);
    }
  };
  for (const field of roots) {
    visit(getNamedType(field.type));
    for (const argument of field.args) visit(getNamedType(argument.type));
  }
  return [...found.values()].sort(byName);
}

function tokenAccessText(access: RequiredAccess | undefined): string {
  if (access === 'read') return 'allowed with the `READ` or `READ_ORDER` scope';
  if (access === 'order') return 'allowed with the `READ_ORDER` scope';
  return 'refused';
}

function inputTable(inputs: readonly (GraphQLArgument | GraphQLInputField)[]): string[] {
  if (inputs.length === 0) return [];
  return [
    '| Name | Type | Description |',
    '| --- | --- | --- |',
    ...inputs.map(
      (input) =>
        `| \`${input.name}\` | ${typeLink(input.type, getNamedType(input.type))} | ${cell(input.description)} |`,
    ),
    '',
  ];
}

function operationSection(
  field: GraphQLField<unknown, unknown>,
  kind: Kind,
  tokenAccess: Readonly<Record<string, RequiredAccess>>,
): string[] {
  return [
    `### ${field.name} (${kind})`,
    '',
    field.description ?? '_No description._',
    '',
    `- Returns: ${typeLink(field.type, getNamedType(field.type))}`,
    `- API tokens: ${tokenAccessText(tokenAccess[field.name])}`,
    ...(field.deprecationReason ? [`- Deprecated: ${cell(field.deprecationReason)}`] : []),
    '',
    ...(field.args.length > 0 ? ['Arguments:', '', ...inputTable(field.args)] : []),
  ];
}

function typeSection(type: GraphQLNamedType): string[] {
  const kind = kindOfType(type);
  const lines = [`### ${type.name} (${kind})`, ''];
  if (type.description) lines.push(type.description, '');
  if (isEnumType(type)) {
    lines.push('| Value | Description |', '| --- | --- |');
    for (const value of type.getValues())
      lines.push(`| \`${value.name}\` | ${cell(value.description)} |`);
    lines.push('');
  } else if (isInputObjectType(type)) {
    lines.push(...inputTable(Object.values(type.getFields())));
  } else if (isObjectType(type) || isInterfaceType(type)) {
    lines.push('| Field | Type | Description |', '| --- | --- | --- |');
    for (const field of Object.values(type.getFields())) {
      const argumentsText = field.args.length
        ? `(${field.args.map((argument) => `${argument.name}: ${String(argument.type)}`).join(', ')})`
        : '';
      lines.push(
        `| \`${field.name}${cell(argumentsText)}\` | ${typeLink(field.type, getNamedType(field.type))} | ${cell(field.description)} |`,
      );
    }
    lines.push('');
  } else if (isUnionType(type)) {
    lines.push(
      `One of: ${type
        .getTypes()
        .map((member) => typeLink(member, member))
        .join(', ')}`,
      '',
    );
  }
  return lines;
}

/**
 * The reference: every Query and Mutation root field with its arguments, type, description and
 * whether an organisation API token may call it (the token policy's table), then every type
 * they use. Sorted by name, so the committed file changes only where the schema does.
 */
export function graphqlReferenceMarkdown(
  schema: GraphQLSchema,
  tokenAccess: Readonly<Record<string, RequiredAccess>>,
): string {
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {}).sort(byName);
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).sort(byName);
  const overview = (fields: typeof queries, kind: Kind) => [
    '| Operation | API tokens | Summary |',
    '| --- | --- | --- |',
    ...fields.map(
      (field) =>
        `| [\`${field.name}\`](#${anchorOf(field.name, kind)}) | ${tokenAccess[field.name] === 'order' ? 'READ_ORDER' : tokenAccess[field.name] === 'read' ? 'READ' : 'no'} | ${cell(field.description?.split(/(?<=\.)\s/)[0])} |`,
    ),
    '',
  ];
  const lines = [
    '# GraphQL API reference',
    '',
    '<!-- Generated from the schema by `npm run generate -w api`: do not edit. -->',
    '',
    schema.description ?? '',
    '',
    'Who may call an operation (signed in or not, an admin, report access, a provider key) is',
    'said in its description. Organisation API tokens may call only the operations marked for',
    'them: `READ` for a token of the read scope or the read-and-order scope, `READ_ORDER` for',
    'the read-and-order scope only. Every other operation refuses them.',
    '',
    '## Queries',
    '',
    ...overview(queries, 'query'),
    ...queries.flatMap((field) => operationSection(field, 'query', tokenAccess)),
    '## Mutations',
    '',
    ...overview(mutations, 'mutation'),
    ...mutations.flatMap((field) => operationSection(field, 'mutation', tokenAccess)),
    '## Types',
    '',
    ...referencedTypes([...queries, ...mutations]).flatMap(typeSection),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
