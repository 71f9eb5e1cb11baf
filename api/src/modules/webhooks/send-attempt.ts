import http from 'node:http';
import https from 'node:https';
import type { WebhookConfig } from '../../config.js';
import { assertLiteralAddressDeliverable, checkedLookup } from './endpoint-address.js';

export interface AttemptOutcome {
  /** 2xx: delivered. */
  delivered: boolean;
  responseStatus: number | null;
  /** Why it failed, short; null when delivered. */
  error: string | null;
}

/** At most this much of a receiver's answer is read (then the connection is dropped). */
const maximumResponseBytes = 64 * 1024;

/**
 * One POST of a signed event to an endpoint. Redirects are not followed (a redirect could lead
 * anywhere); the connection goes only to addresses checked by `checkedLookup`.
 */
export function sendAttempt(
  config: WebhookConfig,
  target: { url: string; headers: Record<string, string>; body: string },
): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target.url);
      assertLiteralAddressDeliverable(url, config);
    } catch (error) {
      resolve({ delivered: false, responseStatus: null, error: messageOf(error) });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...target.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body).toString(),
          'user-agent': 'itad-portal-webhooks/1',
        },
        lookup: checkedLookup(config),
        timeout: config.attemptTimeoutMilliseconds,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maximumResponseBytes) response.destroy();
        });
        const settle = () =>
          resolve({
            delivered: status >= 200 && status < 300,
            responseStatus: status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          });
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    // The timeout covers the whole attempt, not only an idle socket.
    const deadline = setTimeout(
      () => request.destroy(new Error('timed out')),
      config.attemptTimeoutMilliseconds,
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) =>
      resolve({ delivered: false, responseStatus: null, error: messageOf(error) }),
    );
    request.on('close', () => clearTimeout(deadline));
    request.end(target.body);
  });
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300);
}
