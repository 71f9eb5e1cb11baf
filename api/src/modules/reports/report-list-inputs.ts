import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { reportSorting, reportStatuses } from './report-list.js';
import { subscriptionSorting } from './subscription-list.js';

const text = z.string().trim().max(100);
const supplierId = z.string().trim().max(100);

export const reportFilterInput = z
  .object({
    text: text.nullish(),
    status: z.enum(reportStatuses).nullish(),
    supplier_id: supplierId.nullish(),
  })
  .nullish()
  .transform((filter) => filter ?? {});
export const reportListArguments = listArgumentsInput(reportSorting);

/** GET /files/{country}/exports/reports.{csv,xlsx}: the list's filter and order. */
export const reportExportQuery = {
  text: text.optional(),
  status: z.enum(reportStatuses).optional(),
  supplier_id: supplierId.optional(),
  ...listOrderQuery(reportSorting),
};

export const subscriptionFilterInput = z
  .object({ text: text.nullish(), supplier_id: supplierId.nullish() })
  .nullish()
  .transform((filter) => filter ?? {});
export const subscriptionListArguments = listArgumentsInput(subscriptionSorting);

/** GET /files/{country}/exports/report-subscriptions.{csv,xlsx}: the list's filter and order. */
export const subscriptionExportQuery = {
  text: text.optional(),
  supplier_id: supplierId.optional(),
  ...listOrderQuery(subscriptionSorting),
};
