import { z } from 'zod';
import { isUuid } from '../../../shared/ids.js';
import { carrierRecordSchema, maximumCarriersPerUnit } from '../custody/carrier-record.js';
import { unitCarrierProblem } from '../custody/unit-carriers.js';
import { maximumHoldNoteLength } from '@itad-portal/validation';
import { unitHoldReasons } from '../../unit-holds/unit-hold-model.js';
import { unitValueKinds } from '../unit-value-model.js';

/** The most events one request may carry. */
export const maximumEventsPerBatch = 500;

const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .nullish()
    .transform((value) => value || null);

/** Money in the country's currency: at most two decimals. */
const amount = z
  .number()
  .min(0)
  .max(9_999_999_999.99)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'At most two decimals.');

const eventTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const common = {
  event_id: z.string().trim().min(1).max(100),
  /** When it happened in the provider's systems (ISO 8601 with a zone), not when it is sent. */
  occurred_at: eventTime,
  supplier_id: z.string().refine(isUuid, 'Not a supplier id.'),
  serial_number: z.string().trim().min(1).max(100),
};

const sanitisationMethod = z.enum(['software_erasure', 'physical_destruction', 'not_required']);

/** One change of a unit as it happens; each type changes one group of the unit's fields. */
export const unitEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('received'),
    category: z.string().trim().toLowerCase(),
    manufacturer: optionalText(200),
    model: optionalText(200),
    weight_kg: z
      .number()
      .min(0)
      .max(999_999.99)
      .nullish()
      .transform((value) => value ?? null),
    job_number: optionalText(100),
    /** How the unit's data will be dealt with (its result is pending until it is sanitised). */
    sanitisation_method: sanitisationMethod,
  }),
  z.object({ ...common, type: z.literal('graded'), grade: z.enum(['A', 'B', 'C', 'D']) }),
  z
    .object({
      ...common,
      type: z.literal('sanitised'),
      sanitisation_method: sanitisationMethod,
      /** The erasure standard (software erasure) or destruction method followed. */
      erasure_standard: optionalText(100),
      sanitisation_result: z.enum(['passed', 'failed', 'pending', 'not_required']),
      /**
       * Each data carrier's attempts up to this event (a failed erasure and the destruction that
       * followed are two); each attempt is recorded once, however often it is sent.
       */
      carriers: z
        .array(carrierRecordSchema(eventTime))
        .max(maximumCarriersPerUnit)
        .nullish()
        .transform((value) => value ?? []),
    })
    .superRefine((event, context) => {
      const problem = unitCarrierProblem(event, event.carriers);
      if (problem) context.addIssue({ code: 'custom', path: ['carriers'], message: problem });
      const later = event.carriers.findIndex((carrier) => carrier.sanitised_at > event.occurred_at);
      if (later >= 0) {
        context.addIssue({
          code: 'custom',
          path: ['carriers', later, 'sanitised_at'],
          message: 'An attempt reported by this event cannot be later than its occurred_at.',
        });
      }
    }),
  z
    .object({
      ...common,
      type: z.literal('completed'),
      outcome: z.enum(['reused', 'recycled', 'stocked']),
      /** Who took a recycled unit onward to its final disposition. */
      downstream_recycler: optionalText(200),
    })
    .refine((event) => event.outcome === 'recycled' || !event.downstream_recycler, {
      path: ['downstream_recycler'],
      message: 'Only a recycled unit has a downstream recycler.',
    }),
  /**
   * The provider cannot process the unit as planned until the customer answers: places a hold,
   * or corrects the unit's open one (its reason, note and value at stake).
   */
  z.object({
    ...common,
    type: z.literal('held'),
    reason: z.enum(unitHoldReasons),
    note: optionalText(maximumHoldNoteLength),
    /** What the provider expects to lose if the unit cannot be reused, in the country's currency. */
    value_at_stake: amount.nullish().transform((value) => value ?? null),
  }),
  /**
   * What the unit is worth to the customer, in the country's currency: its resale value, or its
   * scrap value when it cannot be reused. A later report replaces an earlier one.
   */
  z.object({
    ...common,
    type: z.literal('valued'),
    value: amount,
    value_kind: z.enum(unitValueKinds),
  }),
]);

export type UnitEvent = z.infer<typeof unitEventSchema>;
/** The events that change a unit's fields through the unit writer (a hold is a row of its own, a value is applied by itself). */
export type UnitChangeEvent = Exclude<UnitEvent, { type: 'held' | 'valued' }>;
export type HeldEvent = Extract<UnitEvent, { type: 'held' }>;
export type ValuedEvent = Extract<UnitEvent, { type: 'valued' }>;

export type UnitEventResult =
  | { index: number; event_id: string | null; result: 'applied' | 'duplicate' | 'stale' }
  | {
      index: number;
      event_id: string | null;
      result: 'rejected';
      code: UnitEventRejection;
      message: string;
    };

export type UnitEventRejection = 'INVALID_EVENT' | 'UNKNOWN_SUPPLIER' | 'UNIT_NOT_RECEIVED';
