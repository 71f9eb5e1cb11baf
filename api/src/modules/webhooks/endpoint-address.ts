import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookConfig } from '../../config.js';
import { DomainError } from '../../shared/errors.js';
import { isDeliverableAddress } from './address-policy.js';

/** Why a URL cannot receive webhooks, in words an admin can act on. */
class RefusedWebhookAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedWebhookAddress';
  }
}

function refusal(message: string): DomainError {
  return new DomainError('BAD_USER_INPUT', message, { fields: [{ field: 'url', message }] });
}

/** The URL's own form: http(s), https in production, no credentials in it. */
function parseWebhookUrl(raw: string, config: WebhookConfig): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refusal('Enter a complete URL, such as https://example.com/webhooks.');
  }
  const protocols = config.requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!protocols.includes(url.protocol)) {
    throw refusal(
      config.requireHttps ? 'The URL must start with https://.' : 'The URL must be http or https.',
    );
  }
  if (url.username || url.password)
    throw refusal('The URL may not contain a user name or password.');
  return url;
}

function hostAddressOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

function resolveAll(hostname: string): Promise<{ address: string; family: number }[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

function assertDeliverable(address: string, host: string, config: WebhookConfig): void {
  if (!isDeliverableAddress(address, config.allowLoopback)) {
    throw new RefusedWebhookAddress(
      `${host} resolves to ${address}, a private, loopback, link-local or otherwise non-public address, which webhooks may not reach.`,
    );
  }
}

/**
 * Checks at registration that the URL's host resolves only to public addresses. Delivery checks
 * again (checkedLookup), because DNS may answer differently by then.
 */
export async function checkWebhookUrl(raw: string, config: WebhookConfig): Promise<string> {
  const url = parseWebhookUrl(raw, config);
  try {
    const literal = hostAddressOf(url);
    if (literal) {
      assertDeliverable(literal, url.hostname, config);
    } else {
      let addresses: { address: string }[];
      try {
        addresses = await resolveAll(url.hostname);
      } catch {
        throw new RefusedWebhookAddress(`${url.hostname} could not be resolved.`);
      }
      for (const { address } of addresses) assertDeliverable(address, url.hostname, config);
    }
  } catch (error) {
    if (error instanceof RefusedWebhookAddress) throw refusal(error.message);
    throw error;
  }
  return url.toString();
}

/**
 * The lookup a delivery connects with: it resolves the host, refuses if any answer is not
 * deliverable, and hands the socket the very addresses it checked, so a DNS answer that changes
 * between check and connection (rebinding) cannot slip through.
 */
export function checkedLookup(config: WebhookConfig): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        for (const { address } of addresses) assertDeliverable(address, hostname, config);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/** The same check for a URL whose host is an IP address (Node does not look those up). */
export function assertLiteralAddressDeliverable(url: URL, config: WebhookConfig): void {
  const literal = hostAddressOf(url);
  if (literal) assertDeliverable(literal, url.hostname, config);
}
