import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../shared/errors.js';

/**
 * The HTTP status of each domain error code, for the REST routes (GraphQL answers 200 and puts
 * the code in the error's extensions). A Record, so a new code cannot be left without a status.
 */
export const httpStatusOfCode: Readonly<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  INVALID_CREDENTIALS: 401,
  NOT_REGISTERED: 403,
  REGISTRATION_INCOMPLETE: 403,
  TOO_MANY_ATTEMPTS: 429,
  MAIL_LIMIT_REACHED: 429,
  QUERY_TOO_COMPLEX: 400,
  INVALID_RESET_CODE: 400,
  WEAK_PASSWORD: 400,
  INVALID_INVITE_CODE: 400,
  INVITE_CODE_EXPIRED: 410,
  MICROSOFT_SIGN_IN_UNAVAILABLE: 503,
  EMAIL_IN_USE: 409,
  ALREADY_REGISTERED: 409,
  CANNOT_DEACTIVATE_SELF: 409,
  WRONG_PASSWORD: 400,
  MICROSOFT_SIGN_IN_FAILED: 401,
  MICROSOFT_EMAIL_NOT_VERIFIED: 403,
  MICROSOFT_ACCOUNT_MISMATCH: 409,
  MICROSOFT_CHOOSE_COMPANY: 409,
  ACCOUNT_DEACTIVATED: 403,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  EXPIRED: 410,
  SUBSCRIPTION_LIMIT_REACHED: 409,
  // Gone for good, like an expired report: the link's rights ended with its creator's.
  REPORT_LINK_REVOKED: 410,
  SCIM_TOKEN_LIMIT_REACHED: 409,
  INVALID_SECURITY_CODE: 401,
  READ_ONLY_VIEW: 403,
};

/** The one body of every REST error: a stable code for programs, a message for people. */
interface RestErrorBody {
  error: {
    code: ErrorCode | 'INTERNAL_SERVER_ERROR';
    message: string;
    fields?: { field: string; message: string }[];
    retryAfterSeconds?: number;
  };
}

/** Answers with a domain error: its status, the standard body, never cached. */
function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  const { fields, retryAfterSeconds } = error.details;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  const body: RestErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
  };
  return reply.code(httpStatusOfCode[error.code]).header('cache-control', 'no-store').send(body);
}

/** Errors Fastify raises itself (a bad URL, a body too large or unreadable), as domain errors. */
function domainErrorOfStatus(statusCode: number, message: string): DomainError {
  if (statusCode === 404) return new DomainError('NOT_FOUND');
  if (statusCode === 413) return new DomainError('FILE_TOO_LARGE');
  if (statusCode === 415) return new DomainError('UNSUPPORTED_FILE_TYPE', message);
  return new DomainError('BAD_USER_INPUT', message);
}

/**
 * The error handler of every REST route: domain errors by the table above, the client's own
 * mistakes that Fastify caught as 400, anything else a logged 500 that tells nothing.
 */
export function restErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Refused before its body was read (an upload without the right, say): the connection cannot
  // be reused for another request, so it closes after this answer instead of lingering.
  if (!request.raw.complete) reply.header('connection', 'close');
  if (error instanceof DomainError) {
    void sendDomainError(reply, error);
    return;
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    void sendDomainError(reply, domainErrorOfStatus(statusCode, error.message));
    return;
  }
  request.log.error({ err: error }, 'Unexpected error in a REST route');
  const body: RestErrorBody = {
    error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.' },
  };
  void reply.code(500).header('cache-control', 'no-store').send(body);
}
