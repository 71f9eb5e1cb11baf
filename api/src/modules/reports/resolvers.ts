import { notFound } from '../../shared/errors.js';
import { certificateFilterInput, certificateListArguments } from './certificate-inputs.js';
import { pageCertificates } from './certificate-list.js';
import { departmentScope, pageReports } from './report-list.js';
import {
  reportFilterInput,
  reportListArguments,
  subscriptionFilterInput,
  subscriptionListArguments,
} from './report-list-inputs.js';
import { pageSubscriptions } from './subscription-list.js';
import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { orderReportInput, subscriptionInput, verifyCertificateInput } from './inputs.js';
import { assertReportAccess } from './policy.js';
import {
  findReport,
  listCertificates,
  listReports,
  orderReport,
  retryReport,
  verifyCertificate,
} from './service.js';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  takeOverSubscription,
} from './subscriptions.js';
import { reportDownloadUrl } from './storage.js';
import { userActor } from '../audit-log/service.js';
import { forReader } from '../../shared/lists/list-arguments.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const reportsResolvers: Resolvers = {
  Query: {
    get_reports: async (_parent, _arguments, context) => {
      const { supplierId } = assertReportAccess(await requireViewer(context));
      return listReports(context, supplierId);
    },
    get_report: async (_parent, { id }, context) => {
      const { supplierId } = assertReportAccess(await requireViewer(context));
      const report = await findReport(context, supplierId, id);
      if (!report) throw notFound();
      return report;
    },
    get_report_certificates: async (_parent, _arguments, context) => {
      const { supplierId } = assertReportAccess(await requireViewer(context));
      return listCertificates(context, supplierId);
    },
    get_certificate_page: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertReportAccess(viewer);
      const listArguments = forReader(
        parseInput(certificateListArguments, list),
        viewer.user.language,
      );
      const page = await pageCertificates(
        context,
        supplierId,
        parseInput(certificateFilterInput, filter),
        listArguments,
      );
      return { ...page, page: listArguments.page, page_size: listArguments.pageSize };
    },
    get_report_subscriptions: async (_parent, _arguments, context) => {
      const { supplierId } = assertReportAccess(await requireViewer(context));
      return listSubscriptions(context, supplierId);
    },
    get_report_page: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertReportAccess(viewer);
      const listArguments = forReader(parseInput(reportListArguments, list), viewer.user.language);
      const { supplier_id, ...reportFilter } = parseInput(reportFilterInput, filter);
      const scope = await departmentScope(context.database, viewer, supplier_id);
      const page = await pageReports(
        context,
        supplierId,
        { ...reportFilter, departmentId: scope.departmentId },
        listArguments,
      );
      return {
        ...page,
        companies: scope.companies,
        page: listArguments.page,
        page_size: listArguments.pageSize,
      };
    },
    get_report_subscription_page: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertReportAccess(viewer);
      const listArguments = forReader(
        parseInput(subscriptionListArguments, list),
        viewer.user.language,
      );
      const { supplier_id, ...subscriptionFilter } = parseInput(subscriptionFilterInput, filter);
      const scope = await departmentScope(context.database, viewer, supplier_id);
      const page = await pageSubscriptions(
        context.database,
        supplierId,
        { ...subscriptionFilter, departmentId: scope.departmentId },
        listArguments,
      );
      return {
        ...page,
        companies: scope.companies,
        page: listArguments.page,
        page_size: listArguments.pageSize,
      };
    },
    verify_certificate: async (_parent, input, context) => {
      const { certificate_number, sha256 } = parseInput(verifyCertificateInput, input);
      const result = await verifyCertificate(context.database, certificate_number, sha256);
      if (!result.valid) return { valid: false };
      return {
        valid: true,
        certificate_number: result.report.certificate_number,
        issued_at: iso(result.report.completed_at),
        supplier: result.report.supplier,
        from: result.report.date_from,
        to: result.report.date_to,
        units: result.report.units,
      };
    },
  },
  Mutation: {
    order_report: async (_parent, { input }, context) => {
      const viewer = await requireViewer(context);
      assertReportAccess(viewer);
      return orderReport(context, viewer, parseInput(orderReportInput, input));
    },
    retry_report: async (_parent, { id }, context) => {
      const { supplierId } = assertReportAccess(await requireViewer(context));
      return retryReport(context, supplierId, id);
    },
    create_report_subscription: async (_parent, { input }, context) => {
      const viewer = await requireViewer(context);
      assertReportAccess(viewer);
      return createSubscription(context, viewer, parseInput(subscriptionInput, input));
    },
    delete_report_subscription: async (_parent, { id }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertReportAccess(viewer);
      return deleteSubscription(context, supplierId, id, userActor(viewer));
    },
    take_over_report_subscription: async (_parent, { subscription_id }, context) => {
      const viewer = await requireViewer(context);
      assertReportAccess(viewer);
      return takeOverSubscription(context, viewer, subscription_id);
    },
  },
  Report: {
    kind: (report) => report.kind as 'COMPLETE',
    status: (report) => report.status as 'QUEUED',
    created: (report) => report.created_at.toISOString(),
    completed: (report) => iso(report.completed_at),
    ordered_by: (report) => report.ordered_by_name,
    available_until: (report) => iso(report.available_until),
    expired: (report) =>
      report.available_until !== null && report.available_until.getTime() < Date.now(),
    from: (report) => report.date_from,
    to: (report) => report.date_to,
    date_column: (report) => report.date_column as 'CREATED_AT',
    regular: (report) => report.subscription_id !== null,
    interval: (report) => report.interval as 'MONTHLY' | null,
    error: (report) => (report.status === 'FAILED' ? report.last_error : null),
    files: (report, _arguments, context) =>
      report.files.map((file) => ({
        format: file.format as 'PDF',
        file_name: file.file_name,
        size_bytes: Number(file.size_bytes),
        sha256: file.sha256,
        download_url: reportDownloadUrl(
          context.services.config.publicUrl,
          report,
          report.country,
          file.format,
        ),
      })),
  },
  ReportSubscription: {
    kind: (subscription) => subscription.kind as 'COMPLETE',
    interval: (subscription) => subscription.interval as 'MONTHLY',
    date_column: (subscription) => subscription.date_column as 'CREATED_AT',
    created: (subscription) => subscription.created_at.toISOString(),
    created_by: (subscription) => subscription.created_by_name,
    status: (subscription) => subscription.status as 'ACTIVE',
    paused_reason: (subscription) => subscription.paused_reason as 'CREATOR_DEACTIVATED' | null,
    paused_at: (subscription) => iso(subscription.paused_at),
  },
};
