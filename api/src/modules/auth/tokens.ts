import { createSecretKey } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { CountryCode } from '../../shared/countries.js';

export const tokenLifetimeSeconds = 60 * 60;

/** What a token says; the server still checks the session behind it on every request. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  supplierId: string;
  hasReportAccess: boolean;
  canUpload: boolean;
  isAdmin: boolean;
  /**
   * For a read-only customer view: who looks and until when, for the web app's banner. The
   * server reads the view from the session, never from this claim.
   */
  customerView?: { staffName: string; endsAt: Date };
}

interface VerifiedToken extends TokenClaims {
  expiresAt: Date;
}

export interface TokenService {
  issue(country: CountryCode, claims: TokenClaims): Promise<string>;
  /**
   * Checks signature, algorithm, issuer and audience. `acceptExpiredWithinSeconds` lets renewal
   * take an expired token; everything else must be unexpired. Returns null when not valid.
   */
  verify(
    country: CountryCode,
    token: string,
    options?: { acceptExpiredWithinSeconds?: number },
  ): Promise<VerifiedToken | null>;
  /** The issuer and audience of a country's tokens: its endpoint's URL. */
  issuerOf(country: CountryCode): string;
}

const algorithm = 'HS256';

/** How many verified tokens a server remembers (a few hundred bytes each). */
const verifiedTokenCacheSize = 10_000;

/**
 * Tokens already verified, by country and exact text: the same bytes under the same key give
 * the same answer until they expire, so a hit skips the signature check. Revocation is not
 * decided here (the session behind the token is checked on every request).
 */
class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedToken>();

  get(key: string, now: number): VerifiedToken | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt.getTime() <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, token: VerifiedToken): void {
    if (this.entries.size >= verifiedTokenCacheSize) {
      // The oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, token);
  }
}

export function createTokenService(signingKeyBytes: Uint8Array, publicUrl: string): TokenService {
  // Imported once: jose would otherwise import raw key bytes on every sign and verify.
  const signingKey = createSecretKey(signingKeyBytes);
  const issuerOf = (country: CountryCode) => `${publicUrl}/graphql/${country}`;
  const verified = new VerifiedTokenCache();
  return {
    issuerOf,
    async issue(country, claims) {
      const issuer = issuerOf(country);
      return new SignJWT({
        sid: claims.sessionId,
        supplier_id: claims.supplierId,
        has_report_access: claims.hasReportAccess,
        can_upload: claims.canUpload,
        is_admin: claims.isAdmin,
        ...(claims.customerView
          ? {
              customer_view: {
                staff_name: claims.customerView.staffName,
                ends_at: Math.floor(claims.customerView.endsAt.getTime() / 1000),
              },
            }
          : {}),
      })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(issuer)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(signingKey);
    },
    async verify(country, token, options = {}) {
      // Renewal (expired tokens accepted) is rare and always checks the signature.
      const cacheable = options.acceptExpiredWithinSeconds === undefined;
      const cacheKey = `${country} ${token}`;
      if (cacheable) {
        const known = verified.get(cacheKey, Date.now());
        if (known !== undefined) return known;
      }
      try {
        const issuer = issuerOf(country);
        const { payload } = await jwtVerify(token, signingKey, {
          algorithms: [algorithm],
          issuer,
          audience: issuer,
          requiredClaims: ['sub', 'exp', 'sid'],
          clockTolerance: options.acceptExpiredWithinSeconds ?? 0,
        });
        const { sub, sid, supplier_id, has_report_access, can_upload, is_admin, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof supplier_id !== 'string') {
          return null;
        }
        const result: VerifiedToken = {
          userId: sub,
          sessionId: sid,
          supplierId: supplier_id,
          hasReportAccess: has_report_access === true,
          canUpload: can_upload === true,
          isAdmin: is_admin === true,
          expiresAt: new Date((exp ?? 0) * 1000),
        };
        if (cacheable) verified.set(cacheKey, Object.freeze(result));
        return result;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header; undefined for an empty value. */
export function bearerTokenOf(authorizationHeader: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader ?? '');
  return match?.[1];
}
