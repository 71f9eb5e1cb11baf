import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookConfig } from '../../config.js';
import { checkWebhookUrl } from './endpoint-address.js';
import { sendAttempt } from './send-attempt.js';

const production: WebhookConfig = {
  requireHttps: true,
  allowLoopback: false,
  attemptTimeoutMilliseconds: 2_000,
};
const development: WebhookConfig = { ...production, requireHttps: false };

describe('an endpoint URL at registration', () => {
  it.each([
    ['http://93.184.215.14/hooks', /must start with https/],
    ['https://127.0.0.1/hooks', /127\.0\.0\.1.*non-public/],
    ['https://[::1]/hooks', /non-public/],
    ['https://[::ffff:127.0.0.1]/hooks', /non-public/],
    ['https://localhost/hooks', /localhost resolves to .*non-public/],
    ['https://169.254.169.254/latest', /non-public/],
    ['https://0x7f.1/hooks', /non-public/],
  ])('is refused in production: %s', async (url, message) => {
    await expect(checkWebhookUrl(url, production)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(message) as unknown as string,
    });
  });

  it('takes a public https address, and http outside production', async () => {
    await expect(checkWebhookUrl('https://93.184.215.14/hooks', production)).resolves.toBe(
      'https://93.184.215.14/hooks',
    );
    await expect(checkWebhookUrl('http://93.184.215.14/hooks', development)).resolves.toBe(
      'http://93.184.215.14/hooks',
    );
  });
});

describe('a delivery attempt', () => {
  let requests = 0;
  const receiver = createServer((_request, response) => {
    requests += 1;
    response.writeHead(204).end();
  });
  let port = 0;
  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => receiver.close());

  it('checks the address again and never connects to a refused one, named or not', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const outcome = await sendAttempt(development, {
        url: `http://${host}:${port}/hooks`,
        headers: {},
        body: '{}',
      });
      expect(outcome).toMatchObject({ delivered: false, responseStatus: null });
      expect(outcome.error).toMatch(/non-public/);
    }
    expect(requests).toBe(0);
    const allowed = await sendAttempt(
      { ...development, allowLoopback: true },
      { url: `http://localhost:${port}/hooks`, headers: {}, body: '{}' },
    );
    expect(allowed).toEqual({ delivered: true, responseStatus: 204, error: null });
    expect(requests).toBe(1);
  });
});
