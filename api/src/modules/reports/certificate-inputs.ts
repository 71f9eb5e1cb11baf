import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { certificateSorting } from './certificate-list.js';

export const certificateFilterInput = z
  .object({ text: z.string().trim().max(100).nullish() })
  .nullish()
  .transform((filter) => filter ?? {});
export const certificateListArguments = listArgumentsInput(certificateSorting);

/** GET /files/{country}/exports/certificates.{csv,xlsx}: the list's filter and order. */
export const certificateExportQuery = {
  text: z.string().trim().max(100).optional(),
  ...listOrderQuery(certificateSorting),
};
