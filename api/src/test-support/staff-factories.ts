import type { Database } from '../database/connections.js';
import { createStaffMember } from '../modules/staff/service.js';
import type { StaffRole } from '../modules/staff/staff-model.js';
import type { CountryCode } from '../shared/countries.js';
import { totpCode, totpStepSeconds } from '../shared/totp.js';
import { uniqueEmail } from './factories.js';
import { randomClientAddress, type TestServer } from './test-server.js';

const staffTestPassword = 'Console2026staff';

/** A staff member made for one test, and what signing in as them needs to remember. */
export interface TestStaffMember {
  id: string;
  email: string;
  password: string;
  country: CountryCode;
  /** Set once the first sign-in has set up the authenticator. */
  secret?: string;
  recoveryCodes?: string[];
  /** The last time step a code was used for: a code is good once. */
  lastStep?: number;
}

export async function createTestStaff(
  server: TestServer,
  overrides: { role?: StaffRole; country?: CountryCode; language?: string; name?: string } = {},
): Promise<TestStaffMember> {
  const country = overrides.country ?? 'no';
  const email = uniqueEmail('staff');
  const member = await createStaffMember(server.databases[country], {
    email,
    name: overrides.name ?? 'Test Staff',
    role: overrides.role ?? 'administrator',
    language: overrides.language ?? 'en',
    password: staffTestPassword,
  });
  return { id: member.id, email, password: staffTestPassword, country };
}

export const consoleSignInMutation = /* GraphQL */ `
  mutation console_sign_in($email: String!, $password: String!) {
    console_sign_in(email: $email, password: $password) {
      challenge
      totp_setup {
        secret
        key_uri
        qr_code
      }
    }
  }
`;

const consoleConfirmCodeMutation = /* GraphQL */ `
  mutation console_confirm_code($challenge: String!, $code: String!) {
    console_confirm_code(challenge: $challenge, code: $code) {
      token
      expires_at
      recovery_codes
      staff {
        id
        email
        role
      }
    }
  }
`;

interface ChallengeAnswer {
  console_sign_in: {
    challenge: string;
    totp_setup: { secret: string; key_uri: string; qr_code: string } | null;
  };
}
interface SessionAnswer {
  console_confirm_code: { token: string; recovery_codes: string[] | null };
}

/** The first step of a console sign-in; fails loudly when the password is refused. */
export async function startConsoleSignIn(
  server: TestServer,
  member: TestStaffMember,
): Promise<ChallengeAnswer['console_sign_in']> {
  const response = await server.graphql<ChallengeAnswer>({
    query: consoleSignInMutation,
    variables: { email: member.email, password: member.password },
    country: member.country,
    clientAddress: randomClientAddress(),
  });
  const step = response.body.data?.console_sign_in;
  if (!step) throw new Error(`Console sign-in refused: ${JSON.stringify(response.body.errors)}`);
  return step;
}

export function confirmConsoleCode(
  server: TestServer,
  member: TestStaffMember,
  challenge: string,
  code: string,
) {
  return server.graphql<SessionAnswer>({
    query: consoleConfirmCodeMutation,
    variables: { challenge, code },
    country: member.country,
    clientAddress: randomClientAddress(),
  });
}

/**
 * Signs a member in to the console as a person would: password, then the authenticator's code
 * (setting the authenticator up on the first sign-in). Each sign-in uses the next unused time
 * step, so one member signs in at most twice within a step; tests make members of their own.
 */
export async function signInStaff(server: TestServer, member: TestStaffMember): Promise<string> {
  const step = await startConsoleSignIn(server, member);
  if (step.totp_setup) member.secret = step.totp_setup.secret;
  if (!member.secret) throw new Error('The member has an authenticator this test does not know');
  const now = Date.now();
  const currentStep = Math.floor(now / 1000 / totpStepSeconds);
  const nextStep =
    member.lastStep === undefined ? currentStep : Math.max(currentStep, member.lastStep + 1);
  const code = totpCode(member.secret, new Date(nextStep * totpStepSeconds * 1000));
  const response = await confirmConsoleCode(server, member, step.challenge, code);
  const session = response.body.data?.console_confirm_code;
  if (!session) throw new Error(`Console code refused: ${JSON.stringify(response.body.errors)}`);
  member.lastStep = nextStep;
  if (session.recovery_codes) member.recoveryCodes = session.recovery_codes;
  return session.token;
}

/** A pending access request stored as the public form stores one; its id. */
export async function createAccessRequest(
  database: Database,
  overrides: { language?: string; org_number?: string; company_name?: string; email?: string } = {},
): Promise<{ id: string; email: string; company_name: string }> {
  const row = await database
    .insertInto('access_requests')
    .values({
      company_name:
        overrides.company_name ?? `Fjord Data ${Math.random().toString(36).slice(2, 8)} AS`,
      org_number: overrides.org_number ?? `9${Math.floor(Math.random() * 1e8)}`,
      first_name: 'Ingrid',
      last_name: 'Hansen',
      phone: '+47 912 34 567',
      email: overrides.email ?? uniqueEmail('requester'),
      language: overrides.language ?? 'en',
      ip_address: '192.0.2.10',
    })
    .returning(['id', 'email', 'company_name'])
    .executeTakeFirstOrThrow();
  return row;
}
