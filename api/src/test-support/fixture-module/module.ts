import { z } from 'zod';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { besideModule, defineModule } from '../../platform/module.js';
import { countryParam, restRoute } from '../../platform/rest-route.js';
import { defineTask, enqueueTask } from '../../tasks/task-definition.js';

/**
 * A module that exists only to prove the seam: a folder and one line in a module list give it a
 * place in the GraphQL schema, a REST route in the server and the API reference, a task the
 * worker runs, and demo data. module-plug.test.ts adds it to the portal's list.
 */

/** What the fixture's task and demo seed did, for the test to read (they run in this process). */
export const fixtureRecord = { tasksRun: [] as string[], countriesSeeded: [] as string[] };

export const fixtureEchoTask = defineTask({
  name: 'module_fixture_echo',
  payloadSchema: z.object({ text: z.string() }),
  maximumAttempts: 1,
  handle: async ({ text }, { country }) => {
    fixtureRecord.tasksRun.push(`${country}:${text}`);
  },
});

const fixtureEchoRoute = restRoute({
  method: 'POST',
  url: '/api/module-fixture/:country/echo',
  params: z.object({ country: countryParam }),
  body: z.object({ text: z.string().min(1).max(100) }),
  authentication: 'none',
  docs: {
    summary: 'Echo a text and queue a task that records it',
    tag: 'Module fixture',
    response: { contentType: 'application/json', description: 'The text given.' },
  },
  handler: async ({ params, body, services }) => {
    await enqueueTask(services.databases[params.country], fixtureEchoTask, { text: body.text });
    return { text: body.text };
  },
});

// The generated resolver types know the portal's own schema only; this field is typed here.
const fixtureResolvers = {
  Query: { moduleFixtureEcho: (_parent: unknown, { text }: { text: string }) => `echo: ${text}` },
} as Resolvers;

export const fixtureModule = defineModule({
  name: 'module-fixture',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [fixtureResolvers],
  routes: [fixtureEchoRoute],
  tasks: [fixtureEchoTask],
  schedules: [],
  seedDemo: async ({ country }) => {
    fixtureRecord.countriesSeeded.push(country);
  },
});
