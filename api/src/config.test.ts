import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, countryDatabaseUrl, loadConfig } from './config.js';

/** A valid SECRETS_ENCRYPTION_KEY (32 bytes in base64), for the production settings below. */
const secretsKey = Buffer.alloc(32, 7).toString('base64');
/** A valid EVIDENCE_SIGNING_KEY, with its newlines written as "\n" as in an environment file. */
const evidenceKey = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .replace(/\n/g, '\\n');

describe('loadConfig', () => {
  it('runs with no configuration: port 8080, embedded database, demo data, localhost only', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrls).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
  });

  it('has a sender and a staff address for e-mail, and checks given ones', () => {
    const config = loadConfig({});
    expect(config.mailFrom).toBe('"Greentech AS" <no-reply@localhost>');
    expect(loadConfig({ PROVIDER_NAME: 'Grønn "IT" AS' }).mailFrom).toBe(
      '"Grønn IT AS" <no-reply@localhost>',
    );
    expect(config.providerStaffEmail).toBe('portal-access@localhost');
    expect(config.smtpUrl).toBeUndefined();
    const custom = loadConfig({
      MAIL_FROM: 'Greentech <portal@greentech.example>',
      PROVIDER_STAFF_EMAIL: 'sales@greentech.example',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    });
    expect(custom.mailFrom).toBe('Greentech <portal@greentech.example>');
    expect(custom.providerStaffEmail).toBe('sales@greentech.example');
    expect(() => loadConfig({ MAIL_FROM: 'no address here' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ PROVIDER_STAFF_EMAIL: 'sales' })).toThrow(/PROVIDER_STAFF_EMAIL/);
  });

  it('offers Microsoft sign-in only with a client id and secret, over https', () => {
    expect(loadConfig({}).microsoftSignIn).toBeUndefined();
    const configured = loadConfig({
      PUBLIC_URL: 'https://portal.example',
      MICROSOFT_CLIENT_ID: 'client',
      MICROSOFT_CLIENT_SECRET: 'secret',
    });
    expect(configured.microsoftSignIn).toEqual({
      authorityUrl: 'https://login.microsoftonline.com/organizations/v2.0',
      clientId: 'client',
      clientSecret: 'secret',
      redirectUrl: 'https://portal.example/login/microsoft/',
    });
    expect(
      loadConfig({
        MICROSOFT_CLIENT_ID: 'client',
        MICROSOFT_CLIENT_SECRET: 'secret',
        MICROSOFT_TENANT_ID: 'contoso.onmicrosoft.com',
      }).microsoftSignIn?.authorityUrl,
    ).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0');
    expect(() => loadConfig({ MICROSOFT_CLIENT_ID: 'client' })).toThrow(/set both or neither/);
    expect(() =>
      loadConfig({
        MICROSOFT_CLIENT_ID: 'client',
        MICROSOFT_CLIENT_SECRET: 'secret',
        MICROSOFT_AUTHORITY_URL: 'http://login.example/v2.0',
      }),
    ).toThrow(/MICROSOFT_AUTHORITY_URL: must use https/);
    expect(() => loadConfig({ MICROSOFT_TENANT_ID: '../evil' })).toThrow(/MICROSOFT_TENANT_ID/);
  });

  it("offers staff Microsoft sign-in only for the provider's own tenant", () => {
    expect(loadConfig({}).staffMicrosoftSignIn).toBeUndefined();
    const app = { STAFF_MICROSOFT_CLIENT_ID: 'console', STAFF_MICROSOFT_CLIENT_SECRET: 'secret' };
    expect(
      loadConfig({
        PUBLIC_URL: 'https://portal.example',
        ...app,
        STAFF_MICROSOFT_TENANT_ID: 'provider.onmicrosoft.com',
      }).staffMicrosoftSignIn,
    ).toEqual({
      authorityUrl: 'https://login.microsoftonline.com/provider.onmicrosoft.com/v2.0',
      clientId: 'console',
      clientSecret: 'secret',
      redirectUrl: 'https://portal.example/console/microsoft/',
    });
    expect(() => loadConfig(app)).toThrow(/STAFF_MICROSOFT_TENANT_ID: required/);
    for (const tenant of ['organizations', 'common', 'Consumers']) {
      expect(() => loadConfig({ ...app, STAFF_MICROSOFT_TENANT_ID: tenant })).toThrow(
        /STAFF_MICROSOFT_TENANT_ID/,
      );
    }
    expect(() => loadConfig({ STAFF_MICROSOFT_CLIENT_SECRET: 'secret' })).toThrow(
      /STAFF_MICROSOFT_CLIENT_ID and STAFF_MICROSOFT_CLIENT_SECRET: set both or neither/,
    );
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', SMTP_URL: 'http://mail', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/PORT/);
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /DATABASE_URL: must be a postgres/,
      );
    }
  });

  it('requires a signing key, a database and a public URL in production, and seeds nothing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SIGNING_KEY: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SIGNING_KEY: 'short' })).toThrow(
      /at least 32 bytes/,
    );
    const production = {
      NODE_ENV: 'production',
      TOKEN_SIGNING_KEY: 'a'.repeat(64),
      DATABASE_URL: 'postgres://portal@db.internal/portal',
      PUBLIC_URL: 'https://portal.example.com/',
      SECRETS_ENCRYPTION_KEY: secretsKey,
      EVIDENCE_SIGNING_KEY: evidenceKey,
    };
    // Without SMTP, mails (with their sign-in and reset links) would only land on local disk.
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    const config = loadConfig({ ...production, SMTP_URL: 'smtp://mail.internal:587' });
    // Without the evidence key the server would start, and every evidence pack would fail.
    expect(() =>
      loadConfig({
        ...production,
        SMTP_URL: 'smtp://mail.internal:587',
        EVIDENCE_SIGNING_KEY: undefined,
      }),
    ).toThrow(/EVIDENCE_SIGNING_KEY: required in production/);
    expect(config.evidenceSigningKey).toContain('-----BEGIN PRIVATE KEY-----\n');
    expect(config.seedDemoData).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://portal.example.com');
    // Production documents carry only the provider's configured details, none of the demo's.
    expect(config.provider).toMatchObject({
      legalName: 'Greentech AS',
      address: undefined,
      organisationNumber: undefined,
      logoFile: undefined,
      signatory: undefined,
      payment: { bankAccount: undefined, iban: undefined, bic: undefined, termDays: 30 },
    });
  });

  it('names the provider on documents and e-mails, with the demo provider outside production', () => {
    const demo = loadConfig({}).provider;
    expect(demo.legalName).toBe('Greentech AS');
    expect(demo.address).toBeTruthy();
    expect(demo.organisationNumber).toBeTruthy();
    expect(demo.logoFile).toMatch(/demo-provider-logo\.png$/);
    expect(demo.signatory?.name).toBeTruthy();
    expect(demo.brandColour).toBe('#1d6b52');
    const configured = loadConfig({
      PROVIDER_LEGAL_NAME: 'Greentech Gjenvinning AS',
      PROVIDER_SIGNATORY_NAME: 'Kari Nordmann',
      PROVIDER_SIGNATORY_TITLE: 'CEO',
      BRAND_COLOUR: '#0055aa',
      SETTLEMENT_PAYMENT_DAYS: '14',
    }).provider;
    expect(configured).toMatchObject({
      name: 'Greentech AS',
      legalName: 'Greentech Gjenvinning AS',
      signatory: { name: 'Kari Nordmann', title: 'CEO', signatureFile: undefined },
      brandColour: '#0055aa',
      payment: { termDays: 14 },
    });
    expect(() => loadConfig({ PROVIDER_LOGO_FILE: 'logo.gif' })).toThrow(/PROVIDER_LOGO_FILE/);
    expect(() => loadConfig({ PROVIDER_LOGO_FILE: 'missing/logo.png' })).toThrow(/no such file/);
    expect(() => loadConfig({ BRAND_COLOUR: 'green' })).toThrow(/BRAND_COLOUR/);
  });

  it('trusts X-Forwarded-For only from the proxies named, never from every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,192.0.2.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must name the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: not an IP/);
  });

  it('gives each country its own database on the DATABASE_URL server, overridable one by one', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal?sslmode=require',
      DATABASE_URL_SE: 'postgres://portal@sweden-db/portal_sweden',
    });
    expect(config.databaseUrls).toEqual({
      no: 'postgres://portal:secret@db:5432/portal_no?sslmode=require',
      dk: 'postgres://portal:secret@db:5432/portal_dk?sslmode=require',
      se: 'postgres://portal@sweden-db/portal_sweden',
    });
  });

  it('requires all three country URLs when DATABASE_URL is not set', () => {
    expect(() => loadConfig({ DATABASE_URL_NO: 'postgres://db/no' })).toThrow(
      /DATABASE_URL_DK: missing/,
    );
  });
});

describe('METRICS_TOKEN', () => {
  const production = {
    NODE_ENV: 'production',
    TOKEN_SIGNING_KEY: 'a'.repeat(64),
    DATABASE_URL: 'postgres://portal@db.internal/portal',
    PUBLIC_URL: 'https://portal.example.com/',
    SMTP_URL: 'smtp://mail.internal:587',
    SECRETS_ENCRYPTION_KEY: secretsKey,
    EVIDENCE_SIGNING_KEY: evidenceKey,
  };
  const token = 'm'.repeat(40);

  it('turns /metrics off in production unless a token is set, open elsewhere', () => {
    expect(loadConfig(production).metrics).toEqual({ mode: 'off' });
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({
      mode: 'token',
      token,
    });
    expect(loadConfig({}).metrics).toEqual({ mode: 'open' });
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ mode: 'token', token });
  });

  it('refuses a short token or one with spaces', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be 32/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} ${token}` })).toThrow(/METRICS_TOKEN/);
  });
});

describe('countryDatabaseUrl', () => {
  it('replaces a {country} placeholder', () => {
    expect(countryDatabaseUrl('postgres://db/portal-{country}', 'dk')).toBe(
      'postgres://db/portal-dk',
    );
  });
});
