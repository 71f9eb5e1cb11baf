import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app: one operation per .graphql file in a feature's api folder,
 * checked against the API's schema. The output folder is generated; never edit it.
 */
const config: CodegenConfig = {
  schema: [
    '../api/src/graphql/root.graphql',
    '../api/src/modules/**/*.graphql',
    '../api/src/infrastructure/**/*.graphql',
  ],
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/shared/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        // Documents as strings: no graphql-js runtime is needed to send them.
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
        skipTypename: true,
        namingConvention: { typeNames: 'change-case-all#pascalCase', transformUnderscore: true },
      },
    },
  },
};

export default config;
