import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { businessDayOf } from '../../shared/local-dates.js';
import { jobExportQuery, jobUnitExportQuery } from './inputs.js';
import type { Database } from '../../database/connections.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { valuesOfUnits } from '../units/service.js';
import { jobUnitListReader, jobUnitSorting } from './job-units.js';
import { jobListReader, jobSorting } from './service.js';

/**
 * The job list and a job's units as CSV or XLSX, exactly as the page's filters and order show
 * them: GET /files/{country}/exports/jobs.{csv,xlsx} and job-units.{csv,xlsx}?job_id=...
 */
export const jobListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'jobs',
    apiTokens: 'read',
    docs: { subject: 'The orders list', tag: 'Orders' },
    sheetName: 'lists.sheets.jobs',
    query: jobExportQuery,
    prepare: ({ scope, viewer, query, language }) => {
      const { sort, direction, ...filter } = query;
      if (filter.from && filter.to && filter.from > filter.to) {
        // The list refuses this filter; the file says the same as the page: nothing.
        filter.to = filter.from;
      }
      return jobListReader(
        scope.database,
        viewer,
        filter,
        listOrderOf(jobSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      { header: t('jobs.overview.jobNumber'), value: (job) => job.job_number, width: 18 },
      { header: t('jobs.overview.kind'), value: (job) => t(`jobs.kinds.${job.kind}`) },
      { header: t('jobs.overview.status'), value: (job) => t(`jobs.statuses.${job.status}`) },
      {
        header: t('jobs.overview.date'),
        value: (job) => job.requested_date,
        kind: 'date',
        width: 12,
      },
      { header: t('jobs.fields.companyName'), value: (job) => job.company_name, width: 28 },
      { header: t('jobs.overview.address'), value: (job) => job.address, width: 28 },
      { header: t('jobs.fields.zipCode'), value: (job) => job.zip_code, width: 10 },
      { header: t('jobs.fields.city'), value: (job) => job.city },
      {
        header: t('jobs.fields.contactPerson'),
        value: (job) => `${job.contact_first_name} ${job.contact_last_name}`.trim(),
        width: 24,
      },
      { header: t('jobs.overview.caseReference'), value: (job) => job.case_reference },
      { header: t('jobs.overview.orderedBy'), value: (job) => job.ordered_by, width: 24 },
      {
        header: t('jobs.overview.ordered'),
        value: (job) => job.created_at.toISOString(),
        kind: 'instant',
        width: 26,
      },
      // The group's company last, so the columns before it stay where they always were.
      { header: t('lists.columns.company'), value: (job) => job.supplier_company, width: 28 },
    ],
  }),
  ...listExportRoutes({
    name: 'job-units',
    apiTokens: 'read',
    docs: { subject: "An order's units", tag: 'Orders' },
    sheetName: 'lists.sheets.jobUnits',
    query: jobUnitExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { job_id, text, sort, direction } = query;
      const read = await jobUnitListReader(
        scope.database,
        viewer,
        job_id,
        { text },
        listOrderOf(jobUnitSorting, { sort, direction }, language),
      );
      const currency = currencyOfCountry[scope.country];
      // Each page of units with what the provider valued them at, as the page shows them.
      return async (source: Database, offset: number, limit: number) => {
        const units = await read(source, offset, limit);
        const values = await valuesOfUnits(
          source,
          units.map((unit) => unit.id),
        );
        return units.map((unit, index) => ({ ...unit, value: values[index] ?? null, currency }));
      };
    },
    columns: (t) => {
      // Data the provider names: its label where the locale files have one, else as it is.
      const labelOr = (key: string, value: string) => {
        const label = t(key);
        return label === key ? value : label;
      };
      return [
        { header: t('jobs.detail.serialNumber'), value: (unit) => unit.serial_number, width: 22 },
        {
          header: t('jobs.detail.category'),
          value: (unit) => labelOr(`unitSummary.categories.${unit.category}`, unit.category),
        },
        { header: t('lists.columns.manufacturer'), value: (unit) => unit.manufacturer },
        { header: t('jobs.detail.model'), value: (unit) => unit.model, width: 24 },
        { header: t('lists.columns.grade'), value: (unit) => unit.grade, width: 8 },
        {
          header: t('jobs.detail.outcome'),
          value: (unit) => labelOr(`jobs.detail.outcomes.${unit.outcome}`, unit.outcome),
        },
        {
          header: t('lists.columns.received'),
          value: (unit) => businessDayOf(unit.created_at),
          kind: 'date',
          width: 12,
        },
        {
          header: t('jobs.detail.value'),
          value: (unit) => unit.value?.amount ?? null,
          kind: 'amount',
        },
        {
          header: t('lists.columns.currency'),
          value: (unit) => (unit.value ? unit.currency : null),
          width: 8,
        },
      ];
    },
  }),
];
