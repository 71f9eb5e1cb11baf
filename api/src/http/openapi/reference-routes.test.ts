import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from './openapi-document.js';
import { apiReferenceRoutes } from './reference-routes.js';
import { sampleRoutes } from './sample-routes.js';

const document = openApiDocument(
  [
    ...sampleRoutes,
    {
      method: 'GET',
      url: '/api/notes/:country',
      params: z.object({ country: z.string() }),
      authentication: 'none',
      docs: {
        summary: 'Notes <script>alert(1)</script>',
        tag: 'Notes & more',
        response: { contentType: 'text/plain', description: 'Plain text.' },
      },
    },
  ],
  { title: 'Portal API', version: '2.1.0', description: 'For integrators.' },
);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(apiReferenceRoutes, { document });
  await app.ready();
});
afterAll(() => app.close());

async function page() {
  const response = await app.inject({ method: 'GET', url: '/api/reference' });
  return { response, html: response.body };
}

/** The HTML of one operation's section, found by its heading's method and path. */
function operationHtml(html: string, method: string, path: string): string {
  const start = html.indexOf(`<span class="method">${method}</span> <code>${path}</code>`);
  expect(start, `${method} ${path} on the page`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

describe('GET /api/openapi.json', () => {
  it('answers the document given, as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe('GET /api/reference', () => {
  it('is an English HTML page with its stylesheet linked, no script, no inline style', async () => {
    const { response, html } = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<link rel="stylesheet" href="/api/reference.css">');
    expect(html).toContain('<a href="/api/openapi.json">');
    expect(html).not.toMatch(/<script|style=|<style/i);
    const stylesheet = await app.inject({ method: 'GET', url: '/api/reference.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.body).toContain('.operation');
  });

  it('groups the routes under a heading per tag, in the contents too', async () => {
    const { html } = await page();
    const tagHeadings = [...html.matchAll(/<h2 id="tag-[^"]+">([^<]+)<\/h2>/g)].map(
      (match) => match[1],
    );
    expect(tagHeadings).toEqual([
      'Documents',
      'Notes &amp; more',
      'Operations',
      'Provider jobs',
      'SCIM',
      'Settlements',
    ]);
    expect(html).toContain('<li><a href="#tag-settlements">Settlements</a></li>');
    const settlements = html.slice(html.indexOf('id="tag-settlements"'));
    expect(settlements).toContain('<code>/api/settlements/{country}/list</code>');
  });

  it('shows each route with its parameters, credentials and answers', async () => {
    const { html } = await page();
    const list = operationHtml(html, 'GET', '/api/settlements/{country}/list');
    expect(list).toContain('Settlements, a page at a time');
    expect(list).toContain('<a href="#auth-session-token">Session token</a>');
    expect(list).toMatch(
      /<th scope="row"><code>status<\/code><\/th><td>query<\/td><td>one of: &quot;OPEN&quot;, &quot;PAID&quot;<\/td><td>no<\/td><td>Only settlements of this status.<\/td>/,
    );
    expect(list).toContain('<code>items[].id</code>');
    expect(list).toContain('<strong>401</strong>');
    const file = operationHtml(html, 'GET', '/files/{country}/settlements/{settlementId}/document');
    expect(file).toContain('<a href="#auth-api-token">API token</a> (scope: read)');
    expect(file).toContain('<code>application/pdf</code>');
    expect(html).toContain('<dt id="auth-api-token">API token</dt>');
  });

  it('shows a request body with its fields and limit', async () => {
    const { html } = await page();
    const units = operationHtml(html, 'POST', '/api/provider/{country}/jobs/{jobId}/units');
    expect(units).toContain('<h4>Request body</h4>');
    expect(units).toContain('At most 1048576 bytes.');
    expect(units).toMatch(/<code>serialNumbers<\/code><\/th><td>array of string<\/td><td>yes/);
  });

  it('marks a deprecated route and names the one to use', async () => {
    const { html } = await page();
    const old = operationHtml(html, 'GET', '/files/{country}/documents/{documentId}');
    expect(old).toContain('<span class="deprecated">(deprecated)</span>');
    expect(old).toContain('Use <code>/api/documents/{country}/{documentId}</code> instead.');
    const current = operationHtml(html, 'GET', '/health');
    expect(current).not.toContain('deprecated');
    expect(current).toContain('Authentication: none.');
  });

  it('escapes the text of the document', async () => {
    const { html } = await page();
    expect(html).toContain('Notes &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
