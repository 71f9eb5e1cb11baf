import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { inReaderLanguage } from '../../shared/translated-text.js';
import { listSuppliersViewerMayActFor } from './service.js';

export const suppliersResolvers: Resolvers = {
  Query: {
    get_suppliers: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      return listSuppliersViewerMayActFor(context.database, viewer);
    },
  },
  Supplier: {
    sub_suppliers: (supplier, _arguments, context) =>
      context.loaders.subSuppliersByParentId.load(supplier.id),
    shipment_items: (supplier, _arguments, context) =>
      context.loaders.shipmentItemsBySupplierId.load(supplier.id),
    contact: (supplier, _arguments, context) =>
      context.loaders.primaryContactBySupplierId.load(supplier.id),
    customer_contacts: (supplier, _arguments, context) =>
      context.loaders.providerContactsBySupplierId.load(supplier.id),
  },
  CustomerContact: {
    // The provider's staff titles are kept in English with translations per language.
    job_title: async (contact, _arguments, context) =>
      inReaderLanguage(
        contact.job_title,
        contact.job_title_translations,
        (await context.getViewer())?.user.language,
      ),
  },
  SupplierContact: {
    contact_name: (contact) => contact.name,
    contact_email: (contact) => contact.email,
    contact_phone: (contact) => contact.phone,
    contact_job_title: (contact) => contact.job_title,
  },
};
