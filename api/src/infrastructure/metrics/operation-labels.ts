import { Kind, parse } from 'graphql';

const operationNamePattern = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
// As the web client finds it: the first named operation of the document.
const documentOperationPattern = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The fields of Query and Mutation in the schema: the names every portal client may use. */
function rootFieldNames(schemaDefinition: string): Set<string> {
  const names = new Set<string>();
  for (const definition of parse(schemaDefinition).definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      (definition.name.value === 'Query' || definition.name.value === 'Mutation')
    ) {
      for (const field of definition.fields ?? []) names.add(field.name.value);
    }
  }
  return names;
}

/** The operation a GraphQL request names: `operationName`, else the document's first named one. */
export function requestedOperationName(request: {
  body?: unknown;
  query?: unknown;
}): string | undefined {
  for (const source of [request.body, request.query]) {
    if (!source || typeof source !== 'object') continue;
    const { operationName, query } = source as { operationName?: unknown; query?: unknown };
    if (typeof operationName === 'string' && operationName) return operationName;
    if (typeof query === 'string') return documentOperationPattern.exec(query)?.[1];
  }
  return undefined;
}

/**
 * Bounded label values for GraphQL operation names, which clients choose freely: the schema's
 * root fields always have their own; up to `maximumOtherNames` further names (the web app names
 * some operations otherwise) are taken as they first appear on a request answered without
 * errors; anything else is "other", a request without a name "anonymous".
 */
export function createOperationLabels(schemaDefinition: string, maximumOtherNames = 50) {
  const known = rootFieldNames(schemaDefinition);
  const others = new Set<string>();
  return (name: string | undefined, answeredWithoutErrors: boolean): string => {
    if (name === undefined) return 'anonymous';
    if (known.has(name) || others.has(name)) return name;
    if (
      answeredWithoutErrors &&
      others.size < maximumOtherNames &&
      operationNamePattern.test(name)
    ) {
      others.add(name);
      return name;
    }
    return 'other';
  };
}
