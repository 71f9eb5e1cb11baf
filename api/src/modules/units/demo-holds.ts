import { addDays, isBusinessDay } from '@itad-portal/validation';
import type { Insertable } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { UnitHolds } from '../../database/schema.generated.js';

const dayMilliseconds = 86_400_000;

/** End of the agreed response time: five business days after the hold was placed. */
function respondByOf(placedAt: Date): Date {
  const placedDay = placedAt.toISOString().slice(0, 10);
  let days = 0;
  for (let businessDays = 0; businessDays < 5;) {
    days += 1;
    if (isBusinessDay(addDays(placedDay, days))) businessDays += 1;
  }
  return new Date(placedAt.getTime() + days * dayMilliseconds);
}

interface DemoHold {
  reason: string;
  note: string | null;
  valueAtStake: string | null;
  /** Days before now the provider placed it. */
  placedDaysAgo: number;
  answer?: { state: 'released' | 'destroy_requested'; afterDays: number; note: string | null };
}

/**
 * Every reason once or more: three holds waiting (the oldest past its respond-by), three
 * released, two to be destroyed instead, as a customer of a few hundred devices sees them.
 */
const demoHolds: DemoHold[] = [
  {
    reason: 'activation_lock',
    note: 'Find My iPhone is on, signed in with a former employee’s Apple ID.',
    valueAtStake: '4200.00',
    placedDaysAgo: 10,
  },
  {
    reason: 'mdm_enrolment',
    note: 'Enrolled in Microsoft Intune; the remote management profile cannot be removed here.',
    valueAtStake: '2900.00',
    placedDaysAgo: 2,
  },
  {
    reason: 'firmware_password',
    note: 'BIOS supervisor password set.',
    valueAtStake: null,
    placedDaysAgo: 1,
  },
  {
    reason: 'mdm_enrolment',
    note: 'Enrolled in Jamf Pro.',
    valueAtStake: '3100.00',
    placedDaysAgo: 30,
    answer: { state: 'released', afterDays: 1, note: 'Released in our MDM' },
  },
  {
    reason: 'autopilot',
    note: 'Registered in Windows Autopilot for the customer’s tenant.',
    valueAtStake: '1800.00',
    placedDaysAgo: 24,
    answer: { state: 'released', afterDays: 2, note: 'Deregistered from Autopilot.' },
  },
  {
    reason: 'other',
    note: 'Labelled “legal hold – do not wipe”.',
    valueAtStake: '950.00',
    placedDaysAgo: 45,
    answer: {
      state: 'released',
      afterDays: 3,
      note: 'The legal hold has ended; process as planned.',
    },
  },
  {
    reason: 'missing_parts',
    note: 'Battery and bottom cover missing.',
    valueAtStake: '600.00',
    placedDaysAgo: 38,
    answer: { state: 'destroy_requested', afterDays: 1, note: 'Not worth repairing; destroy it.' },
  },
  {
    reason: 'activation_lock',
    note: 'Activation Lock on; the owner cannot be reached.',
    valueAtStake: '3500.00',
    placedDaysAgo: 60,
    answer: { state: 'destroy_requested', afterDays: 4, note: null },
  },
];

/**
 * Processing holds on each supplier's data-bearing units (the ones in process first, so the
 * open holds sit on units still waiting), answered by the supplier's first user. Deterministic:
 * the same units by id, the same notes, times relative to `now` like the other demo data (tests
 * name their own suppliers).
 */
export async function seedDemoHolds(
  database: Database,
  options: { now?: Date; onlySupplierIds?: string[] } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let supplierQuery = database.selectFrom('suppliers').select('id').orderBy('company');
  if (options.onlySupplierIds)
    supplierQuery = supplierQuery.where('id', 'in', options.onlySupplierIds);
  const suppliers = await supplierQuery.execute();
  const rows: Insertable<UnitHolds>[] = [];
  for (const supplier of suppliers) {
    const units = await database
      .selectFrom('processed_units')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .where('category', 'in', ['laptop', 'desktop', 'mobile_phone', 'tablet'])
      .orderBy((eb) => eb('outcome', '=', 'in_process'), 'desc')
      .orderBy('id')
      .limit(demoHolds.length)
      .execute();
    const answerer = await database
      .selectFrom('users')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .where('status', '=', 'active')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    units.forEach((unit, index) => {
      const hold = demoHolds[index]!;
      const placedAt = new Date(now.getTime() - hold.placedDaysAgo * dayMilliseconds);
      const answeredAt = hold.answer
        ? new Date(placedAt.getTime() + hold.answer.afterDays * dayMilliseconds)
        : null;
      rows.push({
        supplier_id: supplier.id,
        unit_id: unit.id,
        reason: hold.reason,
        note: hold.note,
        value_at_stake: hold.valueAtStake,
        placed_at: placedAt,
        placed_by_event_id: `demo-hold-${unit.id}`,
        respond_by: respondByOf(placedAt),
        state: hold.answer?.state ?? 'open',
        answered_at: answeredAt,
        answered_by: hold.answer ? (answerer?.id ?? null) : null,
        answer_note: hold.answer?.note ?? null,
        changed_at: answeredAt ?? placedAt,
      });
    });
  }
  if (rows.length) await database.insertInto('unit_holds').values(rows).execute();
  return rows.length;
}
