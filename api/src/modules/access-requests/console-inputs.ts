import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { accessRequestSorting } from './console-list.js';

const id = z.string().trim().min(1).max(100);

export const consoleAccessRequestsInput = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).nullish(),
  text: z.string().trim().max(200, 'Search text is too long.').nullish(),
});
export const consoleAccessRequestListArguments = listArgumentsInput(accessRequestSorting);

export const consoleApproveAccessRequestInput = z.object({
  id,
  supplier_id: id.nullish(),
});

export const consoleRejectAccessRequestInput = z.object({
  id,
  reason: z
    .string()
    .trim()
    .min(1, 'Reason is required.')
    .max(2000, 'Reason is too long (at most 2,000 characters).'),
});

/** GET /api/console/{country}/exports/access-requests.{csv,xlsx}: the inbox list's view. */
export const consoleAccessRequestExportQuery = {
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  text: z.string().trim().max(200, 'Search text is too long.').optional(),
  ...listOrderQuery(accessRequestSorting),
};
