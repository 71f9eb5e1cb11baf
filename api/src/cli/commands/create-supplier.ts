import { parseArgs } from 'node:util';
import { createSupplier } from '../../modules/suppliers/service.js';
import { countryCodes, isCountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { UsageError, type AdminCommand } from '../command.js';

export const createSupplierCommand: AdminCommand = {
  name: 'create-supplier',
  summary: 'Create a supplier (a customer company), optionally a master account or sub-supplier.',
  usage:
    'create-supplier --company <name> --country <no|dk|se> [--org-number <number>]\n' +
    '       [--parent <master supplier id>] [--master]',
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        company: { type: 'string' },
        country: { type: 'string' },
        'org-number': { type: 'string' },
        parent: { type: 'string' },
        master: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length) throw new UsageError(`Unexpected argument "${positionals[0]}"`);
    const company = values.company?.trim();
    if (!company) throw new UsageError('--company is required: the company name.');
    if (company.length > 200) throw new UsageError('--company must be at most 200 characters.');
    if (!isCountryCode(values.country)) {
      throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
    }
    if (values.parent !== undefined && !isUuid(values.parent)) {
      throw new UsageError(`--parent must be a supplier id, not "${values.parent}"`);
    }
    if (values.parent !== undefined && values.master) {
      throw new UsageError(
        '--master and --parent exclude each other: a sub-supplier is no master.',
      );
    }
    const database = (await context.openDatabases()).databases[values.country];
    const supplier = await createSupplier(database, {
      company,
      orgNumber: values['org-number'],
      parentSupplierId: values.parent,
      isMasterAccount: values.master ?? false,
    });
    const kind = supplier.is_master_account
      ? 'master account'
      : supplier.parent_supplier_id
        ? `sub-supplier of ${supplier.parent_supplier_id}`
        : 'supplier';
    context.print(`${values.country}: created ${kind} ${supplier.id} "${supplier.company}".`);
  },
};
