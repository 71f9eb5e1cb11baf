import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { DomainError } from '../shared/errors.js';

interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: Record<string, unknown>;
}

const suggestionPattern = /\s*Did you mean .*\?$/;

/** Errors that Mercurius wraps (validation) carry the real ones in `errors`. */
function unwrap(error: GraphQLError): GraphQLError[] {
  const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(inner)) {
    return inner.map((item) =>
      item instanceof GraphQLError
        ? item
        : new GraphQLError(String((item as Error)?.message ?? item)),
    );
  }
  return [error];
}

function shape(error: GraphQLError, hideDetails: boolean, log: FastifyBaseLogger): FormattedError {
  const where = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  const original = error.originalError;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      ...where,
      extensions: {
        code: original.code,
        ...(original.details.fields ? { fields: original.details.fields } : {}),
        ...(original.details.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: original.details.retryAfterSeconds }
          : {}),
        ...(original.details.choice
          ? {
              choice_code: original.details.choice.code,
              companies: original.details.choice.companies,
            }
          : {}),
      },
    };
  }
  // No original error (or a GraphQL one): the document or its variables were at fault.
  if (!original || original instanceof GraphQLError) {
    const message = hideDetails ? error.message.replace(suggestionPattern, '') : error.message;
    return { message, ...where, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  }
  // Transport errors (body too large, malformed JSON, batching refused) are the client's.
  const statusCode = (original as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { message: original.message, ...where, extensions: { code: 'BAD_REQUEST' } };
  }
  log.error({ err: original, path: error.path }, 'Unexpected error in a GraphQL resolver');
  return {
    message: 'Internal server error.',
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Errors raised before execution (a body too large, a malformed request, a failed validation)
 * carry an HTTP status; a lone such error decides the response's status, as in Mercurius.
 */
function transportStatus(errors: readonly GraphQLError[]): number {
  const status = (errors.length === 1 ? errors[0]?.originalError : undefined) as
    { statusCode?: unknown } | undefined;
  return typeof status?.statusCode === 'number' ? status.statusCode : 200;
}

/** The one place where errors become what GraphQL clients see: codes, never stack traces. */
export function createErrorFormatter(options: { hideDetails: boolean }) {
  return (
    execution: ExecutionResult &
      Required<Pick<ExecutionResult, 'errors'>> & { statusCode?: number },
    context: MercuriusContext,
  ) => {
    const log = context.reply?.log ?? context.app.log;
    const errors = execution.errors
      .flatMap(unwrap)
      .map((error) => shape(error, options.hideDetails, log));
    const statusCode = execution.data
      ? 200
      : (execution.statusCode ?? transportStatus(execution.errors));
    return {
      statusCode,
      response: { data: execution.data ?? null, errors: errors as unknown as GraphQLError[] },
    };
  };
}
