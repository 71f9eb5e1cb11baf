import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../database/connections.js';
import type { ApiTokenAccess } from '../modules/api-tokens/policy.js';
import type { TaskDefinition } from '../tasks/task-definition.js';
import type { CountryCode } from '../shared/countries.js';
import type { ProviderIdentity } from '../shared/documents/provider-identity.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
import type { Resolvers } from './graphql-types.generated.js';
import type { DocumentedRoute } from './documented-route.js';
import type { RestRoute } from './rest-route.js';
import type { AppServices } from './services.js';

/** What a module's demo data is made with, once a country's demo suppliers exist. */
interface DemoSeedContext {
  database: Database;
  country: CountryCode;
  storage: ObjectStorage;
  provider: ProviderIdentity;
}

/**
 * A Fastify plugin for what is not a declared REST route: a protocol with its own content type
 * and error bodies (SCIM).
 */
type ModulePlugin = (app: FastifyInstance, options: { services: AppServices }) => Promise<void>;

/**
 * Everything one capability brings to the portal. The server, the job worker, the GraphQL schema,
 * the API reference and the demo data are made from the list of these (app/modules.ts), so a new
 * capability is its folder plus one line in that list.
 */
export interface PortalModule {
  /** The folder's name, for messages and the reference. */
  name: string;
  /** SDL files of its part of the one GraphQL schema (see `besideModule`). */
  graphqlSchemaFiles?: readonly string[];
  /** Resolver maps of the types and root fields its SDL declares. */
  resolvers?: readonly Resolvers[];
  /**
   * What an organisation API token may call of its root fields: 'read', 'order' (scope
   * read_order) or 'denied'. Every root field its SDL declares is listed (a test checks it);
   * one listed nowhere is refused to every token.
   */
  apiTokenAccess?: ApiTokenAccess;
  routes?: readonly RestRoute[];
  plugins?: readonly ModulePlugin[];
  /** How the API reference describes the routes its plugins serve. */
  pluginRoutes?: readonly DocumentedRoute[];
  /** Background tasks the worker runs for it. */
  tasks?: readonly TaskDefinition<z.ZodType>[];
  /** Crontab lines (`minute hour day month weekday task`) naming its tasks. */
  schedules?: readonly string[];
  /** Adds its demo data for a freshly seeded country (modules seed in the list's order). */
  seedDemo?(context: DemoSeedContext): Promise<unknown>;
}

/** Declares a module (identity, for its type). */
export function defineModule(module: PortalModule): PortalModule {
  return module;
}

/** The absolute path of a file beside a module's own file (its .graphql files, in src or dist). */
export function besideModule(moduleUrl: string, fileName: string): string {
  return path.join(path.dirname(fileURLToPath(moduleUrl)), fileName);
}
