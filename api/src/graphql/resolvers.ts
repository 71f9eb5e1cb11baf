import type { Resolvers } from '../platform/graphql-types.generated.js';

/** Merges the modules' resolver maps type by type; a field defined twice is a bug. */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (fieldName in target) throw new Error(`Resolver ${typeName}.${fieldName} defined twice`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}
