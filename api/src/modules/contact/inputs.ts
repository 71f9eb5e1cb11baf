import { z } from 'zod';

const contactMessageLimits = { subject: 200, message: 5000 } as const;

export const sendContactMessageInput = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required.')
    .max(
      contactMessageLimits.subject,
      `Subject is too long (at most ${contactMessageLimits.subject} characters).`,
    ),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required.')
    .max(
      contactMessageLimits.message,
      `Message is too long (at most ${contactMessageLimits.message} characters).`,
    ),
});

export type SendContactMessageInput = z.infer<typeof sendContactMessageInput>;
