import { z } from 'zod';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';
import { failedMailSorting, failingEndpointSorting } from './inbox.js';

const text = z.string().trim().max(200, 'Search text is too long.').nullish();

/** Both inbox lists' text filter: recipient or subject, customer or address. */
export const inboxListInput = z.object({ text });
export const failedMailListArguments = listArgumentsInput(failedMailSorting);
export const failingEndpointListArguments = listArgumentsInput(failingEndpointSorting);

export const retryMailInput = z.object({ id: z.string().trim().min(1).max(100) });
