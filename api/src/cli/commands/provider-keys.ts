import { parseArgs } from 'node:util';
import {
  createProviderKey,
  listProviderKeys,
  revokeProviderKey,
} from '../../infrastructure/provider-keys/service.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';

export const providerKeysCommand: AdminCommand = {
  name: 'provider-keys',
  summary: "Create, list and revoke the keys of the provider's systems for admin calls.",
  usage:
    'provider-keys create --name <name> --country <no|dk|se>\n' +
    '       npm run admin -- provider-keys list --country <no|dk|se>\n' +
    '       npm run admin -- provider-keys revoke <id> --country <no|dk|se>',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: { name: { type: 'string' }, country: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const [action, id] = positionals;
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    if (action === 'create') {
      const name = values.name?.trim();
      if (!name) throw new UsageError('--name is required: what system the key is for.');
      const database = (await context.openDatabases()).databases[values.country];
      const created = await createProviderKey(database, name);
      context.print(`Key ${created.id} for "${name}" (${values.country}). Shown only now:`);
      context.print(created.key);
    } else if (action === 'list') {
      const database = (await context.openDatabases()).databases[values.country];
      for (const key of await listProviderKeys(database)) {
        const state = key.revoked_at ? `revoked ${key.revoked_at.toISOString()}` : 'active';
        const used = key.last_used_at ? key.last_used_at.toISOString() : 'never';
        context.print(`${key.id}  ${key.name}  ${state}  last used ${used}`);
      }
    } else if (action === 'revoke') {
      if (!id || !isUuid(id)) throw new UsageError('Name the id of the key to revoke.');
      const database = (await context.openDatabases()).databases[values.country];
      if (!(await revokeProviderKey(database, id))) throw new UsageError(`No active key ${id}.`);
      context.print(`Revoked ${id}.`);
    } else {
      throw new UsageError('Say create, list or revoke.');
    }
  },
};
