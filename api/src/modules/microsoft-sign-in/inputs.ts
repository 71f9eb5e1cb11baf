import { z } from 'zod';

export const authMicrosoftInput = z.object({
  callback_code: z.string().trim().min(1, 'The code from Microsoft is required.').max(4096),
  state: z.string().trim().min(1, 'The state from Microsoft is required.').max(256),
});
