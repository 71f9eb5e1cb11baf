import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  Source,
  TokenKind,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { DomainError } from '../shared/errors.js';

export const graphqlLimits = {
  maximumDepth: 10,
  maximumAliases: 15,
  maximumCost: 5_000,
  maximumTokens: 2_000,
  /** Request bodies are small JSON; uploads go elsewhere. */
  maximumBodyBytes: 100 * 1024,
} as const;

/**
 * Fields that guess or spend something (sign-in, codes) may appear once per request, so
 * aliases cannot turn one request into many attempts.
 */
const onceOnlyFields = new Set([
  'auth',
  'auth_microsoft',
  'auth_microsoft_choose',
  'get_microsoft_login_url',
  'auth_swap',
  'renew_token',
  'reset_password',
  'reset_code_validation',
  'update_password',
  'invite_code_validation',
  'register_invited_user',
  'request_access',
]);

function onceOnlyFieldsRule(context: ValidationContext): ASTVisitor {
  const seen = new Set<string>();
  return {
    Field(node) {
      const name = node.name.value;
      if (!onceOnlyFields.has(name)) return;
      if (seen.has(name)) {
        context.reportError(
          new GraphQLError(`"${name}" may be requested only once per request.`, { nodes: node }),
        );
      }
      seen.add(name);
    },
  };
}

// graphql-armor's rules would throw out of validation; report instead, as GraphQL rules do.
const reportRejection = {
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

export function validationRules(options: { allowIntrospection: boolean }): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxDepthRule({ n: graphqlLimits.maximumDepth, ignoreIntrospection: false, ...reportRejection }),
    maxAliasesRule({ n: graphqlLimits.maximumAliases, allowList: [], ...reportRejection }),
    costLimitRule({
      maxCost: graphqlLimits.maximumCost,
      ignoreIntrospection: false,
      ...reportRejection,
    }),
    onceOnlyFieldsRule,
  ];
  if (!options.allowIntrospection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** Counts lexical tokens before parsing, so a huge document is refused cheaply. */
export function assertTokenLimit(query: string): void {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      count += 1;
      if (count > graphqlLimits.maximumTokens) {
        throw new DomainError(
          'QUERY_TOO_COMPLEX',
          `The query has more than ${graphqlLimits.maximumTokens} tokens.`,
        );
      }
    }
  } catch (error) {
    // Syntax errors are the parser's to report, with its own message.
    if (error instanceof DomainError) throw error;
  }
}
