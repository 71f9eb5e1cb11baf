import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

export const demoPassword = 'Demo1234';

const signInMutation =
  'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { token } }';

/** Signs in through the API (faster than the form) and returns the token. */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  country: 'no' | 'dk' | 'se' = 'no',
): Promise<string> {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/${country}`, {
    data: {
      operationName: 'auth',
      query: signInMutation,
      variables: { email, password: demoPassword },
    },
    headers: { authorization: '' },
  });
  const body = (await response.json()) as { data?: { auth?: { token?: string } } };
  const token = body.data?.auth?.token;
  if (!token) throw new Error(`Could not sign in ${email}: ${JSON.stringify(body)}`);
  return token;
}

/** A fresh browser context whose localStorage already holds the token. */
export async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  options: { viewport?: { width: number; height: number }; country?: 'no' | 'dk' | 'se' } = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const baseURL = process.env.E2E_BASE_URL!;
  const token = await tokenFor(request, email, options.country);
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    storageState: {
      cookies: options.country
        ? [
            {
              name: 'selectedCountry',
              value: options.country.toUpperCase(),
              domain: 'localhost',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ]
        : [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'jwt', value: token }] }],
    },
  });
  return { context, page: await context.newPage(), token };
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
