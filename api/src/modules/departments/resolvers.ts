import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { agreementStatus } from './agreement-model.js';
import { getDepartments, termsDocumentOf } from './service.js';
import { inReaderLanguage } from '../../shared/translated-text.js';

export const departmentsResolvers: Resolvers = {
  Query: {
    get_departments: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      return getDepartments(context, viewer);
    },
  },
  Departments: {
    agreement_overview: (departments) =>
      departments.agreements.map((agreement) => ({ agreement, ownerIds: departments.ownerIds })),
    main_agreement: (departments) =>
      departments.mainAgreement
        ? { agreement: departments.mainAgreement, ownerIds: departments.ownerIds }
        : null,
    associated_companies: (departments) => departments.associatedCompanies,
  },
  Agreement: {
    id: ({ agreement }) => agreement.id,
    agreement_number: ({ agreement }) => agreement.agreement_number,
    // Provider-kept texts are English with translations; the reader gets theirs.
    title: async ({ agreement }, _arguments, context) =>
      inReaderLanguage(
        agreement.title,
        agreement.title_translations,
        (await context.getViewer())?.user.language,
      ),
    description: async ({ agreement }, _arguments, context) =>
      inReaderLanguage(
        agreement.description,
        agreement.description_translations,
        (await context.getViewer())?.user.language,
      ),
    is_main: ({ agreement }) => agreement.is_main,
    valid_from: ({ agreement }) => agreement.valid_from,
    valid_to: ({ agreement }) => agreement.valid_to,
    status: ({ agreement }) => agreementStatus(agreement, todayInBusinessTimeZone()),
    company: ({ agreement }) => agreement.supplier_company,
    terms_document: ({ agreement, ownerIds }, _arguments, context) =>
      termsDocumentOf(context.database, agreement, ownerIds),
  },
};
