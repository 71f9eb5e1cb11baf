import { emailAddressPattern } from '@itad-portal/validation';
import { parseArgs } from 'node:util';
import { inviteUser } from '../../modules/invitations/service.js';
import { findSupplier } from '../../modules/suppliers/service.js';
import { countryCodes, isCountryCode, isLanguage, languages } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';

export const inviteCommand: AdminCommand = {
  name: 'invite',
  summary: 'Invite a user to a supplier: mails a registration link valid for 7 days.',
  usage:
    'invite --email <e-mail> --supplier <id> --country <no|dk|se>\n' +
    '       [--first-name <name>] [--last-name <name>] [--language da|en|fi|no|se]\n' +
    '       [--admin] [--report-access | --no-report-access]\n' +
    "       (without either, a new user gets the supplier's report access default)",
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        email: { type: 'string' },
        supplier: { type: 'string' },
        country: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        language: { type: 'string' },
        admin: { type: 'boolean' },
        'report-access': { type: 'boolean' },
        'no-report-access': { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length) throw new UsageError(`Unexpected argument "${positionals[0]}"`);
    const email = values.email?.trim();
    if (!email) throw new UsageError('--email is required.');
    if (!emailAddressPattern.test(email) || email.length > 320) {
      throw new UsageError(`--email is not a valid e-mail address: "${email}"`);
    }
    if (!values.supplier) throw new UsageError('--supplier is required: the supplier id.');
    if (!isUuid(values.supplier)) {
      throw new UsageError(`--supplier must be a supplier id, not "${values.supplier}"`);
    }
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    if (values.language !== undefined && !isLanguage(values.language)) {
      throw new UsageError(`--language must be one of ${languages.join(', ')}`);
    }
    const country = values.country;
    const database = (await context.openDatabases()).databases[country];
    if (!(await findSupplier(database, values.supplier))) {
      throw new Error(`No supplier ${values.supplier} in ${country}.`);
    }
    const invited = await inviteUser(
      database,
      { country, publicUrl: context.config.publicUrl },
      {
        supplierId: values.supplier,
        email,
        firstName: values['first-name']?.trim(),
        lastName: values['last-name']?.trim(),
        language: values.language,
        isAdmin: values.admin ?? false,
        hasReportAccess: values['no-report-access'] ? false : values['report-access'],
        invitedBy: null,
      },
    );
    context.print(
      `${country}: ${invited.created ? 'invited' : 'invited again'} ${invited.email} ` +
        `(user ${invited.userId}); the invitation mail is queued.`,
    );
  },
};
