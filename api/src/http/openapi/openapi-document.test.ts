import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from './openapi-document.js';
import type { DocumentedRoute } from '../../platform/documented-route.js';
import { sampleRoutes } from './sample-routes.js';

/** The validator's verdict on a document, as it would read the JSON file. */
const validated = (value: unknown) =>
  new Validator().validate(JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

const info = { title: 'Portal API', version: '1.0.0' };
const document = openApiDocument(sampleRoutes, info);
const operation = (path: string, method: 'get' | 'post' | 'patch') => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`No ${method} ${path} in the document`);
  return found;
};

describe('openApiDocument', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await validated(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    // The validator is no rubber stamp: a parameter in the body (OpenAPI 2's way) is refused.
    const broken = structuredClone(document);
    const [country] = broken.paths['/api/settlements/{country}/list']?.get?.parameters ?? [];
    Object.assign(country ?? {}, { in: 'body' });
    expect((await validated(broken)).valid).toBe(false);
  });

  it('writes Fastify paths with OpenAPI templates, sorted, path parameters in order', () => {
    expect(Object.keys(document.paths)).toEqual([
      '/api/provider/{country}/jobs/{jobId}/units',
      '/api/settlements/{country}/list',
      '/files/{country}/documents/{documentId}',
      '/files/{country}/settlements/{settlementId}/document',
      '/health',
      '/scim/v2/{country}/Users/{id}',
    ]);
    const parameters = operation(
      '/files/{country}/settlements/{settlementId}/document',
      'get',
    ).parameters;
    expect(parameters).toEqual([
      {
        name: 'country',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['dk', 'no'] },
      },
      {
        name: 'settlementId',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }) as unknown,
      },
    ]);
  });

  it('describes the query as parameters, required as the schema says', () => {
    const parameters = operation('/api/settlements/{country}/list', 'get').parameters ?? [];
    expect(parameters.filter((parameter) => parameter.in === 'query')).toEqual([
      {
        name: 'status',
        in: 'query',
        required: false,
        description: 'Only settlements of this status.',
        schema: { type: 'string', enum: ['OPEN', 'PAID'] },
      },
      expect.objectContaining({ name: 'page', in: 'query', required: true }) as unknown,
    ]);
  });

  it('describes the body, its limit, and a 204 answer without content', () => {
    const units = operation('/api/provider/{country}/jobs/{jobId}/units', 'post');
    expect(units.requestBody).toEqual({
      required: true,
      description: 'At most 1048576 bytes.',
      content: {
        'application/json': {
          schema: expect.objectContaining({
            properties: {
              serialNumbers: {
                type: 'array',
                items: { type: 'string' },
                minItems: 1,
                maxItems: 500,
              },
            },
          }) as unknown,
        },
      },
    });
    expect(units.responses['204']).toEqual({ description: 'Added.' });
    // The job is looked up: a bad job id is "not found", so nothing here is a 400 but the body.
    expect(Object.keys(units.responses)).toEqual(['204', '400', '401', '403', '404', '413']);
  });

  it('describes a JSON answer by its schema and errors by the standard body', () => {
    const list = operation('/api/settlements/{country}/list', 'get');
    expect(list.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { items: { type: 'array' }, total: { type: 'integer' } },
    });
    expect(list.responses['401']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    expect(document.components.schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('names the credentials each kind of route takes', () => {
    expect(
      operation('/files/{country}/settlements/{settlementId}/document', 'get').security,
    ).toEqual([{ sessionToken: [] }, { apiToken: ['read'] }]);
    expect(operation('/api/settlements/{country}/list', 'get').security).toEqual([
      { sessionToken: [] },
    ]);
    expect(operation('/api/provider/{country}/jobs/{jobId}/units', 'post').security).toEqual([
      { providerKey: [] },
    ]);
    expect(operation('/scim/v2/{country}/Users/{id}', 'patch').security).toEqual([
      { scimToken: [] },
    ]);
    const consoleRoute: DocumentedRoute = {
      method: 'POST',
      url: '/api/console/:country/documents',
      params: z.object({ country: z.enum(['no']) }),
      authentication: 'staff',
      docs: {
        summary: 'Upload a document',
        tag: 'Console',
        response: { status: 201, contentType: 'application/json', description: 'Stored.' },
      },
    };
    const withConsole = openApiDocument([consoleRoute], info);
    expect(withConsole.paths['/api/console/{country}/documents']?.post?.security).toEqual([
      { staffSession: [] },
    ]);
    expect(operation('/health', 'get').security).toBeUndefined();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'apiToken',
      'providerKey',
      'scimToken',
      'sessionToken',
      'staffSession',
    ]);
  });

  it('answers only the errors a route can give', () => {
    const statuses = (path: string, method: 'get' | 'post' | 'patch') =>
      Object.keys(operation(path, method).responses);
    expect(statuses('/health', 'get')).toEqual(['200']);
    expect(statuses('/files/{country}/settlements/{settlementId}/document', 'get')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
    ]);
    const scim = operation('/scim/v2/{country}/Users/{id}', 'patch');
    expect(scim.responses['404']?.content).toEqual({
      'application/scim+json': { schema: { $ref: '#/components/schemas/ScimError' } },
    });
    expect(Object.keys(scim.requestBody?.content ?? {})).toEqual(['application/scim+json']);
  });

  it('marks a superseded route deprecated and names the route to use', () => {
    const old = operation('/files/{country}/documents/{documentId}', 'get');
    expect(old.deprecated).toBe(true);
    expect(old.description).toContain('Use `/api/documents/{country}/{documentId}` instead.');
    expect(operation('/health', 'get').deprecated).toBeUndefined();
  });

  it('lists the tags sorted, and is the same whatever order the routes come in', () => {
    expect(document.tags).toEqual([
      { name: 'Documents' },
      { name: 'Operations' },
      { name: 'Provider jobs' },
      { name: 'SCIM' },
      { name: 'Settlements' },
    ]);
    const reversed = openApiDocument([...sampleRoutes].reverse(), info);
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(document));
  });

  it('moves recursive parts to the components, where their references point', async () => {
    type Folder = { name: string; folders: Folder[] };
    const folder: z.ZodType<Folder> = z.lazy(() =>
      z.object({ name: z.string(), folders: z.array(folder) }),
    );
    const withTree = openApiDocument(
      [
        {
          method: 'GET',
          url: '/api/folders/:country',
          params: z.object({ country: z.string() }),
          authentication: 'none',
          docs: {
            summary: 'Folders',
            tag: 'Folders',
            response: { contentType: 'application/json', schema: folder, description: 'Tree.' },
          },
        },
      ],
      info,
    );
    const text = JSON.stringify(withTree);
    expect(text).not.toContain('#/$defs/');
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, name] of references) expect(withTree.components.schemas).toHaveProperty(name!);
    expect((await validated(withTree)).valid).toBe(true);
  });

  it('refuses two routes of the same method and path', () => {
    const [first] = sampleRoutes;
    expect(() => openApiDocument([first!, first!], info)).toThrow(/Two routes declare GET/);
  });
});
