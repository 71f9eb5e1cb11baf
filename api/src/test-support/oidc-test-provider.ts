import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, standing in for
 * Microsoft's identity platform in tests. Its development sign-in page accepts any login with
 * any password; the login is the account: its e-mail claim is the login itself, verified unless
 * the login starts with "unverified." (so tests can present an unverified e-mail).
 */
export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment for the portal server that points its Microsoft sign-in here. */
  environment: Record<string, string>;
  close(): Promise<void>;
}

export const unverifiedLoginPrefix = 'unverified.';

export async function startOidcTestProvider(options: {
  redirectUrl: string;
  port?: number;
  /** Whose sign-in it stands in for: customers' (MICROSOFT_*) or the console's (STAFF_MICROSOFT_*). */
  for?: 'customers' | 'staff';
}): Promise<OidcTestProvider> {
  const prefix = options.for === 'staff' ? 'STAFF_' : '';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `portal-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Microsoft: the scopes' claims ride in the ID token, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => {
        const email = accountId.startsWith(unverifiedLoginPrefix)
          ? accountId.slice(unverifiedLoginPrefix.length)
          : accountId;
        return {
          sub: accountId,
          email,
          email_verified: !accountId.startsWith(unverifiedLoginPrefix),
          name: email.split('@')[0],
        };
      },
    }),
  });
  // Its warnings about development-only features are expected here.
  provider.on('server_error', (_context, error) => console.error('oidc test provider:', error));
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    environment: {
      [`${prefix}MICROSOFT_AUTHORITY_URL`]: issuer,
      [`${prefix}MICROSOFT_CLIENT_ID`]: clientId,
      [`${prefix}MICROSOFT_CLIENT_SECRET`]: clientSecret,
      [`${prefix}MICROSOFT_REDIRECT_URL`]: options.redirectUrl,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Goes through the provider's sign-in and consent pages like a browser (cookies, redirects,
 * forms) and returns the URL it finally sends the browser back to: the redirect URL with the
 * code and state.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const origin = new URL(authorizationUrl).origin;

  let next = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    if (next.origin !== origin) return next;
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) {
      throw new Error(`Unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    }
    next = new URL(action.replaceAll('&amp;', '&'), next);
    form = new URLSearchParams({ prompt, login, password: 'any password' });
  }
  throw new Error('The provider did not send the browser back in time.');
}
