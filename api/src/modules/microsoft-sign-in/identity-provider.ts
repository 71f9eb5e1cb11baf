import * as openid from 'openid-client';
import type { MicrosoftSignInConfig } from '../../config.js';

/** What the portal takes from Microsoft's ID token. */
export interface MicrosoftIdentity {
  /** Stable per user and application: links the Microsoft account to the portal user. */
  subject: string;
  /** Only an address Microsoft vouches for; null otherwise. */
  verifiedEmail: string | null;
}

interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface MicrosoftIdentityProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Redeems the code Microsoft sent back; throws when any check (PKCE, nonce, issuer) fails. */
  redeem(callbackCode: string, request: AuthorizationRequest): Promise<MicrosoftIdentity>;
}

/**
 * An e-mail counts as verified when the provider says so: `email_verified` (standard OpenID),
 * or `xms_edov` (Microsoft: the e-mail's domain is verified by the tenant, an optional claim to
 * enable in the app registration).
 */
function verifiedEmailOf(claims: Record<string, unknown>): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email.includes('@')) return null;
  return claims.email_verified === true || claims.xms_edov === true ? email : null;
}

/**
 * The OpenID Connect client for Microsoft's identity platform (authorization code flow with PKCE,
 * state and nonce). The issuer's metadata is discovered on first use and kept; a failed discovery
 * is retried by the next sign-in rather than remembered.
 */
export function createMicrosoftIdentityProvider(
  settings: MicrosoftSignInConfig,
): MicrosoftIdentityProvider {
  let configuration: Promise<openid.Configuration> | undefined;
  const discover = () => {
    const authority = new URL(settings.authorityUrl);
    // Config only allows plain http for a provider on this host (tests and local development).
    const insecure = authority.protocol === 'http:';
    configuration ??= openid
      .discovery(
        authority,
        settings.clientId,
        { redirect_uris: [settings.redirectUrl] },
        openid.ClientSecretPost(settings.clientSecret),
        insecure ? { execute: [openid.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl(request) {
      const url = openid.buildAuthorizationUrl(await discover(), {
        redirect_uri: settings.redirectUrl,
        scope: 'openid profile email',
        response_type: 'code',
        response_mode: 'query',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async redeem(callbackCode, request) {
      const configuration = await discover();
      const metadata = configuration.serverMetadata();
      const callbackUrl = new URL(settings.redirectUrl);
      callbackUrl.search = new URLSearchParams({
        code: callbackCode,
        state: request.state,
        // The web app passes on only the code and state. With a single configured provider
        // there is no mix-up to detect (RFC 9207), so the issuer is the one discovered.
        ...(metadata.authorization_response_iss_parameter_supported
          ? { iss: metadata.issuer }
          : {}),
      }).toString();
      const tokens = await openid.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token.');
      return { subject: claims.sub, verifiedEmail: verifiedEmailOf(claims) };
    },
  };
}
