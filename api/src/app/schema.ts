import { schemaDefinitionOf } from '../graphql/schema.js';
import { portalModules } from './modules.js';

/** The portal's GraphQL SDL: the root and every module's part. */
export function loadSchemaDefinition(): string {
  return schemaDefinitionOf(portalModules);
}
