import { maximumProviderKeyNameLength } from '@itad-portal/validation';
import { z } from 'zod';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';

/** One order (working keys first, then the newest): the page arguments only. */
export const consoleProviderKeysInput = listArgumentsInput({
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'DESC',
});

export const consoleCreateProviderKeyInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required: what system the key is for.')
    .max(maximumProviderKeyNameLength, 'Name is too long.'),
});

export const consoleProviderKeyIdInput = z.object({ id: z.string().trim().min(1).max(100) });
