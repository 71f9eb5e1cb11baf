import type { JsonSchema } from './openapi-types.js';

/** One line of a schema's field table: `items[].name`, its type, whether it must be there. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

const componentPrefix = '#/components/schemas/';
const deepest = 6;

function isJsonObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The component a `$ref` names, else undefined. */
export function componentName(schema: JsonSchema): string | undefined {
  const reference = schema.$ref;
  return typeof reference === 'string' && reference.startsWith(componentPrefix)
    ? reference.slice(componentPrefix.length)
    : undefined;
}

/** A schema's type in a few words: `string (uuid)`, `array of integer`, `one of: A, B`. */
export function typeSummary(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const name = componentName(schema);
  if (name) return name;
  if (Array.isArray(schema.enum))
    return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    return alternatives
      .filter(isJsonObject)
      .map((alternative) => typeSummary(alternative, components))
      .join(' or ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') {
    const items = isJsonObject(schema.items) ? typeSummary(schema.items, components) : 'any';
    return `array of ${items}`;
  }
  if (typeof type !== 'string') return 'any';
  const details = [schema.format, schema.pattern === undefined ? undefined : 'pattern']
    .filter((detail) => typeof detail === 'string')
    .join(', ');
  return details ? `${type} (${details})` : type;
}

function resolved(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const name = componentName(schema);
  return name ? (components[name] ?? {}) : schema;
}

/**
 * The fields of an object schema, nested ones by dotted names (`lines[].amount`), as far as a
 * reader needs; a component met again inside itself is named, not expanded.
 */
export function fieldRows(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  prefix = '',
  seen: ReadonlySet<string> = new Set(),
  depth = 0,
): FieldRow[] {
  const name = componentName(schema);
  if ((name && seen.has(name)) || depth > deepest) return [];
  const inside = name ? new Set([...seen, name]) : seen;
  const target = resolved(schema, components);
  if (target.type === 'array' && isJsonObject(target.items)) {
    return fieldRows(target.items, components, `${prefix}[]`, inside, depth + 1);
  }
  const properties = isJsonObject(target.properties) ? target.properties : {};
  const required = new Set(Array.isArray(target.required) ? target.required : []);
  return Object.entries(properties)
    .filter((entry): entry is [string, JsonSchema] => isJsonObject(entry[1]))
    .flatMap(([property, propertySchema]) => {
      const path = prefix ? `${prefix}.${property}` : property;
      const described = resolved(propertySchema, components);
      const row: FieldRow = {
        name: path,
        type: typeSummary(propertySchema, components),
        required: required.has(property),
        description: typeof described.description === 'string' ? described.description : '',
      };
      return [row, ...fieldRows(propertySchema, components, path, inside, depth + 1)];
    });
}
