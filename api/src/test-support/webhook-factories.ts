import type { CountryCode } from '../shared/countries.js';
import type { TestServer } from './test-server.js';

const createWebhookEndpointMutation = /* GraphQL */ `
  mutation create_webhook_endpoint($input: CreateWebhookEndpointInput!) {
    create_webhook_endpoint(input: $input) {
      endpoint {
        id
        url
        events
        enabled
      }
      secret
    }
  }
`;

const allWebhookEvents = [
  'JOB_STATUS_CHANGED',
  'UNITS_COMPLETED',
  'REPORT_READY',
  'CERTIFICATE_ISSUED',
  'RECONCILIATION_COMPLETED',
  'EVIDENCE_PACK_READY',
];

/** Registers an endpoint as an admin (of Norway unless named) over GraphQL; its id and secret. */
export async function createTestWebhookEndpoint(
  server: TestServer,
  adminToken: string,
  input: { url: string; events?: string[]; description?: string },
  country: CountryCode = 'no',
): Promise<{ id: string; secret: string }> {
  const response = await server.graphql<{
    create_webhook_endpoint: { endpoint: { id: string }; secret: string };
  }>({
    query: createWebhookEndpointMutation,
    token: adminToken,
    country,
    variables: { input: { events: allWebhookEvents, ...input } },
  });
  const created = response.body.data?.create_webhook_endpoint;
  if (!created) throw new Error(`Endpoint refused: ${JSON.stringify(response.body.errors)}`);
  return { id: created.endpoint.id, secret: created.secret };
}
