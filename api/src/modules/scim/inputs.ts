import { z } from 'zod';
import { integrationLimits } from '@itad-portal/validation';

export const createScimTokenInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(integrationLimits.tokenName, 'Name is too long.'),
});

export const revokeScimTokenInput = z.object({ token_id: z.string() });
