import { parseArgs } from 'node:util';
import {
  approveAccessRequest,
  listAccessRequests,
  rejectAccessRequest,
  type AccessRequestStatus,
} from '../../modules/access-requests/service.js';
import { countryCodes, isCountryCode, type CountryCode } from '../../shared/countries.js';
import { UsageError, type AdminCommand } from '../command.js';

const statuses: readonly AccessRequestStatus[] = ['pending', 'approved', 'rejected'];
const isStatus = (value: string): value is AccessRequestStatus =>
  (statuses as readonly string[]).includes(value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function countriesOf(value: string | undefined): CountryCode[] {
  if (value === undefined) return [...countryCodes];
  if (!isCountryCode(value))
    throw new UsageError(`--country must be one of ${countryCodes.join(', ')}`);
  return [value];
}

export const accessRequestsCommand: AdminCommand = {
  name: 'access-requests',
  summary: 'List requests for access from the portal, approve one (and invite) or reject one.',
  usage: [
    'access-requests list [--status pending|approved|rejected] [--country no|dk|se]',
    '       npm run admin -- access-requests approve <id> [--supplier <id>] [--country no|dk|se]',
    '       npm run admin -- access-requests reject <id> [--reason <text>] [--country no|dk|se]',
    '',
    'approve creates a supplier from the request (or uses --supplier <id>) and invites the',
    'requester to it (as its admin when the supplier is new). reject with --reason mails the',
    'reason to the requester in the language of the request.',
  ].join('\n'),
  async run(argumentsList, context) {
    const { values, positionals } = parseArgs({
      args: argumentsList,
      options: {
        status: { type: 'string' },
        country: { type: 'string' },
        supplier: { type: 'string' },
        reason: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [action, id, ...extra] = positionals;
    const countries = countriesOf(values.country);
    if (action === 'list') {
      if (id !== undefined) throw new UsageError('list takes no id');
      if (values.status !== undefined && !isStatus(values.status)) {
        throw new UsageError(`--status must be one of ${statuses.join(', ')}`);
      }
      const status = values.status;
      const { databases } = await context.openDatabases();
      let count = 0;
      for (const country of countries) {
        for (const request of await listAccessRequests(databases[country], status)) {
          count += 1;
          context.print(
            [
              request.id,
              country,
              request.status.padEnd(8),
              request.created_at.toISOString().slice(0, 16).replace('T', ' '),
              `${request.company_name} (${request.org_number})`,
              `${request.first_name} ${request.last_name} <${request.email}> ${request.phone}`,
            ].join('  '),
          );
        }
      }
      context.print(`${count} request(s)${status ? ` ${status}` : ''}.`);
      return;
    }
    if (action !== 'reject' && values.reason !== undefined) {
      throw new UsageError('--reason goes with reject only');
    }
    if (action !== 'approve' && values.supplier !== undefined) {
      throw new UsageError('--supplier goes with approve only');
    }
    if (action === 'approve') {
      if (!id || extra.length) throw new UsageError('approve takes exactly one request id');
      if (values.status !== undefined) throw new UsageError('approve takes no --status');
      if (!uuidPattern.test(id)) throw new UsageError(`Not a request id: ${id}`);
      if (values.supplier !== undefined && !uuidPattern.test(values.supplier)) {
        throw new UsageError(`--supplier must be a supplier id, not "${values.supplier}"`);
      }
      const { databases } = await context.openDatabases();
      for (const country of countries) {
        const approved = await approveAccessRequest(
          databases[country],
          { country, publicUrl: context.config.publicUrl },
          { id, supplierId: values.supplier },
        );
        if (approved) {
          context.print(
            `${country}: request ${id} approved; ` +
              `${approved.supplierCreated ? 'created supplier' : 'supplier'} ${approved.supplierId}; ` +
              `invited ${approved.invited.email} (user ${approved.invited.userId}).`,
          );
          return;
        }
      }
      throw new Error(`No pending access request ${id}.`);
    }
    if (action === 'reject') {
      if (!id || extra.length) throw new UsageError('reject takes exactly one request id');
      if (values.status !== undefined) throw new UsageError('reject takes no --status');
      if (!uuidPattern.test(id)) throw new UsageError(`Not a request id: ${id}`);
      const { databases } = await context.openDatabases();
      for (const country of countries) {
        const reason = values.reason?.trim() || undefined;
        if (await rejectAccessRequest(databases[country], id, { reason })) {
          const mailed = reason ? '; the reason is mailed to the requester' : '';
          context.print(`${country}: request ${id} rejected${mailed}.`);
          return;
        }
      }
      throw new Error(`No pending access request ${id}.`);
    }
    throw new UsageError(
      action ? `Unknown action "${action}"` : 'Name an action: list, approve or reject',
    );
  },
};
