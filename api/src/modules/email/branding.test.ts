import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createUser } from '../../test-support/factories.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { applyEmailBrand } from './templates/brand.js';
import { invitationEmail } from './templates/invitation.js';
import { passwordResetEmail } from './templates/password-reset.js';

describe('the provider’s brand in delivered e-mails', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer(
      {
        SMTP_URL: smtp.url,
        PROVIDER_NAME: 'Fjord Gjenvinning',
        BRAND_COLOUR: '#0a4d8c',
        EMAIL_LOGO_URL: 'https://cdn.fjord.example/logo.png',
      },
      { taskWorkers: true },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('names the provider as sender, header and footer, colours the button and says "1 time"', async () => {
    const user = await createUser(server.databases.no, { language: 'no' });
    const response = await server.graphql({
      query: 'mutation r($email: String!) { reset_password(email: $email) }',
      variables: { email: user.email },
    });
    expect(response.body.errors).toBeUndefined();
    const raw = decodeQuotedPrintable((await smtp.nextMailTo(user.email)).raw);

    expect(headerOf(raw, 'From')).toBe('Fjord Gjenvinning <no-reply@localhost>');
    expect(raw).toContain(
      '<img src="https://cdn.fjord.example/logo.png" alt="Fjord Gjenvinning" height="40"',
    );
    expect(raw).toContain('data-brand="button" style="background:#0a4d8c;');
    expect(raw).not.toContain('#1d6b52');
    expect(raw).not.toContain('<!--brand:');
    expect(raw).not.toContain('ITAD');
    // Both the HTML and the plain-text part end with the provider's name in the footer.
    const footer = 'Denne e-posten ble sendt fra kundeportalen til Fjord Gjenvinning.';
    expect(raw.split(footer).length - 1).toBe(2);
    expect(raw).toContain('Lenken kan brukes én gang og er gyldig i 1 time.');
  });
});

describe('e-mail plurals and branding, per language', () => {
  const brand = loadConfig({ PROVIDER_NAME: 'Greentech' }).provider;
  const cases = [
    ['en', 'valid for 1 hour.', 'valid for 2 hours.', 'valid for 1 day.', 'valid for 7 days.'],
    ['no', 'gyldig i 1 time.', 'gyldig i 2 timer.', 'gyldig i 1 dag.', 'gyldig i 7 dager.'],
    ['da', 'gyldigt i 1 time.', 'gyldigt i 2 timer.', 'gyldigt i 1 dag.', 'gyldigt i 7 dage.'],
    ['se', 'gäller i 1 timme.', 'gäller i 2 timmar.', 'giltig i 1 dag.', 'giltig i 7 dagar.'],
    [
      'fi',
      'voimassa 1 tunnin ajan.',
      'voimassa 2 tunnin ajan.',
      'voimassa 1 päivän ajan.',
      'voimassa 7 päivää.',
    ],
  ] as const;

  it.each(cases)('%s: one hour, two hours, one day, seven days', (language, ...expected) => {
    const reset = (validHours: number) =>
      passwordResetEmail({ language, firstName: 'Kari', resetUrl: 'https://x/r', validHours });
    const invite = (validDays: number) =>
      invitationEmail({
        language,
        firstName: 'Kari',
        companyName: 'Fjord AS',
        registerUrl: 'https://x/i',
        validDays,
      });
    const texts = [reset(1), reset(2), invite(1), invite(7)].map(
      (email) => applyEmailBrand(email, brand).text,
    );
    texts.forEach((text, index) => expect(text).toContain(expected[index]));
    for (const text of texts) {
      expect(text).toMatch(/\n-- \n.*Greentech/);
      expect(text).not.toContain('(s)');
      expect(text).not.toMatch(/\(r\)|\/timmar|\{\{/);
    }
  });

  it('shows the name as a heading in the brand colour when no logo is configured', () => {
    const email = passwordResetEmail({
      language: 'en',
      firstName: '',
      resetUrl: 'https://x/r?a=1&b=2',
      validHours: 1,
    });
    const { html } = applyEmailBrand(email, { ...brand, brandColour: '#aa3300' });
    expect(html).toContain('color:#aa3300">Greentech</p>');
    expect(html).toContain('This e-mail was sent by the customer portal of Greentech.');
  });
});
