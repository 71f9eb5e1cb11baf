import { z } from 'zod';
import type { JsonSchema, ParameterObject } from './openapi-types.js';

const componentsPrefix = '#/components/schemas/';

function isJsonObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a schema with every `$ref` to one of its own `$defs` pointing at its new name. */
function withReferencesRenamed(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withReferencesRenamed(item, names));
  if (!isJsonObject(value)) return value;
  const copy: JsonSchema = {};
  for (const [keyword, inner] of Object.entries(value)) {
    const local =
      keyword === '$ref' && typeof inner === 'string' ? /^#\/\$defs\/(.+)$/.exec(inner) : null;
    const renamed = local?.[1] === undefined ? undefined : names.get(local[1]);
    copy[keyword] = renamed ? `${componentsPrefix}${renamed}` : withReferencesRenamed(inner, names);
  }
  return copy;
}

/**
 * Converts zod schemas to JSON Schema 2020-12 (OpenAPI 3.1's dialect). A schema's own `$defs`
 * (recursive or named parts) move to the document's components, since a `#/$defs/...`
 * reference inside an OpenAPI document would point at the document's root.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private generatedNames = 0;

  constructor(reservedNames: Readonly<Record<string, JsonSchema>>) {
    Object.assign(this.schemas, reservedNames);
  }

  /** `input`: what a caller sends (before defaults and transforms); `output`: what it gets. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      // A date or a transform's result has no JSON Schema: it documents as "any value".
      unrepresentable: 'any',
    }) as JsonSchema;
    const { $schema: _dialect, $defs: definitions, ...root } = converted;
    const entries = Object.entries(isJsonObject(definitions) ? definitions : {});
    const names = new Map(
      entries.map(([name, definition]) => [name, this.nameFor(name, definition)]),
    );
    for (const [name, definition] of entries) {
      const componentName = names.get(name) ?? name;
      this.schemas[componentName] = withReferencesRenamed(definition, names) as JsonSchema;
    }
    return withReferencesRenamed(root, names) as JsonSchema;
  }

  /** A named part keeps its name unless another part has it; zod's generated names are numbered. */
  private nameFor(name: string, definition: unknown): string {
    const generated = name.startsWith('__schema');
    let candidate = generated ? `Schema${++this.generatedNames}` : name;
    let suffix = 1;
    while (
      candidate in this.schemas &&
      JSON.stringify(this.schemas[candidate]) !== JSON.stringify(definition)
    ) {
      candidate = generated ? `Schema${++this.generatedNames}` : `${name}${++suffix}`;
    }
    return candidate;
  }
}

/** The names of a Fastify URL's path parameters, in order: `/a/:country/b/:id` -> country, id. */
function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** A Fastify URL in OpenAPI's form: `/files/:country/x/:id` -> `/files/{country}/x/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

/** The path parameters of a route: every one its URL names, described by its schema if it has it. */
export function pathParameters(url: string, schema: JsonSchema): ParameterObject[] {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return pathParameterNames(url).map((name) =>
    parameter(
      name,
      'path',
      true,
      isJsonObject(properties[name]) ? properties[name] : { type: 'string' },
    ),
  );
}

/** The query parameters of a route, one per property of its (object) schema. */
export function queryParameters(schema: JsonSchema): ParameterObject[] {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties)
    .filter((entry): entry is [string, JsonSchema] => isJsonObject(entry[1]))
    .map(([name, property]) => parameter(name, 'query', required.has(name), property));
}

function parameter(
  name: string,
  location: 'path' | 'query',
  required: boolean,
  property: JsonSchema,
): ParameterObject {
  const { description, ...schema } = property;
  return {
    name,
    in: location,
    required,
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  };
}
