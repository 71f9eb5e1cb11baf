import { z } from 'zod';
import type { DocumentedRoute } from '../http/openapi/documented-route.js';

// TEMPORARY: two sample routes standing in for the route manifests of the modules, so the
// contract's generator runs before they exist. Replaced by the real list.
export function allRestRoutes(): DocumentedRoute[] {
  return [
    {
      method: 'GET',
      url: '/health',
      params: z.object({}),
      authentication: 'none',
      docs: {
        summary: 'Whether the server is up',
        tag: 'Operations',
        response: { contentType: 'application/json', description: 'Up.' },
      },
    },
    {
      method: 'GET',
      url: '/files/:country/documents/:documentId',
      params: z.object({ country: z.enum(['no', 'dk', 'se']), documentId: z.uuid() }),
      authentication: 'signed-in',
      apiTokens: 'read',
      docs: {
        summary: 'A document',
        tag: 'Documents',
        response: { contentType: 'application/pdf', description: 'The document.' },
      },
    },
  ];
}
