import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import type { LogEvent } from 'kysely';

/** The request header that names the recording a request's statements go to. */
const labelHeader = 'x-test-statement-recording';

/**
 * Records the SQL statements a request runs, by a label the test sends in a header. The label
 * is taken into the request's asynchronous context just before its handler (after the body is
 * read, which would lose it), so statements of other requests and of background work are not
 * counted. Statements sent past Kysely (runPreparedQuery: the session lookup) are not seen;
 * they are the same for every request.
 */
export class StatementCounter {
  readonly #current = new AsyncLocalStorage<string[]>();
  readonly #recordings = new Map<string, string[]>();

  /** Kysely's `log` option of the server's databases. */
  readonly log = (event: LogEvent): void => {
    if (event.level === 'query') this.#current.getStore()?.push(event.query.sql);
  };

  /** The server's onRoute: every route records the statements of a labelled request. */
  readonly onRoute = (route: RouteOptions): void => {
    const record: preValidationHookHandler = (request, _reply, done) => {
      const label = request.headers[labelHeader];
      const statements = typeof label === 'string' ? this.#recordings.get(label) : undefined;
      if (statements) this.#current.run(statements, done);
      else done();
    };
    const existing = route.preValidation;
    route.preValidation = [
      record,
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
    ];
  };

  /** Runs the request `send` makes with the headers given, and returns its statements. */
  async record<Result>(
    send: (headers: Record<string, string>) => Promise<Result>,
  ): Promise<{ result: Result; statements: string[] }> {
    const label = randomUUID();
    const statements: string[] = [];
    this.#recordings.set(label, statements);
    try {
      const result = await send({ [labelHeader]: label });
      return { result, statements: [...statements] };
    } finally {
      this.#recordings.delete(label);
    }
  }
}
