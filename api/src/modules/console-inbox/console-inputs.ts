import { z } from 'zod';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';

/** The inbox's lists have one order each (newest mail, most failures first): pages only. */
export const inboxPageInput = listArgumentsInput({
  sorts: ['default'],
  defaultSort: 'default',
  defaultDirection: 'DESC',
});

export const retryMailInput = z.object({ id: z.string().trim().min(1).max(100) });
