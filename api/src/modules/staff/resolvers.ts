import QRCode from 'qrcode';
import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { staffSignInDependencies } from '../../platform/service-dependencies.js';
import { notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { consoleCodeInput, consoleSignInInput } from './inputs.js';
import {
  completeStaffSignIn,
  findStaffMember,
  revokeStaffSession,
  startStaffSignIn,
} from './service.js';

/** The key's address as an SVG QR code, for the authenticator app's camera. */
async function qrCodeOf(keyUri: string): Promise<string> {
  const svg = await QRCode.toString(keyUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const staffResolvers: Resolvers = {
  Query: {
    console_me: async (_parent, _arguments, context) => {
      const caller = await requireStaff(context);
      const member = await findStaffMember(context.database, caller.staffId);
      if (!member) throw notFound();
      return { ...member, session_expires_at: caller.sessionExpiresAt.toISOString() };
    },
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
      const member = await findStaffMember(context.database, signedIn.staffId);
      if (!member) throw notFound();
      const expiresAt = signedIn.expiresAt.toISOString();
      return {
        token: signedIn.token,
        expires_at: expiresAt,
        staff: { ...member, session_expires_at: expiresAt },
        recovery_codes: signedIn.recoveryCodes,
      };
    },
    console_sign_out: async (_parent, _arguments, context) => {
      const caller = await context.getStaff();
      if (caller) await revokeStaffSession(context.database, caller.sessionId);
      return true;
    },
  },
};
