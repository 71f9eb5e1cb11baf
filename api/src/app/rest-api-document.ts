import type { PortalModule } from '../platform/module.js';
import { allRestRoutes, portalModules } from './modules.js';
import { openApiDocument } from '../http/openapi/openapi-document.js';
import type { OpenApiDocument } from '../http/openapi/openapi-types.js';

const info = {
  title: 'ITAD portal API',
  // The contract's own version: raised by hand when a route changes in a way callers notice.
  version: '1.0.0',
  description:
    "The REST routes of the portal: files and exports for signed-in users and organisation API tokens, the provider's system integration, and SCIM provisioning. The GraphQL API has its own reference (docs/api/graphql.md).",
};

/** The contract of every REST route, as docs/api/openapi.json has it and /api/reference shows. */
export function restApiDocument(modules: readonly PortalModule[] = portalModules): OpenApiDocument {
  return openApiDocument(allRestRoutes(modules), info);
}
