import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { consoleOpenHoldSorting } from './console-hold-list.js';
import { unitHoldSorting } from './hold-list.js';
import { maximumHoldNoteLength, maximumHoldsPerAnswer } from '@itad-portal/validation';
import { unitHoldDecisions, unitHoldReasons, unitHoldStates } from './unit-hold-model.js';

/** The list's filter, as GraphQL sends it (null for absent) and as an export's query string. */
const filterFields = {
  state: z.enum(unitHoldStates).nullish(),
  reason: z.enum(unitHoldReasons).nullish(),
  job_id: z.string().max(100).nullish(),
  text: z.string().trim().max(100).nullish(),
  supplier_id: z.string().max(100).nullish(),
};

export const unitHoldFilterInput = z
  .object(filterFields)
  .nullish()
  .transform((filter) => filter ?? {});
export const unitHoldListArguments = listArgumentsInput(unitHoldSorting);

/** GET /files/{country}/exports/unit-holds.{csv,xlsx}: the list's filter and order. */
export const unitHoldExportQuery = { ...filterFields, ...listOrderQuery(unitHoldSorting) };

export const unitHoldAnswerInput = z.object({
  hold_ids: z
    .array(z.string().max(100))
    .min(1, 'Name at least one hold.')
    .max(maximumHoldsPerAnswer, `Answer at most ${maximumHoldsPerAnswer} holds at once.`),
  decision: z.enum(unitHoldDecisions),
  note: z
    .string()
    .trim()
    .max(maximumHoldNoteLength)
    .nullish()
    .transform((note) => note || null),
});

/** The console's open holds: an order (most urgent first by default), a text, pages. */
export const consoleOpenHoldsInput = listArgumentsInput(consoleOpenHoldSorting).and(
  z.object({ text: z.string().trim().max(100).nullish() }),
);

/** GET /api/console/{country}/exports/open-holds.{csv,xlsx}: the list's text and order. */
export const consoleOpenHoldExportQuery = {
  text: z.string().trim().max(100).optional(),
  ...listOrderQuery(consoleOpenHoldSorting),
};
