import type { FastifyInstance } from 'fastify';
import { Kind, OperationTypeNode } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { isCountryCode } from '../shared/countries.js';
import { authorizeApiTokenCall } from './api-token-calls.js';
import type { ApiTokenAccess } from '../modules/api-tokens/policy.js';
import type { AppServices } from '../platform/services.js';
import type { GraphQLContext } from '../platform/graphql-context.js';
import { buildContext } from './context.js';
import { refuseChangesInCustomerView } from './customer-view-calls.js';
import { createErrorFormatter } from './error-formatter.js';
import { assertTokenLimit, graphqlLimits, validationRules } from './limits.js';
import { assertNoNulCharacters } from './nul-characters.js';
import { mergeResolvers } from './resolvers.js';
import type { Resolvers } from '../platform/graphql-types.generated.js';

/**
 * One schema served at /graphql/no, /graphql/dk and /graphql/se; the path picks the country's
 * database and the issuer its tokens must carry.
 */
export async function graphqlPlugin(
  app: FastifyInstance,
  {
    services,
    schema,
    resolvers,
    apiTokenAccess,
  }: {
    services: AppServices;
    schema: string;
    resolvers: readonly Resolvers[];
    /** What organisation API tokens may call (the modules' apiTokenAccess, merged). */
    apiTokenAccess: ApiTokenAccess;
  },
): Promise<void> {
  const isProduction = services.config.environment === 'production';

  app.addHook('onRequest', async (request, reply) => {
    // Answers carry tokens and personal data: no cache, shared or private, may keep them.
    reply.header('cache-control', 'no-store');
    const { country } = request.params as { country?: string };
    if (!isCountryCode(country)) {
      await reply
        .code(404)
        .send({ errors: [{ message: 'No GraphQL endpoint for this country.' }] });
    }
  });

  // GraphQL over HTTP allows `"extensions": null`; Mercurius's body schema wants an object.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (body && typeof body === 'object' && body.extensions === null) delete body.extensions;
  });

  await app.register(mercurius, {
    schema,
    resolvers: mergeResolvers(resolvers) as IResolvers,
    path: '/graphql/:country',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules: validationRules({ allowIntrospection: !isProduction }),
    errorFormatter: createErrorFormatter({ hideDetails: isProduction }),
    context: (request) => buildContext(services, request),
  });

  app.graphql.addHook('preParsing', async (_schema, source) => {
    assertTokenLimit(source);
  });

  // A mutation may have changed what this instance keeps (sessions, users, suppliers). Its own
  // next request must not wait for the database's notification to learn of it.
  const mutations = new WeakSet<object>();
  app.graphql.addHook('preExecution', async (_schema, document, context, variables) => {
    assertNoNulCharacters(document, variables);
    const isMutation = document.definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === OperationTypeNode.MUTATION,
    );
    if (isMutation) mutations.add(context);
    await authorizeApiTokenCall(document, context as unknown as GraphQLContext, apiTokenAccess);
    if (isMutation) {
      await refuseChangesInCustomerView(document, context as unknown as GraphQLContext);
    }
  });
  app.graphql.addHook('onResolution', async (_execution, context) => {
    if (!mutations.has(context)) return;
    const { country } = context as unknown as GraphQLContext;
    services.caches[country].feed.announceLocalChange();
  });
}

export { graphqlLimits };
