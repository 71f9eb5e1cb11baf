import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import {
  parseMetrics,
  sampleValue,
  scrapeMetrics,
  type MetricSample,
} from '../../test-support/metrics-scrape.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getUser = /* GraphQL */ `
  query get_user {
    get_user {
      id
    }
  }
`;

const graphqlRequests = (operation: string, outcome: 'ok' | 'error') => ({
  kind: 'graphql',
  operation,
  status: '200',
  outcome,
});

describe('GET /metrics (development: open without METRICS_TOKEN)', () => {
  it('counts GraphQL requests by operation, status and outcome, with latency buckets', async () => {
    const user = await createUser(server.databases.no);
    const token = await signIn(server, user);
    const before = await scrapeMetrics(server.url);
    for (let call = 0; call < 3; call += 1) {
      const answer = await server.graphql({ query: getUser, operationName: 'get_user', token });
      expect(answer.body.errors).toBeUndefined();
    }
    await server.graphql({
      query: 'mutation auth { auth(email: "nobody@example.com", password: "wrong") { id } }',
      operationName: 'auth',
    });
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = parseMetrics(await response.text());

    const count = (samples: MetricSample[], labels: Record<string, string>) =>
      sampleValue(samples, 'portal_http_requests_total', labels);
    const okGetUser = graphqlRequests('get_user', 'ok');
    expect(count(after, okGetUser) - count(before, okGetUser)).toBe(3);
    const failedAuth = graphqlRequests('auth', 'error');
    expect(count(after, failedAuth) - count(before, failedAuth)).toBe(1);

    const durations = after.filter(
      (sample) =>
        sample.name === 'portal_http_request_duration_seconds_bucket' &&
        sample.labels.operation === 'get_user' &&
        sample.labels.outcome === 'ok',
    );
    expect(durations.map((sample) => sample.labels.le)).toContain('0.1');
    const cumulative = durations.map((sample) => sample.value);
    expect(cumulative).toEqual([...cumulative].sort((first, second) => first - second));
    expect(durations.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: 3 });
    const countOf = { kind: 'graphql', operation: 'get_user', outcome: 'ok' };
    expect(sampleValue(after, 'portal_http_request_duration_seconds_count', countOf)).toBe(3);
    expect(sampleValue(after, 'portal_http_request_duration_seconds_sum', countOf)).toBeGreaterThan(
      0,
    );
    // Node's default process metrics come along.
    expect(after.some((sample) => sample.name === 'process_cpu_seconds_total')).toBe(true);
    expect(after.some((sample) => sample.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('labels REST requests by route pattern, never by the ids in the URL', async () => {
    const reportId = randomUUID();
    const documentId = randomUUID();
    const download = await fetch(`${server.url}/api/reports/no/${reportId}/xlsx?key=${reportId}`);
    expect(download.status).toBe(404);
    await fetch(`${server.url}/files/no/documents/${documentId}`);
    await fetch(`${server.url}/no-such-page/${documentId}`);
    const response = await fetch(`${server.url}/metrics`);
    const text = await response.text();

    expect(text).not.toContain(reportId);
    expect(text).not.toContain(documentId);
    expect(
      sampleValue(parseMetrics(text), 'portal_http_requests_total', {
        kind: 'rest',
        operation: 'GET /api/reports/:country/:reportId/:format',
        status: '404',
        outcome: 'error',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('labels only the schema’s and the web app’s operation names; any other is "other"', async () => {
    // An anonymous caller naming operations freely takes no label of its own.
    const prefix = `zz${randomUUID().slice(0, 8)}`;
    for (let index = 0; index < 5; index += 1) {
      const name = `${prefix}_${index}`;
      await server.graphql({ query: `query ${name} { __typename }`, operationName: name });
    }
    const failing = `failing_${randomUUID().slice(0, 8)}`;
    await server.graphql({ query: `query ${failing} { no_such_field }`, operationName: failing });
    // A name of the web app's own, not a root field, keeps its label.
    await server.graphql({
      query: `query switchable_suppliers { __typename }`,
      operationName: 'switchable_suppliers',
    });
    const samples = await scrapeMetrics(server.url);

    const operations = new Set(
      samples
        .filter((sample) => sample.name === 'portal_http_requests_total')
        .map((sample) => sample.labels.operation),
    );
    expect([...operations].filter((operation) => operation?.startsWith(prefix))).toEqual([]);
    expect(operations.has(failing)).toBe(false);
    expect(operations.has('switchable_suppliers')).toBe(true);
    expect(
      sampleValue(samples, 'portal_http_requests_total', graphqlRequests('other', 'ok')),
    ).toBeGreaterThanOrEqual(5);
    expect(
      sampleValue(samples, 'portal_http_requests_total', {
        kind: 'graphql',
        operation: 'other',
        outcome: 'error',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const metricsToken = `metrics-${randomUUID()}`;
  let production: TestServer;
  let productionWithoutToken: TestServer;
  beforeAll(async () => {
    production = await startTestServer({
      ...productionEnvironment(),
      METRICS_TOKEN: metricsToken,
    });
    productionWithoutToken = await startTestServer(productionEnvironment());
  });
  afterAll(async () => {
    await production.close();
    await productionWithoutToken.close();
  });

  it('answers only the bearer of the token', async () => {
    const anonymous = await fetch(`${production.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await anonymous.text()).not.toContain('portal_http_requests_total');
    const wrong = await fetch(`${production.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}x` },
    });
    expect(wrong.status).toBe(401);
    const otherScheme = await fetch(`${production.url}/metrics`, {
      headers: { authorization: `Basic ${metricsToken}` },
    });
    expect(otherScheme.status).toBe(401);

    const samples = await scrapeMetrics(production.url, {
      authorization: `Bearer ${metricsToken}`,
    });
    expect(samples.some((sample) => sample.name === 'portal_email_outbox_pending')).toBe(true);
  });

  it('is off in production without a token', async () => {
    const response = await fetch(`${productionWithoutToken.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('portal_');
  });
});
