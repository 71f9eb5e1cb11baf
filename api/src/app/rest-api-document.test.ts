import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { referenceHtml } from '../http/openapi/reference-html.js';
import { restApiDocument } from './rest-api-document.js';

describe('restApiDocument', () => {
  it('is valid OpenAPI 3.1 for every route the server declares', async () => {
    const json = JSON.parse(JSON.stringify(restApiDocument())) as Record<string, unknown>;
    const result = await new Validator().validate(json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('has the SCIM routes, with a SCIM token', () => {
    const users = restApiDocument().paths['/scim/v2/{country}/Users'];
    expect(users?.get?.security).toEqual([{ scimToken: [] }]);
  });

  it('renders as the reference page, every route on it', () => {
    const document = restApiDocument();
    const html = referenceHtml(document, { stylesheet: '/a.css', document: '/a.json' });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(html).toContain(
          `<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`,
        );
      }
    }
  });
});
