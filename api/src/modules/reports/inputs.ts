import { z } from 'zod';
import { isLocalDate } from '../../shared/local-dates.js';
import { reportIntervals } from './intervals.js';

const reportKinds = [
  'COMPLETE',
  'HIGH_LEVEL',
  'CERTIFICATE_OF_DESTRUCTION',
  'SUSTAINABILITY',
] as const;
export type ReportKind = (typeof reportKinds)[number];
const reportDateColumns = ['CREATED_AT', 'COMPLETED_DATE'] as const;

const maximumRecipients = 20;

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');
const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .nullish()
    .transform((value) => value || null);

const recipients = z
  .array(z.string().trim().toLowerCase().pipe(z.email('Enter valid e-mail addresses.')))
  .min(1, 'Enter at least one recipient.')
  .max(maximumRecipients, `At most ${maximumRecipients} recipients.`)
  .transform((list) => [...new Set(list)]);

/** The sustainability report reads the daily totals, which know no text filters: none is kept. */
function withoutTextFiltersForTotals<
  Input extends { kind: ReportKind; free_text: string | null; serial_or_product: string | null },
>(input: Input): Input {
  return input.kind === 'SUSTAINABILITY'
    ? { ...input, free_text: null, serial_or_product: null }
    : input;
}

const reportFilters = {
  kind: z.enum(reportKinds),
  date_column: z.enum(reportDateColumns),
  supplier_id: z.string().nullish(),
  free_text: optionalText(200),
  serial_or_product: optionalText(100),
  recipients,
};

export const orderReportInput = z
  .object({
    ...reportFilters,
    idempotency_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8-100 letters or digits.'),
    from: localDate,
    to: localDate,
    regular: z.boolean().nullish(),
    interval: z.enum(reportIntervals).nullish(),
  })
  .refine((input) => input.from <= input.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  })
  .refine((input) => !input.regular || input.interval, {
    message: 'Choose how often the regular report is sent.',
    path: ['interval'],
  })
  .transform(withoutTextFiltersForTotals);
export type OrderReportInput = z.infer<typeof orderReportInput>;

export const subscriptionInput = z
  .object({
    ...reportFilters,
    interval: z.enum(reportIntervals),
  })
  .transform(withoutTextFiltersForTotals);
export type SubscriptionInput = z.infer<typeof subscriptionInput>;

export const verifyCertificateInput = z.object({
  certificate_number: z.string().trim().toUpperCase().max(60),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 hexadecimal characters.'),
});
