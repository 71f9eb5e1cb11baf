import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { settlementSorting } from './settlement-list.js';
import { settlementListTypes } from './settlement-model.js';

const filterFields = {
  text: z.string().trim().max(100).nullish(),
  supplier_id: z.string().max(100).nullish(),
};

export const settlementFilterInput = z
  .object(filterFields)
  .nullish()
  .transform((filter) => filter ?? {});
export const settlementListArguments = listArgumentsInput(settlementSorting);

/** GET /files/{country}/exports/settlements.{csv,xlsx}?type=...: the tab, filter and order. */
export const settlementExportQuery = {
  type: z.enum(settlementListTypes),
  ...filterFields,
  ...listOrderQuery(settlementSorting),
};
