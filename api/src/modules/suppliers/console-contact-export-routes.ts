import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { consoleProviderContactExportQuery } from './console-contact-inputs.js';
import { providerContactListReader, providerContactSorting } from './console-contacts.js';

/**
 * The provider's contact people as CSV or XLSX, exactly as the page's text and order show them:
 * GET /api/console/{country}/exports/provider-contacts.{csv,xlsx}. Every staff role, as the page.
 */
export const consoleContactExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'provider-contacts',
  docs: { subject: "The provider's contact people", tag: 'Console' },
  sheetName: 'consoleContacts.title',
  query: consoleProviderContactExportQuery,
  prepare: ({ staff, query, language }) => {
    assertStaffMayRead(staff);
    const { text, sort, direction } = query;
    return Promise.resolve(
      providerContactListReader(
        { text },
        listOrderOf(providerContactSorting, { sort, direction }, language),
      ),
    );
  },
  columns: (t) => [
    { header: t('consoleContacts.name'), value: (contact) => contact.name, width: 26 },
    { header: t('consoleContacts.email'), value: (contact) => contact.email, width: 32 },
    { header: t('consoleContacts.phone'), value: (contact) => contact.phone, width: 18 },
    { header: t('consoleContacts.jobTitle'), value: (contact) => contact.job_title, width: 26 },
    {
      header: t('consoleContacts.titlesLegend'),
      // As the page writes them under the English title: "fi: Asiakasvastaava".
      value: (contact) =>
        contact.job_title_translations
          .map((translation) => `${translation.language}: ${translation.title}`)
          .join('; ') || null,
      width: 40,
    },
    { header: t('consoleContacts.customers'), value: (contact) => contact.customer_count },
  ],
});
