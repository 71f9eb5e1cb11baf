import type { Database } from '../../database/connections.js';
import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { failedMailExportQuery, failingEndpointExportQuery } from './console-inputs.js';
import { shapedMail } from './console-shape.js';
import {
  failedMailListReader,
  failedMailSorting,
  failingEndpointListReader,
  failingEndpointSorting,
} from './inbox.js';

/** What became of an endpoint, as the list says it: still tried, off for failing, off by hand. */
function endpointStateKey(endpoint: { enabled: boolean; disabled_reason: string | null }) {
  if (endpoint.enabled) return 'consoleInbox.webhooks.failing';
  return endpoint.disabled_reason === 'failing'
    ? 'consoleInbox.webhooks.switchedOff'
    : 'consoleInbox.webhooks.offByCustomer';
}

/**
 * The inbox's failed mails and failing webhook endpoints as CSV or XLSX, exactly as the lists'
 * text and order show them: GET /api/console/{country}/exports/failed-mails.{csv,xlsx} and
 * failing-webhook-endpoints.{csv,xlsx}. Every staff role, as the lists.
 */
export const consoleInboxExportRoutes: RestRoute[] = [
  ...consoleListExportRoutes({
    name: 'failed-mails',
    docs: { subject: 'The mails not sent because sending failed', tag: 'Console' },
    sheetName: 'consoleInbox.mails.heading',
    query: failedMailExportQuery,
    prepare: ({ staff, query, language }) => {
      assertStaffMayRead(staff);
      const { text, sort, direction } = query;
      const read = failedMailListReader(
        { text },
        listOrderOf(failedMailSorting, { sort, direction }, language),
      );
      return Promise.resolve(async (source: Database, offset: number, limit: number) =>
        (await read(source, offset, limit)).map(shapedMail),
      );
    },
    columns: (t) => [
      {
        header: t('consoleInbox.mails.columns.recipient'),
        value: (mail) => mail.recipient,
        width: 32,
      },
      { header: t('consoleInbox.mails.columns.subject'), value: (mail) => mail.subject, width: 32 },
      { header: t('consoleInbox.mails.error'), value: (mail) => mail.last_error, width: 40 },
      { header: t('consoleInbox.mails.columns.attempts'), value: (mail) => mail.attempts },
      {
        header: t('consoleInbox.mails.queued'),
        value: (mail) => mail.created_at,
        kind: 'instant',
        width: 22,
      },
    ],
  }),
  ...consoleListExportRoutes({
    name: 'failing-webhook-endpoints',
    docs: { subject: "The customers' failing webhook endpoints", tag: 'Console' },
    sheetName: 'consoleInbox.webhooks.heading',
    query: failingEndpointExportQuery,
    prepare: ({ staff, query, language }) => {
      assertStaffMayRead(staff);
      const { text, sort, direction } = query;
      return Promise.resolve(
        failingEndpointListReader(
          { text },
          listOrderOf(failingEndpointSorting, { sort, direction }, language),
        ),
      );
    },
    columns: (t) => [
      {
        header: t('consoleInbox.webhooks.customer'),
        value: (endpoint) => endpoint.customer,
        width: 28,
      },
      { header: t('consoleInbox.webhooks.url'), value: (endpoint) => endpoint.url, width: 40 },
      {
        header: t('consoleInbox.webhooks.state'),
        value: (endpoint) => t(endpointStateKey(endpoint)),
        width: 28,
      },
      {
        header: t('consoleInbox.webhooks.columns.failures'),
        value: (endpoint) => endpoint.consecutive_failed_events,
      },
    ],
  }),
];
