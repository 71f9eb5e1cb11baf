import { z } from 'zod';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { languages } from '../../shared/countries.js';
import { parseInput } from '../../shared/validation.js';
import { listMethodVersions } from './service.js';

const methodVersionsInput = z.object({ language: z.enum(languages).nullish() });

export const sustainabilityResolvers: Resolvers = {
  Query: {
    // Public: the methodology page is read without signing in.
    get_co2_method_versions: async (_parent, input, context) => {
      const { language } = parseInput(methodVersionsInput, input);
      return listMethodVersions(context.database, language ?? 'en');
    },
  },
};
