import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { defaultDataDirectory } from './paths.js';
import { countryProviderEnvironmentSchema, providerEnvironmentSchema } from './provider-config.js';
import { configurationDocumentation as documentation } from './shared/configuration-documentation.js';
import { secretEncryptionEnvironment } from './shared/secret-encryption-config.js';
import { storageEnvironment } from './shared/storage/storage-config.js';

/**
 * Every environment variable the server reads, with its validation and, registered on it, its
 * documentation: docs/operating/configuration.md is generated from this schema
 * (`npm run generate -w api`), so a variable cannot be added without its row.
 */

function isEd25519PrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

export const nodeEnvironmentSchema = z.enum(['production', 'development', 'test']);

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const countryDatabaseUrl = (country: string) =>
  postgresUrl.optional().register(documentation, {
    description: `${country}'s database anywhere else, overriding the one made from \`DATABASE_URL\`.`,
    defaultText: 'from `DATABASE_URL`',
  });

const booleanText = z.enum(['true', 'false']);

export const environmentVariablesSchema = z.object({
  NODE_ENV: nodeEnvironmentSchema.default('development').register(documentation, {
    description:
      '`production`, `development` or `test`. `production` turns off demo data, GraphQL introspection and field suggestions, and requires the variables marked so.',
  }),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).register(documentation, {
    description: 'The HTTP port.',
  }),
  HOST: z.string().trim().min(1).optional().register(documentation, {
    description: 'The address to listen on.',
    defaultText: '`127.0.0.1` (`0.0.0.0` in production)',
  }),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description:
        "The site's public address: tokens are issued for `$PUBLIC_URL/graphql/<country>`, and mails link to it.",
      defaultText: '`http://localhost:$PORT`',
      requiredInProduction: true,
    }),
  DATA_DIR: z.string().trim().min(1).default(defaultDataDirectory).register(documentation, {
    description:
      'The embedded database, generated signing keys, mails written as files (without `SMTP_URL`), uploads and, with local storage, the stored files.',
    defaultText: "the repository's `data/` folder",
  }),
  DATABASE_URL: postgresUrl.optional().register(documentation, {
    description:
      'A PostgreSQL server; each country gets its own database on it: `{country}` in the URL is replaced by `no`/`dk`/`se`, otherwise `_no`/`_dk`/`_se` is appended to the database name. Missing databases are created (needs `CREATEDB`); the server needs ICU collations. Required in production, unless all three `DATABASE_URL_<COUNTRY>` are set.',
    defaultText: 'the embedded server',
  }),
  DATABASE_URL_NO: countryDatabaseUrl('Norway'),
  DATABASE_URL_DK: countryDatabaseUrl('Denmark'),
  DATABASE_URL_SE: countryDatabaseUrl('Sweden'),
  EMBEDDED_POSTGRES_PORT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65535)
    .default(54329)
    .register(documentation, {
      description: 'The port of the embedded PostgreSQL server (used without `DATABASE_URL`).',
    }),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .register(documentation, {
      description:
        'An `smtp://` or `smtps://` server for e-mail. Without it (demo, tests) mails are written as `.eml` files under `$DATA_DIR/mail/`; the log names only the file, never a link or code.',
      requiredInProduction: 'mails carry sign-in and reset links',
    }),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .refine((value) => /@[^\s@>]+>?$/.test(value), {
      message: 'must be an address, optionally with a name: "Name" <address@example.com>',
    })
    .optional()
    .register(documentation, {
      description: 'The sender of every e-mail: an address, optionally with a name.',
      defaultText: '`"$PROVIDER_NAME" <no-reply@localhost>`',
    }),
  PROVIDER_STAFF_EMAIL: z
    .string()
    .trim()
    .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), { message: 'must be an e-mail address' })
    .default('portal-access@localhost')
    .register(documentation, {
      description:
        "The provider's staff address: access requests, new orders, and contact messages of a supplier without a sales contact go there.",
    }),
  TOKEN_SIGNING_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64url').length >= 32, {
      message: 'must be at least 32 bytes, base64url encoded (try: openssl rand -base64 48)',
    })
    .optional()
    .register(documentation, {
      description:
        "Signs the users' tokens: at least 32 random bytes, base64url (`openssl rand -base64 48 | tr '+/' '-_'`). Every instance needs the same key.",
      defaultText: 'generated once into `$DATA_DIR/token-signing-key`',
      requiredInProduction: true,
    }),
  EVIDENCE_SIGNING_KEY: z
    .string()
    .trim()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine(isEd25519PrivateKey, { message: 'must be an Ed25519 private key, PKCS#8 PEM' })
    .optional()
    .register(documentation, {
      description:
        "The provider's Ed25519 key that signs evidence packs' manifests, PKCS#8 PEM (`openssl genpkey -algorithm ed25519`); `\\n` may stand for newlines.",
      defaultText: 'generated once into `$DATA_DIR/evidence-signing-key.pem`',
      requiredInProduction: 'signs evidence packs; try: openssl genpkey -algorithm ed25519',
    }),
  MESSENGER_PAGE_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'must be a Facebook page id (digits)')
    .optional()
    .register(documentation, {
      description:
        "A Facebook page id: shows Messenger's customer chat on signed-in pages. Unset, nothing of Facebook is loaded.",
    }),
  MESSENGER_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'must be a Facebook app id (digits)')
    .optional()
    .register(documentation, {
      description: 'The Facebook app id of the chat (with `MESSENGER_PAGE_ID` only).',
    }),
  PROVIDER_NAME: z.string().trim().min(1).max(200).default('Greentech AS').register(documentation, {
    description:
      "The provider's name as it issues certificates of destruction, heads e-mails and signs them.",
  }),
  ...providerEnvironmentSchema,
  ...countryProviderEnvironmentSchema,
  REPORTS_DIR: z.string().trim().min(1).optional().register(documentation, {
    description:
      'Generated report files with local storage; with S3, the working folder where reports and evidence packs are written before they go up.',
    defaultText: '`$DATA_DIR/reports`',
  }),
  INSTANCE_NAME: z.string().trim().min(1).max(200).optional().register(documentation, {
    description:
      "This instance's name, the same across its restarts and unique among running instances: a restart releases at once what its previous life held. Set it where the host name changes at every start (containers).",
    defaultText: 'the host name and the absolute `DATA_DIR`',
  }),
  INSTANCE_HEARTBEAT_SECONDS: z.coerce
    .number()
    .min(0.05)
    .max(60)
    .default(5)
    .register(documentation, {
      description: 'How often an instance, and each report it generates, beats in the database.',
    }),
  INSTANCE_STALE_SECONDS: z.coerce.number().min(0.1).max(3600).default(15).register(documentation, {
    description:
      'An instance or report silent this long is taken to be gone and its work is taken over; at least twice `INSTANCE_HEARTBEAT_SECONDS`.',
  }),
  WEBSHOP_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://shop.example.com/')
    .register(documentation, { description: 'The target of the Webshop menu entry.' }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .register(documentation, { description: 'The pino log level.' }),
  SEED_DEMO_DATA: booleanText.optional().register(documentation, {
    description: '`true` seeds empty databases with demo data at start; `false` never does.',
    defaultText: '`true` outside production, `false` in production',
  }),
  TRUST_PROXY: z.string().optional().register(documentation, {
    description:
      "Which proxies may name the client address in `X-Forwarded-For`: a hop count (`1` for one reverse proxy in front, where the server is reachable through the proxy alone) or the proxies' addresses and CIDR ranges (`10.0.0.0/8,192.0.2.10`). `true` (every hop) is refused: clients could then choose their own address and escape every per-address limit.",
    defaultText: '`false` (no proxy)',
  }),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional().register(documentation, {
    description:
      'An app registration in Microsoft Entra ID; with `MICROSOFT_CLIENT_SECRET` (both or neither) the sign-in and registration pages offer "Continue with Microsoft".',
  }),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional().register(documentation, {
    description: "The app registration's client secret (with `MICROSOFT_CLIENT_ID`).",
  }),
  MICROSOFT_TENANT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id, a domain, "organizations" or "common"')
    .default('organizations')
    .register(documentation, {
      description:
        'The tenant (id or domain), or `organizations` or `common` for any work account.',
    }),
  MICROSOFT_AUTHORITY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description:
        'Another OpenID issuer (tests use a local one); plain http only for a provider on this host.',
      defaultText: '`https://login.microsoftonline.com/$MICROSOFT_TENANT_ID/v2.0`',
    }),
  MICROSOFT_REDIRECT_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description: 'The redirect URI registered for the app (a Web platform URI).',
      defaultText: '`$PUBLIC_URL/login/microsoft/`',
    }),
  STAFF_MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional().register(documentation, {
    description:
      'An app registration in the provider\'s own Microsoft Entra tenant; with `STAFF_MICROSOFT_CLIENT_SECRET` (both or neither) and `STAFF_MICROSOFT_TENANT_ID` the console\'s sign-in offers "Sign in with Microsoft" to staff.',
  }),
  STAFF_MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional().register(documentation, {
    description: "The console app registration's client secret (with `STAFF_MICROSOFT_CLIENT_ID`).",
  }),
  STAFF_MICROSOFT_TENANT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or a domain')
    .refine(
      (tenant) => !['organizations', 'common', 'consumers'].includes(tenant.toLowerCase()),
      "must be the provider's own tenant, not organizations, common or consumers",
    )
    .optional()
    .register(documentation, {
      description:
        "The provider's own tenant (id or domain): only its accounts open the console. Required with `STAFF_MICROSOFT_CLIENT_ID` unless `STAFF_MICROSOFT_AUTHORITY_URL` is set.",
    }),
  STAFF_MICROSOFT_AUTHORITY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description:
        'Another OpenID issuer for staff (tests use a local one); plain http only for a provider on this host.',
      defaultText: '`https://login.microsoftonline.com/$STAFF_MICROSOFT_TENANT_ID/v2.0`',
    }),
  STAFF_MICROSOFT_REDIRECT_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description: "The redirect URI registered for the console's app (a Web platform URI).",
      defaultText: '`$PUBLIC_URL/console/microsoft/`',
    }),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[!-~]{32,512}$/, 'must be 32 to 512 printable characters without spaces')
    .optional()
    .register(documentation, {
      description:
        '32 to 512 printable characters (`openssl rand -hex 32`): `GET /metrics` then requires `Authorization: Bearer <token>` in every environment. Without it `/metrics` is open outside production and off (404) in production.',
    }),
  AUDIT_LOG_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(240)
    .default(24)
    .register(documentation, {
      description:
        'Months the audit log keeps an entry (1-240); whole months are dropped after that.',
    }),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(120)
    .register(documentation, {
      description:
        'Calls an organisation API token may make per minute, all instances together; more get 429 with `Retry-After`.',
    }),
  WEBHOOK_ALLOW_LOOPBACK: booleanText.default('false').register(documentation, {
    description:
      '`true` lets webhooks reach loopback addresses (127.0.0.0/8, ::1): tests and development only, refused in production.',
  }),
  WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(0.1)
    .max(60)
    .default(10)
    .register(documentation, {
      description:
        'How long one webhook delivery attempt may take (0.1-60) before it counts as failed.',
    }),
  ...storageEnvironment,
  ...secretEncryptionEnvironment,
});

export type RawConfig = z.infer<typeof environmentVariablesSchema>;
