import { emailAddressPattern } from '@itad-portal/validation';
import { parseArgs } from 'node:util';
import {
  createStaffMember,
  deactivateStaffMember,
  firstStaffPassword,
  listStaffMembers,
  resetStaffCredentials,
} from '../../modules/staff/service.js';
import { isStaffRole, staffRoles } from '../../modules/staff/staff-model.js';
import { countryCodes, isCountryCode, isLanguage, languages } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

export const staffCommand: AdminCommand = {
  name: 'staff',
  summary: "Add, list, deactivate and reset the provider's staff who sign in at /console.",
  usage: [
    'staff add --email <address> --name <name> --role <administrator|account_manager|support> --country <no|dk|se> [--language en]',
    '       npm run admin -- staff list --country <no|dk|se>',
    '       npm run admin -- staff deactivate <email> --country <no|dk|se>',
    '       npm run admin -- staff reset <email> --country <no|dk|se>',
    '',
    'add and reset print a first password once; the next sign-in sets up an authenticator app.',
    'A member belongs to one country: add them to each country they work in.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        language: { type: 'string' },
        country: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, email] = positionals;
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    const country = values.country;
    if (action === 'add') {
      const address = values.email?.trim();
      const name = values.name?.trim();
      if (!address || !emailAddressPattern.test(address)) {
        throw new UsageError('--email must be an e-mail address.');
      }
      if (!name) throw new UsageError('--name is required.');
      if (!values.role || !isStaffRole(values.role)) {
        throw new UsageError(`--role must be one of ${staffRoles.join(', ')}`);
      }
      const language = values.language ?? 'en';
      if (!isLanguage(language)) {
        throw new UsageError(`--language must be one of ${languages.join(', ')}`);
      }
      const database = (await context.openDatabases()).databases[country];
      const password = firstStaffPassword();
      const member = await createStaffMember(database, {
        email: address,
        name,
        role: values.role,
        language,
        password,
      });
      context.print(`${country}: staff member ${member.email} (${member.role}) added.`);
      context.print(`First password, shown only now: ${password}`);
    } else if (action === 'list') {
      const database = (await context.openDatabases()).databases[country];
      const members = await listStaffMembers(database);
      for (const member of members) {
        const lastSignIn = member.last_sign_in_at?.toISOString() ?? 'never';
        const factor = member.totp_enabled ? 'authenticator set up' : 'no authenticator yet';
        context.print(
          `${member.email}  ${member.name}  ${member.role}  ${member.status}  ${factor}  last sign-in ${lastSignIn}`,
        );
      }
      context.print(`${members.length} staff member(s) in ${country}.`);
    } else if (action === 'deactivate' || action === 'reset') {
      if (!email) throw new UsageError(`Name the e-mail address of the member to ${action}.`);
      const database = (await context.openDatabases()).databases[country];
      if (action === 'deactivate') {
        const ended = await deactivateStaffMember(database, email);
        context.print(`${country}: ${email} deactivated; ${ended} session(s) ended.`);
      } else {
        const password = firstStaffPassword();
        await resetStaffCredentials(database, email, password);
        context.print(`${country}: ${email} reset; the next sign-in sets up an authenticator.`);
        context.print(`New password, shown only now: ${password}`);
      }
    } else {
      throw new UsageError('Say add, list, deactivate or reset.');
    }
  },
};
