import { countryCodes } from '../../shared/countries.js';
import type { AdminCommand } from '../command.js';

export const migrateCommand: AdminCommand = {
  name: 'migrate',
  summary: 'Create missing country databases and apply pending migrations.',
  usage: 'migrate',
  async run(_argumentsList, context) {
    await context.openDatabases();
    context.print(`Databases of ${countryCodes.join(', ')} are at the latest migration.`);
  },
};
