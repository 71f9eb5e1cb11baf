import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../platform/services.js';
import { openApiDocument } from '../../http/openapi/openapi-document.js';
import { scimRouteDocumentation, scimRoutes } from './routes.js';

describe('the SCIM routes in the API contract', () => {
  it('lists exactly the routes the server has', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    // Registering reads no service: the handlers do, and none is called here.
    await app.register(scimRoutes, { services: {} as AppServices });
    await app.ready();
    await app.close();
    const documented = scimRouteDocumentation.map((route) => `${route.method} ${route.url}`);
    expect(documented.sort()).toEqual(registered.sort());
    expect(registered).toHaveLength(15);
  });

  it('describes them as valid OpenAPI 3.1, each with a SCIM token and SCIM errors', async () => {
    const document = openApiDocument(scimRouteDocumentation, { title: 'SCIM', version: '1' });
    const json = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
    const result = await new Validator().validate(json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(15);
    for (const operation of operations) {
      expect(operation.security).toEqual([{ scimToken: [] }]);
      expect(operation.responses['401']?.content).toHaveProperty(['application/scim+json']);
    }
    const createUser = document.paths['/scim/v2/{country}/Users']?.post;
    expect(Object.keys(createUser?.responses ?? {})).toContain('201');
    expect(createUser?.requestBody?.content['application/scim+json']?.schema).toMatchObject({
      required: ['userName'],
    });
  });
});
