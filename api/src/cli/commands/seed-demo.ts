import { parseArgs } from 'node:util';
import { seedDemoCountry } from '../../app/demo.js';
import { portalModules } from '../../app/modules.js';
import { demoLogins } from '../../demo/seed.js';
import { countryCodes, isCountryCode, type CountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

export const seedDemoCommand: AdminCommand = {
  name: 'seed-demo',
  summary: 'Fill empty country databases with the demo suppliers and users.',
  usage: 'seed-demo [--country no|dk|se]   (default: every country)',
  async run(argumentsList, context) {
    const { values } = parseArgs({
      args: argumentsList,
      options: { country: { type: 'string' } },
      strict: true,
    });
    if (values.country !== undefined && !isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const countries: CountryCode[] = values.country ? [values.country] : [...countryCodes];
    const { databases } = await context.openDatabases();
    for (const country of countries) {
      const seeded = await seedDemoCountry(portalModules, {
        database: databases[country],
        country,
        storage: context.storage,
        provider: context.config.providers[country],
      });
      context.print(
        seeded
          ? `${country}: demo data added; logins: ${demoLogins(country)
              .map((login) => login.email)
              .join(', ')} (password ${demoLogins(country)[0]?.password ?? ''})`
          : `${country}: has suppliers already; nothing changed.`,
      );
    }
  },
};
