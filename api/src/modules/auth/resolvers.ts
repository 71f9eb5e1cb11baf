import { sessionDependencies } from '../../platform/service-dependencies.js';
import { requireViewer, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  customerViewCodeInput,
  resetCodeInput,
  resetPasswordInput,
  signInInput,
  swapSupplierInput,
  updatePasswordInput,
} from './inputs.js';
import { assertStrongPassword } from '../../shared/password-rules.js';
import { requestPasswordReset, resetCodeEmail, resetPassword } from './password-reset.js';
import {
  endSession,
  renewToken,
  signInWithPassword,
  startCustomerView,
  swapSupplier,
} from './service.js';

/** Password resets also need the portal's address for the link they send. */
const resetDependencies = (context: GraphQLContext) => ({
  ...sessionDependencies(context),
  publicUrl: context.services.config.publicUrl,
});

export const authResolvers: Resolvers = {
  Query: {
    reset_code_validation: async (_parent, input, context) => {
      const { reset_code } = parseInput(resetCodeInput, input);
      const email = await resetCodeEmail(resetDependencies(context), reset_code);
      return { valid: email !== undefined, email: email ?? null };
    },
  },
  Mutation: {
    auth: (_parent, input, context) =>
      signInWithPassword(sessionDependencies(context), parseInput(signInInput, input)),
    auth_swap: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplier_id } = parseInput(swapSupplierInput, input);
      return swapSupplier(
        { ...sessionDependencies(context), loaders: context.loaders },
        viewer,
        supplier_id,
      );
    },
    renew_token: async (_parent, _arguments, context) => ({
      token: await renewToken(sessionDependencies(context)),
    }),
    start_customer_view: async (_parent, input, context) => {
      const { code } = parseInput(customerViewCodeInput, input);
      return { token: await startCustomerView(sessionDependencies(context), code) };
    },
    logout: async (_parent, _arguments, context) => {
      await endSession(sessionDependencies(context));
      return true;
    },
    reset_password: async (_parent, input, context) => {
      const { email } = parseInput(resetPasswordInput, input);
      await requestPasswordReset(resetDependencies(context), email);
      return true;
    },
    update_password: async (_parent, input, context) => {
      const { email, password, reset_code } = parseInput(updatePasswordInput, input);
      assertStrongPassword(password);
      return resetPassword(resetDependencies(context), { email, password, resetCode: reset_code });
    },
  },
};
