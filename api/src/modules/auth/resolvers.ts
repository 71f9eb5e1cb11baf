import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  resetCodeInput,
  resetPasswordInput,
  signInInput,
  swapSupplierInput,
  updatePasswordInput,
} from './inputs.js';
import { assertStrongPassword } from '../../shared/password-rules.js';
import { isResetCodeValid, requestPasswordReset, resetPassword } from './password-reset.js';
import { endSession, renewToken, signInWithPassword, swapSupplier } from './service.js';

export const authResolvers: Resolvers = {
  Query: {
    reset_code_validation: async (_parent, input, context) => {
      const { reset_code } = parseInput(resetCodeInput, input);
      return { valid: await isResetCodeValid(context, reset_code) };
    },
  },
  Mutation: {
    auth: (_parent, input, context) => signInWithPassword(context, parseInput(signInInput, input)),
    auth_swap: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplier_id } = parseInput(swapSupplierInput, input);
      return swapSupplier(context, viewer, supplier_id);
    },
    renew_token: async (_parent, _arguments, context) => ({ token: await renewToken(context) }),
    logout: async (_parent, _arguments, context) => {
      await endSession(context);
      return true;
    },
    reset_password: async (_parent, input, context) => {
      const { email } = parseInput(resetPasswordInput, input);
      await requestPasswordReset(context, email);
      return true;
    },
    update_password: async (_parent, input, context) => {
      const { email, password, reset_code } = parseInput(updatePasswordInput, input);
      assertStrongPassword(password);
      return resetPassword(context, { email, password, resetCode: reset_code });
    },
  },
};
