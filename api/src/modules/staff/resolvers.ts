import QRCode from 'qrcode';
import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import {
  staffMicrosoftDependencies,
  staffSignInDependencies,
} from '../../platform/service-dependencies.js';
import { notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { microsoftCallbackInput } from '../microsoft-sign-in/service.js';
import { consoleCodeInput, consoleSignInInput } from './inputs.js';
import {
  completeStaffMicrosoftSignIn,
  completeStaffSignIn,
  findStaffMember,
  revokeStaffSession,
  startStaffMicrosoftSignIn,
  startStaffSignIn,
  type StaffSignedIn,
} from './service.js';

/** The key's address as an SVG QR code, for the authenticator app's camera. */
async function qrCodeOf(keyUri: string): Promise<string> {
  const svg = await QRCode.toString(keyUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A new console session as the API answers it, whichever way the member signed in. */
async function sessionAnswer(database: GraphQLContext['database'], signedIn: StaffSignedIn) {
  const member = await findStaffMember(database, signedIn.staffId);
  if (!member) throw notFound();
  const expiresAt = signedIn.expiresAt.toISOString();
  return {
    token: signedIn.token,
    expires_at: expiresAt,
    staff: { ...member, session_expires_at: expiresAt },
    recovery_codes: signedIn.recoveryCodes,
  };
}

export const staffResolvers: Resolvers = {
  Query: {
    console_me: async (_parent, _arguments, context) => {
      const caller = await requireStaff(context);
      const member = await findStaffMember(context.database, caller.staffId);
      if (!member) throw notFound();
      return { ...member, session_expires_at: caller.sessionExpiresAt.toISOString() };
    },
    console_microsoft_sign_in_available: (_parent, _arguments, context) =>
      context.services.staffMicrosoftIdentity !== undefined,
    console_microsoft_login_url: (_parent, _arguments, context) =>
      startStaffMicrosoftSignIn(staffMicrosoftDependencies(context)),
  },
  Mutation: {
    console_sign_in: async (_parent, input, context) => {
      const step = await startStaffSignIn(
        staffSignInDependencies(context),
        parseInput(consoleSignInInput, input),
      );
      return {
        challenge: step.challenge,
        totp_setup: step.totpSetup
          ? {
              secret: step.totpSetup.secret,
              key_uri: step.totpSetup.keyUri,
              qr_code: await qrCodeOf(step.totpSetup.keyUri),
            }
          : null,
      };
    },
    console_confirm_code: async (_parent, input, context) => {
      const signedIn = await completeStaffSignIn(
        staffSignInDependencies(context),
        parseInput(consoleCodeInput, input),
      );
      return sessionAnswer(context.database, signedIn);
    },
    console_sign_in_microsoft: async (_parent, input, context) => {
      const { callback_code, state } = parseInput(microsoftCallbackInput, input);
      const signedIn = await completeStaffMicrosoftSignIn(staffMicrosoftDependencies(context), {
        callbackCode: callback_code,
        state,
      });
      return sessionAnswer(context.database, signedIn);
    },
    console_sign_out: async (_parent, _arguments, context) => {
      const caller = await context.getStaff();
      if (caller) await revokeStaffSession(context.database, caller.sessionId);
      return true;
    },
  },
};
