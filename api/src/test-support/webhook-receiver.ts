import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** How many times this webhook-id arrived with a valid signature. */
  count: number;
  /** The secrets (by index in `secrets`) whose signature verified the last arrival. */
  verifiedWith: number[];
  receivedAt: number;
}

/**
 * A customer's receiver on loopback: it checks every request with the Standard Webhooks
 * reference library (not the portal's code) against the secrets it was given, answers 204 to a
 * valid one and 400 otherwise, and can be taken down (nothing listens) and brought back up.
 */
export interface WebhookReceiver {
  url: string;
  secrets: string[];
  /** Valid webhooks by webhook-id. */
  received: Map<string, ReceivedWebhook>;
  /** Requests whose signature none of the secrets verified. */
  invalid: number;
  /** Stops listening: the portal's attempts meet a refused connection. */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeUp(): Promise<void>;
  /** Waits until the condition holds, checking on each arrival and every 50 ms. */
  waitUntil(condition: () => boolean, timeoutMilliseconds?: number): Promise<void>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const received = new Map<string, ReceivedWebhook>();
  const receiver: WebhookReceiver = {
    url: '',
    secrets: [],
    received,
    invalid: 0,
    goDown: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    comeUp: async () => {
      server = createServer(handle);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    waitUntil: async (condition, timeoutMilliseconds = 20_000) => {
      const deadline = Date.now() + timeoutMilliseconds;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error('The receiver waited in vain');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => receiver.goDown(),
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    void bodyOf(request).then((body) => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      const verifiedWith = receiver.secrets.flatMap((secret, index) => {
        try {
          new Webhook(secret).verify(body, headers);
          return [index];
        } catch {
          return [];
        }
      });
      if (request.url !== path || verifiedWith.length === 0) {
        receiver.invalid += 1;
        response.writeHead(400).end();
        return;
      }
      const payload = JSON.parse(body) as ReceivedWebhook['payload'];
      const known = received.get(headers['webhook-id']);
      received.set(headers['webhook-id'], {
        id: headers['webhook-id'],
        type: payload.type,
        payload,
        count: (known?.count ?? 0) + 1,
        verifiedWith,
        receivedAt: Date.now(),
      });
      response.writeHead(204).end();
    });
  };
  let server: Server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${port}${path}`;
  return receiver;
}
