import type { SessionDependencies } from '../modules/auth/service.js';
import type {
  StaffMicrosoftDependencies,
  StaffSignInDependencies,
} from '../modules/staff/service.js';
import type { SignInContext } from '../modules/microsoft-sign-in/service.js';
import type { GraphQLContext } from './graphql-context.js';

/*
 * Services take plain dependencies, never the transport's context: resolvers read the context
 * and hand over only what a service needs through these adapters.
 */

export function sessionDependencies(context: GraphQLContext): SessionDependencies {
  return {
    country: context.country,
    database: context.database,
    client: context.client,
    tokens: context.services.tokens,
  };
}

export function microsoftSignInDependencies(context: GraphQLContext): SignInContext {
  return {
    ...sessionDependencies(context),
    microsoftIdentity: context.services.microsoftIdentity,
    log: context.reply.log,
  };
}

/** The country, its database and the staff address that notices go to. */
export function staffNoticeDependencies(context: GraphQLContext): {
  country: GraphQLContext['country'];
  database: GraphQLContext['database'];
  providerStaffEmail: string;
  publicUrl: string;
} {
  return {
    country: context.country,
    database: context.database,
    providerStaffEmail: context.services.config.providerStaffEmail,
    publicUrl: context.services.config.publicUrl,
  };
}

/** A console sign-in: the country's database, the client, the key that seals TOTP keys. */
export function staffSignInDependencies(context: GraphQLContext): StaffSignInDependencies {
  return {
    database: context.database,
    client: context.client,
    keyring: context.services.config.secretEncryption.keyring,
    issuer: `${context.services.config.providerName} (${context.country.toUpperCase()})`,
  };
}

/** A console sign-in with the provider's own Microsoft tenant (undefined when not configured). */
export function staffMicrosoftDependencies(context: GraphQLContext): StaffMicrosoftDependencies {
  return {
    database: context.database,
    client: context.client,
    log: context.reply.log,
    provider: context.services.staffMicrosoftIdentity,
  };
}
