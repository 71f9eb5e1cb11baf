import { parseArgs } from 'node:util';
import {
  listProviderContacts,
  setProviderContactJobTitle,
} from '../../modules/suppliers/provider-contacts.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';
import { translationOption, translationsFrom } from '../translation-options.js';

export const providerContactsCommand: AdminCommand = {
  name: 'provider-contacts',
  summary: 'List the provider’s contact people, or set a contact’s job title in every language.',
  usage: [
    'provider-contacts list --country <no|dk|se>',
    '       npm run admin -- provider-contacts job-title <e-mail> --country <no|dk|se>',
    '         --title <English title> [--title-in fi=<title> ...]',
    '',
    'The job title shows on the customers’ main contacts page, in the reader’s language when',
    '--title-in gives it (da, fi, no, se), else in English. Setting a title replaces all of them.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        country: { type: 'string' },
        title: { type: 'string' },
        'title-in': translationOption,
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, email, ...extra] = positionals;
    if (extra.length) throw new UsageError(`Unexpected argument ${extra[0]}`);
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const country = values.country;
    if (action === 'list') {
      const database = (await context.openDatabases()).databases[country];
      const contacts = await listProviderContacts(database);
      for (const contact of contacts) {
        const languages = Object.keys(contact.job_title_translations).sort().join(' ');
        context.print(
          [
            contact.email,
            `"${contact.name}"`,
            `"${contact.job_title ?? ''}"`,
            languages || '-',
          ].join('  '),
        );
      }
      context.print(`${country}: ${contacts.length} contact(s)`);
      return;
    }
    if (action === 'job-title') {
      if (!email) throw new UsageError('Name the contact by e-mail address.');
      if (!values.title?.trim()) throw new UsageError('--title is required (in English).');
      const translations = translationsFrom(values['title-in'], 'title-in', 200);
      const database = (await context.openDatabases()).databases[country];
      const updated = await setProviderContactJobTitle(database, email, values.title, translations);
      if (!updated) throw new UsageError(`No provider contact ${email} in ${country}.`);
      context.print(
        `${country}: ${email} is "${values.title.trim()}" in English and ${Object.keys(translations).length} other language(s)`,
      );
      return;
    }
    throw new UsageError('Say list or job-title.');
  },
};
