import { z } from 'zod';
import type { DocumentedRoute } from '../../platform/documented-route.js';

/** Routes of every kind the contract describes, for the tests of the document and the page. */
const countryParam = z.enum(['dk', 'no']);

const settlementSchema = z.object({
  id: z.string().describe('The settlement id.'),
  amount: z.number(),
  status: z.enum(['OPEN', 'PAID']),
});

export const sampleRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    url: '/files/:country/settlements/:settlementId/document',
    params: z.object({ country: countryParam, settlementId: z.uuid() }),
    authentication: 'signed-in',
    apiTokens: 'read',
    docs: {
      summary: "A settlement's document",
      tag: 'Settlements',
      response: { contentType: 'application/pdf', description: 'The PDF.' },
    },
  },
  {
    method: 'GET',
    url: '/api/settlements/:country/list',
    params: z.object({ country: countryParam }),
    query: z.object({
      status: z.enum(['OPEN', 'PAID']).optional().describe('Only settlements of this status.'),
      page: z.coerce.number().int().min(1),
    }),
    authentication: 'signed-in',
    docs: {
      summary: 'Settlements, a page at a time',
      tag: 'Settlements',
      response: {
        contentType: 'application/json',
        schema: z.object({ items: z.array(settlementSchema), total: z.number().int() }),
        description: 'One page of settlements.',
      },
    },
  },
  {
    method: 'POST',
    url: '/api/provider/:country/jobs/:jobId/units',
    params: z.object({ country: countryParam, jobId: z.string() }),
    body: z.object({ serialNumbers: z.array(z.string()).min(1).max(500) }),
    authentication: 'provider-key',
    bodyLimit: 1_048_576,
    lookupParams: ['country', 'jobId'],
    docs: {
      summary: "Adds units to a provider's job",
      description: 'Serial numbers already on the job are left as they are.',
      tag: 'Provider jobs',
      response: { status: 204, contentType: 'application/json', description: 'Added.' },
    },
  },
  {
    method: 'GET',
    url: '/files/:country/documents/:documentId',
    params: z.object({ country: countryParam, documentId: z.uuid() }),
    authentication: 'signed-in',
    docs: {
      summary: 'A document (old link)',
      tag: 'Documents',
      response: { contentType: 'application/pdf', description: 'The document.' },
      supersededBy: '/api/documents/:country/:documentId',
    },
  },
  {
    method: 'PATCH',
    url: '/scim/v2/:country/Users/:id',
    params: z.object({ country: countryParam, id: z.string() }),
    body: z.object({
      Operations: z.array(z.object({ op: z.string(), path: z.string().optional() })),
    }),
    authentication: 'scim-token',
    lookupParams: ['country', 'id'],
    docs: {
      summary: 'Changes a user',
      tag: 'SCIM',
      response: { contentType: 'application/scim+json', description: 'The user, changed.' },
    },
  },
  {
    method: 'GET',
    url: '/health',
    params: z.object({}),
    authentication: 'none',
    docs: {
      summary: 'Whether the server is up',
      tag: 'Operations',
      response: {
        contentType: 'application/json',
        schema: z.object({ status: z.literal('ok') }),
        description: 'Up.',
      },
    },
  },
];
