import { z } from 'zod';

export const authMicrosoftInput = z.object({
  callback_code: z.string().trim().min(1, 'The code from Microsoft is required.').max(4096),
  state: z.string().trim().min(1, 'The state from Microsoft is required.').max(256),
});

export const authMicrosoftChooseInput = z.object({
  choice_code: z.string().trim().min(1, 'The choice code is required.').max(256),
  company: z.number().int().min(0, 'Choose one of the companies offered.').max(1000),
});
