import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config.js';
import {
  createCountryDatabases,
  destroyCountryDatabases,
  type CountryDatabases,
} from '../database/connections.js';
import { startTaskWorkers, type TaskWorkers } from '../tasks/worker.js';
import { buildServer } from '../server.js';
import { portalModules } from '../app/modules.js';
import type { PortalModule } from '../platform/module.js';
import type { CountryCode } from '../shared/countries.js';
import { createObjectStorage } from '../shared/storage/create-storage.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
import { createOwnDatabases } from './own-databases.js';
import { startS3TestServer } from './s3-test-server.js';
import { StatementCounter } from './statement-counter.js';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: Data | null;
    errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
  };
}

interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  token?: string;
  country?: CountryCode;
  /** The client address the server sees (it trusts X-Forwarded-For in tests). */
  clientAddress?: string;
  /** Gives up waiting for the answer when aborted. */
  signal?: AbortSignal;
  /** More request headers (a statement recording's label, see recordStatements). */
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  databases: CountryDatabases;
  /** The server's file storage: local folders under its DATA_DIR, or an S3 test server's bucket. */
  storage: ObjectStorage;
  /** The shared test databases, or a server with task workers' own (see own-databases.ts). */
  databaseUrls: Record<CountryCode, string>;
  signingKey: Uint8Array;
  graphql<Data = Record<string, unknown>>(request: GraphQLRequest): Promise<GraphQLResponse<Data>>;
  /**
   * Waits until this server has heard of every change committed so far (a test that writes to
   * the database directly calls it before expecting the server to act on the write).
   */
  changesHeard(country?: CountryCode): Promise<void>;
  /**
   * The SQL statements the request `send` makes runs, when it sends the headers given (a server
   * started with `countStatements` only).
   */
  recordStatements<Result>(
    send: (headers: Record<string, string>) => Promise<Result>,
  ): Promise<{ result: Result; statements: string[] }>;
  close(): Promise<void>;
}

/**
 * A random unique-local IPv6 address with 120 random bits, so throttling by address never crosses
 * tests: per-address limits count an IPv6 client under its /64 and /56, which must differ too.
 */
export function randomClientAddress(): string {
  const hex = randomBytes(15).toString('hex');
  const groups = hex.slice(2).match(/.{4}/g) ?? [];
  return `fd${hex.slice(0, 2)}:${groups.join(':')}`;
}

/** A random address in the same /64 as `address` (another device of the same network). */
export function sameNetworkAddress(address: string): string {
  const network = address.split(':').slice(0, 4).join(':');
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `${network}:${groups.join(':')}`;
}

/** What production requires to start; the addresses are never reached by these tests. */
export function productionEnvironment(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    PUBLIC_URL: 'https://portal.test',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    EVIDENCE_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
}

/** Starts the real server on a free port over the test databases; talk to it over HTTP. */
export async function startTestServer(
  environment: Record<string, string> = {},
  options: {
    signingKey?: Uint8Array;
    taskWorkers?: boolean;
    /** The modules served and worked for: the portal's own by default (app/modules.ts). */
    modules?: readonly PortalModule[];
    /** 's3': files go to an S3 protocol server (s3rver) of this server's own on loopback. */
    storage?: 'local' | 's3';
    /** Record the SQL statements of labelled requests (recordStatements). */
    countStatements?: boolean;
  } = {},
): Promise<TestServer> {
  const signingKey = options.signingKey ?? randomBytes(32);
  const modules = options.modules ?? portalModules;
  // Task workers take every job in their database: such a server gets databases of its own.
  const ownDatabases = options.taskWorkers ? await createOwnDatabases() : undefined;
  const databaseUrls = ownDatabases?.urls ?? inject('testDatabaseUrls');
  const s3 = options.storage === 's3' ? await startS3TestServer() : undefined;
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'itad-data-')),
      // Any test server's workers may generate any report: they share one folder per run.
      REPORTS_DIR: path.join(
        os.tmpdir(),
        `itad-test-reports-${new URL(inject('databaseServerUrl')).port}`,
      ),
      ...s3?.environment,
      ...environment,
    }),
    databaseUrls,
  };
  const statementCounter = options.countStatements ? new StatementCounter() : undefined;
  const databases = createCountryDatabases(
    databaseUrls,
    statementCounter ? { log: statementCounter.log } : {},
  );
  const storage = createObjectStorage(config);
  const app = await buildServer({
    config,
    databases,
    signingKey,
    storage,
    ...(statementCounter ? { onRoute: statementCounter.onRoute } : {}),
    modules,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Only tests of background task run workers, so other tests' queued jobs stay put.
  const taskWorkers: TaskWorkers | undefined = options.taskWorkers
    ? await startTaskWorkers({
        config,
        databases,
        urls: databaseUrls,
        logger: app.log,
        storage,
        pollIntervalMilliseconds: 200,
        metrics: app.metrics,
        modules,
      })
    : undefined;
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('Server has no address');
  const url = `http://127.0.0.1:${address.port}`;
  const defaultClientAddress = randomClientAddress();

  return {
    url,
    app,
    config,
    databases,
    storage,
    databaseUrls,
    signingKey,
    async graphql<Data>(request: GraphQLRequest): Promise<GraphQLResponse<Data>> {
      const response = await fetch(`${url}/graphql/${request.country ?? 'no'}`, {
        method: 'POST',
        ...(request.signal ? { signal: request.signal } : {}),
        headers: {
          'content-type': 'application/json',
          authorization: request.token ? `Bearer ${request.token}` : '',
          'x-forwarded-for': request.clientAddress ?? defaultClientAddress,
          ...request.headers,
        },
        body: JSON.stringify({
          operationName: request.operationName ?? null,
          variables: request.variables ?? {},
          query: request.query,
        }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as GraphQLResponse<Data>['body'],
      };
    },
    changesHeard: (country = 'no') => app.portalCaches[country].feed.heardUpTo(),
    recordStatements(send) {
      if (!statementCounter) throw new Error('Start the server with countStatements to record');
      return statementCounter.record(send);
    },
    async close() {
      // Every request of the test file has had its answer by now; a socket the client keeps
      // (keep-alive, or a body it never read) must not hold the close until a timeout.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await taskWorkers?.stop();
      await destroyCountryDatabases(databases);
      await ownDatabases?.drop();
      await s3?.close();
    },
  };
}

export function errorCodeOf(response: {
  body: { errors?: { extensions?: Record<string, unknown> }[] };
}): unknown {
  return response.body.errors?.[0]?.extensions?.code;
}

/** An unstarted server with this server's configuration over other databases (failure tests). */
export function buildServerOver(
  server: TestServer,
  databases: CountryDatabases,
): Promise<FastifyInstance> {
  return buildServer({
    config: server.config,
    databases,
    signingKey: server.signingKey,
    storage: server.storage,
  });
}
