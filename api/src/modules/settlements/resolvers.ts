import { requireViewer, type GraphQLContext } from '../../platform/graphql-context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { assertProviderCredential } from '../../infrastructure/provider-keys/policy.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { settlementFilterInput, settlementListArguments } from './inputs.js';
import { pageSettlements } from './settlement-list.js';
import {
  findViewableSettlement,
  markSettlementOpened,
  pageSettlementLines,
  settlementLineFilterInput,
  settlementLineListArguments,
} from './settlement-line-list.js';
import { settlementLinesLoader } from './settlement-lines-loader.js';
import { lineJobUnitValuesLoader, settlementLineJobLoader } from './line-jobs.js';
import { currencyOfCountry } from './settlement-model.js';
import {
  addSettlement,
  changeSettlementStatus,
  findSettlementByNumber,
  netAmountOf,
} from './service.js';
import type { SettlementPeriodType, SettlementStatus } from './settlement-model.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { inReaderLanguage } from '../../shared/translated-text.js';
import { readerLanguageOf, translate } from '../../shared/translations.js';

async function requireProvider(context: GraphQLContext): Promise<void> {
  assertProviderCredential(
    await context.getProviderCredential(),
    (await context.getViewer()) !== null,
  );
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

function pdfOf(base64: string | null | undefined): Buffer | undefined {
  if (base64 === null || base64 === undefined || base64 === '') return undefined;
  const compact = base64.replace(/\s/g, '');
  if (!base64Pattern.test(compact)) {
    throw new DomainError('BAD_USER_INPUT', 'pdf_base64 is not base64.');
  }
  return Buffer.from(compact, 'base64');
}

export const settlementsResolvers: Resolvers = {
  Mutation: {
    import_settlement: async (_parent, { input }, context) => {
      await requireProvider(context);
      return addSettlement(
        context.database,
        { storage: context.services.storage, country: context.country },
        {
          supplierId: input.supplier_id,
          settlementNumber: input.settlement_number,
          periodType: input.period_type,
          periodStart: input.period_start,
          status: input.status ?? undefined,
          lines: input.lines.map((line) => ({
            description: line.description,
            category: line.category ?? undefined,
            quantity: line.quantity,
            resaleValue: line.resale_value,
            serviceCosts: line.service_costs,
            jobNumber: line.job_number ?? undefined,
          })),
          pdfContent: pdfOf(input.pdf_base64),
          pdfFileName: input.pdf_file_name?.trim() || undefined,
        },
        { publicUrl: context.services.config.publicUrl },
      );
    },
    set_settlement_status: async (_parent, { settlement_number, status }, context) => {
      await requireProvider(context);
      await changeSettlementStatus(context.database, settlement_number, status);
      const settlement = await findSettlementByNumber(context.database, settlement_number);
      if (!settlement) throw notFound();
      return settlement;
    },
  },
  Query: {
    get_settlements: async (_parent, { type, filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(
        parseInput(settlementListArguments, list),
        viewer.user.language,
      );
      const page = await pageSettlements(
        context,
        viewer,
        type,
        parseInput(settlementFilterInput, filter),
        listArguments,
      );
      return {
        settlements: page.settlements,
        total: page.total,
        page: listArguments.page,
        page_size: listArguments.pageSize,
        companies: page.companies,
        currency: page.currency,
        totals: {
          count: page.totals.count,
          resale_value: page.totals.resaleValue,
          service_costs: page.totals.serviceCosts,
          net_amount: page.totals.netAmount,
        },
        csv_path: `/files/${context.country}/settlements.csv?type=${type}`,
      };
    },
    get_settlement_lines: async (_parent, { settlement_id, filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(
        parseInput(settlementLineListArguments, list),
        viewer.user.language,
      );
      const lineFilter = parseInput(settlementLineFilterInput, filter);
      const settlement = await findViewableSettlement(context.database, viewer, settlement_id);
      await markSettlementOpened(context.database, viewer, settlement.id);
      const page = await pageSettlementLines(
        context.database,
        settlement.id,
        lineFilter,
        listArguments,
      );
      return {
        lines: page.rows,
        total: page.total,
        page: listArguments.page,
        page_size: listArguments.pageSize,
        settlement_number: settlement.settlement_number,
        currency: currencyOfCountry[context.country],
      };
    },
  },
  Settlement: {
    // Read only when the client asks for them (the settlements page pages them on their own).
    lines: (settlement, _arguments, context) =>
      settlement.lines ?? settlementLinesLoader(context, context.database).load(settlement.id),
    period_type: (settlement) => settlement.period_type as SettlementPeriodType,
    status: (settlement) => settlement.status as SettlementStatus,
    status_changed_at: (settlement) => settlement.status_changed_at.toISOString(),
    net_amount: (settlement) => netAmountOf(settlement),
    document: async (settlement, _arguments, context) =>
      settlement.document_file_name && settlement.document_size_bytes !== null
        ? {
            // The portal's own document downloads in the reader's language, named in it.
            file_name: settlement.portal_document
              ? `${translate(
                  readerLanguageOf((await context.getViewer())?.user.language),
                  'settlements.pdf.title',
                  { number: settlement.settlement_number },
                )}.pdf`
              : settlement.document_file_name,
            extension: 'PDF',
            size: Number(settlement.document_size_bytes),
            path: `/files/${context.country}/settlements/${settlement.id}/document`,
          }
        : null,
  },
  SettlementLine: {
    // The provider's texts in the reader's language when translated (a list's page has them so).
    description: async (line, _arguments, context) =>
      inReaderLanguage(
        line.description,
        'description_translations' in line ? line.description_translations : undefined,
        (await context.getViewer())?.user.language,
      ),
    category: async (line, _arguments, context) =>
      inReaderLanguage(
        line.category,
        'category_translations' in line ? line.category_translations : undefined,
        (await context.getViewer())?.user.language,
      ),
    net_amount: (line) => netAmountOf(line),
    job: (line, _arguments, context) =>
      line.job_id ? settlementLineJobLoader(context, context.database).load(line.job_id) : null,
  },
  SettlementLineJob: {
    unit_values: (job, _arguments, context) =>
      lineJobUnitValuesLoader(context, context.database).load(job.id),
  },
};
