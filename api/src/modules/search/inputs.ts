import { z } from 'zod';
import { maximumSearchTextLength, minimumSearchTextLength } from './search-model.js';

export const searchPortalInput = z.object({
  text: z
    .string()
    .trim()
    .min(minimumSearchTextLength, {
      message: `Type at least ${minimumSearchTextLength} characters to search.`,
    })
    .max(maximumSearchTextLength, {
      message: `Search for at most ${maximumSearchTextLength} characters.`,
    })
    // Control characters are never part of a number or a name.
    .refine((text) => !/\p{Cc}/u.test(text), {
      message: 'The search text has control characters.',
    }),
  supplier_id: z.string().nullish(),
});
