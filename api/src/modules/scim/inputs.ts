import { z } from 'zod';

export const createScimTokenInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name is too long.'),
});

export const revokeScimTokenInput = z.object({ token_id: z.string() });
