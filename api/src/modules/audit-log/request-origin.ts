import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log records it beside the actor. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/**
 * An onRequest hook (server.ts) that keeps the request's address and user agent for the whole
 * request. Why not an argument: every service that records an event would need the transport's
 * client handed down through every resolver; the audit log alone reads it, from here, and
 * services stay free of the transport.
 */
export function captureRequestOrigin(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: () => void,
): void {
  origins.run(
    { ipAddress: request.ip, userAgent: request.headers['user-agent'], log: request.log },
    done,
  );
}

/** The current request's origin; undefined outside a request (jobs, the command line). */
export function currentRequestOrigin(): RequestOrigin | undefined {
  return origins.getStore();
}
