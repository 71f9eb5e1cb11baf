import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { isCountryCode } from '../shared/countries.js';
import { buildContext, type AppServices } from './context.js';
import { createErrorFormatter } from './error-formatter.js';
import { assertTokenLimit, graphqlLimits, validationRules } from './limits.js';
import { mergeResolvers } from './resolvers.js';
import { loadSchemaDefinition } from './schema.js';

/**
 * One schema served at /graphql/no, /graphql/dk and /graphql/se; the path picks the country's
 * database and the issuer its tokens must carry.
 */
export async function graphqlPlugin(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  const isProduction = services.config.environment === 'production';

  app.addHook('onRequest', async (request, reply) => {
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
    schema: loadSchemaDefinition(),
    resolvers: mergeResolvers() as IResolvers,
    path: '/graphql/:country',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules: validationRules({ allowIntrospection: !isProduction }),
    errorFormatter: createErrorFormatter({ hideDetails: isProduction }),
    context: (request) => {
      const { country } = request.params as { country: string };
      if (!isCountryCode(country)) throw new Error(`Unknown country ${country}`);
      return buildContext(services, country, request);
    },
  });

  app.graphql.addHook('preParsing', async (_schema, source) => {
    assertTokenLimit(source);
  });
}

export { graphqlLimits };
