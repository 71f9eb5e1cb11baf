import { z } from 'zod';
import { integrationLimits } from '@itad-portal/validation';

export const createApiTokenInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(integrationLimits.tokenName, 'Name is too long.'),
  scope: z.enum(['READ', 'READ_ORDER']),
  expires_in_days: z
    .number()
    .int()
    .min(1, 'A token lasts at least a day.')
    .max(integrationLimits.apiTokenLifetimeDays, 'A token lasts at most a year.'),
});

export const apiTokenIdInput = z.object({ id: z.string().trim().max(100) });
