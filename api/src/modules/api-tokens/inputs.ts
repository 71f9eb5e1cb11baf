import { z } from 'zod';

const maximumTokenLifetimeDays = 365;

export const createApiTokenInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name is too long.'),
  scope: z.enum(['READ', 'READ_ORDER']),
  expires_in_days: z
    .number()
    .int()
    .min(1, 'A token lasts at least a day.')
    .max(maximumTokenLifetimeDays, 'A token lasts at most a year.'),
});

export const apiTokenIdInput = z.object({ id: z.string().trim().max(100) });
