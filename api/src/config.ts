import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import {
  environmentVariablesSchema,
  type nodeEnvironmentSchema,
  type RawConfig,
} from './config-environment.js';
import { resolveProviderIdentities } from './provider-config.js';
import type { ProviderIdentity } from './shared/documents/provider-identity.js';
import { configurationDocumentation } from './shared/configuration-documentation.js';
import { countryCodes, type CountryCode } from './shared/countries.js';
import { parseProxyTrust, type ProxyTrust } from './shared/proxy-trust.js';
import {
  resolveSecretEncryption,
  type SecretEncryptionConfig,
} from './shared/secret-encryption-config.js';
import { resolveStorageConfig, type StorageConfig } from './shared/storage/storage-config.js';

type Environment = z.infer<typeof nodeEnvironmentSchema>;

export interface AppConfig {
  environment: Environment;
  port: number;
  host: string;
  publicUrl: string;
  dataDirectory: string;
  /** Per-country connection strings; undefined means "use the embedded server". */
  databaseUrls: Record<CountryCode, string> | undefined;
  embeddedPostgresPort: number;
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Where notices for the provider's staff (access requests) go. */
  providerStaffEmail: string;
  /** Raw key from the environment; in demo mode a generated key is used when absent. */
  tokenSigningKey: string | undefined;
  /** Signs evidence packs; in demo mode a generated key kept under the data folder when absent. */
  evidenceSigningKey: string | undefined;
  webshopUrl: string;
  /** The customer chat widget; undefined (not loaded at all) unless MESSENGER_PAGE_ID is set. */
  messenger: { pageId: string; appId: string | undefined } | undefined;
  /** The provider's name as it issues certificates of destruction. */
  providerName: string;
  /** The provider's letterhead, signatory, payment details and brand (documents and e-mails). */
  provider: ProviderIdentity;
  /** The company each country's documents come from (Norway's is `provider`). */
  providers: Record<CountryCode, ProviderIdentity>;
  /**
   * Generated report files with local storage (default <DATA_DIR>/reports); with S3, the
   * folder where reports are written before they go up.
   */
  reportsDirectory: string;
  /** Where files live: local folders (the default) or an S3 bucket all instances share. */
  storage: StorageConfig;
  /** Who holds what, and how soon work of a process that is gone is taken over. */
  recovery: RecoveryConfig;
  logLevel: string;
  seedDemoData: boolean;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy only). */
  /** Proxies allowed to name the client address in X-Forwarded-For. */
  trustProxy: ProxyTrust;
  /** Sign-in with Microsoft (OpenID Connect); undefined hides it. */
  microsoftSignIn: MicrosoftSignInConfig | undefined;
  /** Staff's sign-in to the console with the provider's own Microsoft tenant; undefined when off. */
  staffMicrosoftSignIn: MicrosoftSignInConfig | undefined;
  /** Who may read GET /metrics. */
  metrics: MetricsAccess;
  /** Months the audit log keeps an entry (whole months are dropped after that). */
  auditLogRetentionMonths: number;
  /** Calls an organisation API token may make per minute (all instances together). */
  apiTokenRequestsPerMinute: number;
  /** Where webhooks may be delivered (docs/integrating/webhooks.md). */
  webhooks: WebhookConfig;
  /** Encrypts secrets the server must read back (webhook signing secrets) at rest. */
  secretEncryption: SecretEncryptionConfig;
}

export interface WebhookConfig {
  /** Production: only https URLs. */
  requireHttps: boolean;
  /** Tests and development only: loopback addresses (127.0.0.0/8, ::1) may receive webhooks. */
  allowLoopback: boolean;
  attemptTimeoutMilliseconds: number;
}

/**
 * With METRICS_TOKEN set, /metrics requires it as a bearer token everywhere; without it,
 * /metrics is open outside production and off in production.
 */
export type MetricsAccess = { mode: 'off' } | { mode: 'open' } | { mode: 'token'; token: string };

export interface RecoveryConfig {
  /** Stable across restarts of one instance, so a restart releases what its last life held. */
  instanceName: string;
  heartbeatSeconds: number;
  /** A life whose heartbeat is older than this is taken to be gone. */
  staleSeconds: number;
}

export interface MicrosoftSignInConfig {
  /** The OpenID issuer to discover, e.g. https://login.microsoftonline.com/<tenant>/v2.0. */
  authorityUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where Microsoft sends the browser back: the web app's /login/microsoft/ page. */
  redirectUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * DATABASE_URL names one server; each country gets its own database on it:
 * "{country}" in the URL is replaced by the country code, otherwise "_<country>"
 * is appended to the database name. DATABASE_URL_NO/_DK/_SE override one country.
 */
export function countryDatabaseUrl(baseUrl: string, country: CountryCode): string {
  const placeholder = /\{country\}|%7Bcountry%7D/gi;
  if (placeholder.test(baseUrl)) return baseUrl.replace(placeholder, country);
  const url = new URL(baseUrl);
  const databaseName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'itad_portal';
  url.pathname = `/${encodeURIComponent(`${databaseName}_${country}`)}`;
  return url.toString();
}

function resolveDatabaseUrls(raw: RawConfig): {
  urls: Record<CountryCode, string> | undefined;
  problems: string[];
} {
  const overrides: Record<CountryCode, string | undefined> = {
    no: raw.DATABASE_URL_NO,
    dk: raw.DATABASE_URL_DK,
    se: raw.DATABASE_URL_SE,
  };
  const anyOverride = countryCodes.some((country) => overrides[country] !== undefined);
  if (!raw.DATABASE_URL && !anyOverride) return { urls: undefined, problems: [] };
  const problems: string[] = [];
  const urls = {} as Record<CountryCode, string>;
  for (const country of countryCodes) {
    const url =
      overrides[country] ??
      (raw.DATABASE_URL ? countryDatabaseUrl(raw.DATABASE_URL, country) : undefined);
    if (!url) {
      problems.push(
        `DATABASE_URL_${country.toUpperCase()}: missing (set DATABASE_URL, or all three DATABASE_URL_<COUNTRY>)`,
      );
    } else {
      urls[country] = url;
    }
  }
  return { urls: problems.length ? undefined : urls, problems };
}

/**
 * The variables documented as required in production that are not set. (A missing evidence key,
 * say, would otherwise let the server start and fail every evidence pack ordered.)
 */
function missingInProduction(raw: RawConfig): string[] {
  const shape = environmentVariablesSchema.shape;
  return (Object.keys(shape) as (keyof typeof shape)[]).flatMap((name) => {
    const required = configurationDocumentation.get(shape[name])?.requiredInProduction;
    if (required === undefined || raw[name] !== undefined) return [];
    return [`${name}: required in production${required === true ? '' : ` (${required})`}`];
  });
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentVariablesSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const { urls, problems } = resolveDatabaseUrls(raw);
  if (isProduction) problems.push(...missingInProduction(raw));
  if (isProduction && !urls) {
    problems.push('DATABASE_URL: required in production (the embedded server is for demo use)');
  }
  if (raw.INSTANCE_STALE_SECONDS < raw.INSTANCE_HEARTBEAT_SECONDS * 2) {
    problems.push('INSTANCE_STALE_SECONDS: must be at least twice INSTANCE_HEARTBEAT_SECONDS');
  }
  if (isProduction && raw.WEBHOOK_ALLOW_LOOPBACK === 'true') {
    problems.push('WEBHOOK_ALLOW_LOOPBACK: not allowed in production');
  }
  const proxyTrust = parseProxyTrust(raw.TRUST_PROXY);
  const trustProxy = 'problem' in proxyTrust ? false : proxyTrust.trust;
  if ('problem' in proxyTrust) problems.push(`TRUST_PROXY: ${proxyTrust.problem}`);
  const microsoftSignIn = resolveMicrosoftApp(
    {
      clientId: raw.MICROSOFT_CLIENT_ID,
      clientSecret: raw.MICROSOFT_CLIENT_SECRET,
      authorityUrl: raw.MICROSOFT_AUTHORITY_URL,
      tenantId: raw.MICROSOFT_TENANT_ID,
      prefix: '',
    },
    problems,
  );
  const staffMicrosoftSignIn = resolveMicrosoftApp(
    {
      clientId: raw.STAFF_MICROSOFT_CLIENT_ID,
      clientSecret: raw.STAFF_MICROSOFT_CLIENT_SECRET,
      authorityUrl: raw.STAFF_MICROSOFT_AUTHORITY_URL,
      tenantId: raw.STAFF_MICROSOFT_TENANT_ID,
      prefix: 'STAFF_',
    },
    problems,
  );
  const storage = resolveStorageConfig(raw, problems);
  const secretEncryption = resolveSecretEncryption(raw, isProduction, problems);
  if (problems.length) throw new ConfigError(problems);

  const host = raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const providers = resolveProviderIdentities(raw, isProduction);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    environment: raw.NODE_ENV,
    port: raw.PORT,
    host,
    publicUrl,
    dataDirectory: raw.DATA_DIR,
    databaseUrls: urls,
    embeddedPostgresPort: raw.EMBEDDED_POSTGRES_PORT,
    smtpUrl: raw.SMTP_URL,
    // Without a sender, mails come from the provider by name (quotes would end the name).
    mailFrom: raw.MAIL_FROM ?? `"${raw.PROVIDER_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
    providerStaffEmail: raw.PROVIDER_STAFF_EMAIL,
    tokenSigningKey: raw.TOKEN_SIGNING_KEY,
    evidenceSigningKey: raw.EVIDENCE_SIGNING_KEY,
    webshopUrl: raw.WEBSHOP_URL,
    messenger: raw.MESSENGER_PAGE_ID
      ? { pageId: raw.MESSENGER_PAGE_ID, appId: raw.MESSENGER_APP_ID }
      : undefined,
    providerName: raw.PROVIDER_NAME,
    provider: providers.no,
    providers,
    reportsDirectory: raw.REPORTS_DIR ?? path.join(raw.DATA_DIR, 'reports'),
    storage,
    recovery: {
      instanceName: raw.INSTANCE_NAME ?? `${os.hostname()}:${path.resolve(raw.DATA_DIR)}`,
      heartbeatSeconds: raw.INSTANCE_HEARTBEAT_SECONDS,
      staleSeconds: raw.INSTANCE_STALE_SECONDS,
    },
    logLevel: raw.LOG_LEVEL,
    seedDemoData: raw.SEED_DEMO_DATA ? raw.SEED_DEMO_DATA === 'true' : !isProduction,
    trustProxy,
    microsoftSignIn: microsoftSignIn && {
      ...microsoftSignIn,
      redirectUrl: raw.MICROSOFT_REDIRECT_URL ?? `${publicUrl}/login/microsoft/`,
    },
    staffMicrosoftSignIn: staffMicrosoftSignIn && {
      ...staffMicrosoftSignIn,
      redirectUrl: raw.STAFF_MICROSOFT_REDIRECT_URL ?? `${publicUrl}/console/microsoft/`,
    },
    metrics: raw.METRICS_TOKEN
      ? { mode: 'token', token: raw.METRICS_TOKEN }
      : { mode: isProduction ? 'off' : 'open' },
    auditLogRetentionMonths: raw.AUDIT_LOG_RETENTION_MONTHS,
    apiTokenRequestsPerMinute: raw.API_TOKEN_REQUESTS_PER_MINUTE,
    webhooks: {
      requireHttps: isProduction,
      allowLoopback: raw.WEBHOOK_ALLOW_LOOPBACK === 'true',
      attemptTimeoutMilliseconds: raw.WEBHOOK_ATTEMPT_TIMEOUT_SECONDS * 1000,
    },
    secretEncryption,
  };
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Both client id and secret, or neither; plain http only for an identity provider on this host. */
function resolveMicrosoftApp(
  app: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authorityUrl: string | undefined;
    tenantId: string | undefined;
    prefix: '' | 'STAFF_';
  },
  problems: string[],
): Omit<MicrosoftSignInConfig, 'redirectUrl'> | undefined {
  const { clientId, clientSecret, prefix } = app;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    problems.push(
      `${prefix}MICROSOFT_CLIENT_ID and ${prefix}MICROSOFT_CLIENT_SECRET: set both or neither`,
    );
    return undefined;
  }
  if (!app.authorityUrl && !app.tenantId) {
    problems.push(`${prefix}MICROSOFT_TENANT_ID: required with ${prefix}MICROSOFT_CLIENT_ID`);
    return undefined;
  }
  const authorityUrl = app.authorityUrl ?? `https://login.microsoftonline.com/${app.tenantId}/v2.0`;
  const authority = new URL(authorityUrl);
  if (authority.protocol === 'http:' && !loopbackHosts.has(authority.hostname)) {
    problems.push(
      `${prefix}MICROSOFT_AUTHORITY_URL: must use https (http only for a local test provider)`,
    );
  }
  return { authorityUrl, clientId, clientSecret };
}
