import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { recordAuditEvents, userActor } from '../audit-log/service.js';
import type { Viewer } from '../auth/viewer-model.js';
import { resolveGroupScope } from '../suppliers/service.js';
import { latestReportOfEachUnit } from '../units/unit-report-model.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { unitHoldRows, type UnitHoldRow } from './hold-list.js';
import { assertHoldsInScope } from './policy.js';
import {
  respondByOf,
  stateOfDecision,
  type UnitHoldDecision,
  type UnitHoldReason,
} from './unit-hold-model.js';

export { pageUnitHolds, unitHoldListReader, unitHoldSorting } from './hold-list.js';
export type { UnitHoldRow } from './hold-list.js';

/** A `held` event of the provider's unit events feed, as the events service hands it over. */
export interface HoldReport {
  /** The caller's own key of the report (its index in the batch). */
  key: number;
  eventId: string;
  supplierId: string;
  serialNumber: string;
  reason: UnitHoldReason;
  note: string | null;
  valueAtStake: number | null;
  occurredAt: Date;
}

/**
 * Places holds, or corrects the reason, note and value of a unit's open hold, in the caller's
 * transaction (the received unit must exist by then). Of several reports of one unit in a batch
 * the latest wins. Answers the keys of the reports applied; a new hold fires `unit.hold_placed`.
 */
export async function placeUnitHolds(
  transaction: Database,
  reports: readonly HoldReport[],
): Promise<Set<number>> {
  const winners = latestReportOfEachUnit(reports);
  if (!winners.length) return new Set();
  const units = await transaction
    .selectFrom('processed_units')
    .select(['id', 'supplier_id', 'serial_number'])
    .where(
      sql<boolean>`(supplier_id, serial_number) in (select * from unnest(
      ${winners.map((report) => report.supplierId)}::uuid[],
      ${winners.map((report) => report.serialNumber)}::text[]))`,
    )
    .execute();
  const unitIdOf = new Map(
    units.map((unit) => [`${unit.supplier_id}|${unit.serial_number}`, unit.id]),
  );
  const keyOfUnit = new Map<string, number>();
  const values = winners.flatMap((report) => {
    const unitId = unitIdOf.get(`${report.supplierId}|${report.serialNumber}`);
    if (unitId === undefined) return [];
    keyOfUnit.set(String(unitId), report.key);
    return [
      {
        supplier_id: report.supplierId,
        unit_id: unitId,
        reason: report.reason,
        note: report.note,
        value_at_stake: report.valueAtStake,
        placed_at: report.occurredAt,
        placed_by_event_id: report.eventId,
        respond_by: respondByOf(report.occurredAt),
      },
    ];
  });
  if (!values.length) return new Set();
  // A unit's open hold is corrected, any other unit gets a new one (the unique index of open
  // holds is the conflict); xmax = 0 tells an inserted row from an updated one.
  const rows = await transaction
    .insertInto('unit_holds')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('unit_id')
        .where('state', '=', 'open')
        .doUpdateSet((eb) => ({
          reason: eb.ref('excluded.reason'),
          note: eb.ref('excluded.note'),
          value_at_stake: eb.ref('excluded.value_at_stake'),
          changed_at: sql`now()`,
        })),
    )
    .returning(['id', 'unit_id', sql<boolean>`(xmax = 0)`.as('placed')])
    .execute();
  const placedIds = rows.filter((row) => row.placed).map((row) => row.id);
  if (placedIds.length) {
    const placed = await unitHoldRows(transaction, [...new Set(winners.map((r) => r.supplierId))])
      .where('hold.id', 'in', placedIds)
      .execute();
    for (const hold of placed) {
      await recordWebhookEvent(transaction, {
        supplierId: hold.supplier_id,
        type: 'UNIT_HOLD_PLACED',
        data: {
          hold_id: hold.id,
          unit_id: String(hold.unit_id),
          serial_number: hold.serial_number,
          job_number: hold.job_number,
          reason: hold.reason,
          respond_by: hold.respond_by.toISOString(),
        },
        occurredAt: hold.placed_at,
      });
    }
  }
  return new Set(rows.flatMap((row) => keyOfUnit.get(String(row.unit_id)) ?? []));
}

export interface HoldAnswer {
  holdIds: readonly string[];
  decision: UnitHoldDecision;
  note: string | null;
}

/**
 * Answers open holds of the viewer's scope, all or nothing: NOT_FOUND for an id outside it,
 * BAD_USER_INPUT naming the serial numbers of holds already answered. Each answer is in the
 * audit log and the `unit.hold_answered` webhook, and moves its job up the provider's jobs feed.
 */
export async function answerUnitHolds(
  database: Database,
  viewer: Viewer,
  answer: HoldAnswer,
): Promise<UnitHoldRow[]> {
  const holdIds = [...new Set(answer.holdIds)];
  if (!holdIds.every(isUuid)) throw new DomainError('NOT_FOUND');
  const { supplierIds } = await resolveGroupScope(database, viewer, null);
  return database.transaction().execute(async (transaction) => {
    const found = await transaction
      .selectFrom('unit_holds as hold')
      .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
      .select(['hold.id', 'hold.state', 'unit.serial_number'])
      .where('hold.id', 'in', holdIds)
      .where('hold.supplier_id', 'in', supplierIds)
      .orderBy('hold.id')
      .forUpdate('hold')
      .execute();
    assertHoldsInScope(holdIds, found);
    const answered = found.filter((hold) => hold.state !== 'open');
    if (answered.length) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Already answered: ${answered.map((hold) => hold.serial_number).join(', ')}.`,
      );
    }
    await transaction
      .updateTable('unit_holds')
      .set({
        state: stateOfDecision[answer.decision],
        answered_at: sql`now()`,
        answered_by: viewer.userId,
        answer_note: answer.note,
        changed_at: sql`now()`,
      })
      .where('id', 'in', holdIds)
      .execute();
    // The provider's jobs feed orders by the job's change time: the job comes back with its counts.
    await sql`update jobs set updated_at = now()
      from processed_units unit join unit_holds hold on hold.unit_id = unit.id
      where hold.id = any(${holdIds}::uuid[])
        and jobs.supplier_id = unit.supplier_id and jobs.job_number = unit.job_number`.execute(
      transaction,
    );
    const holds = await unitHoldRows(transaction, supplierIds)
      .where('hold.id', 'in', holdIds)
      .orderBy('hold.id')
      .execute();
    await recordAnswers(transaction, viewer, holds);
    return holds;
  });
}

async function recordAnswers(
  transaction: Database,
  viewer: Viewer,
  holds: readonly UnitHoldRow[],
): Promise<void> {
  await recordAuditEvents(
    transaction,
    holds.map((hold) => ({
      supplierId: viewer.supplierId,
      actor: userActor(viewer),
      action: hold.state === 'released' ? 'unit_hold.released' : 'unit_hold.destroy_requested',
      target: { type: 'unit', id: String(hold.unit_id), label: hold.serial_number },
      details: { hold_id: hold.id, reason: hold.reason, job_number: hold.job_number },
    })),
  );
  for (const hold of holds) {
    await recordWebhookEvent(transaction, {
      supplierId: hold.supplier_id,
      type: 'UNIT_HOLD_ANSWERED',
      data: {
        hold_id: hold.id,
        unit_id: String(hold.unit_id),
        serial_number: hold.serial_number,
        decision: hold.state === 'released' ? 'release' : 'destroy',
        note: hold.answer_note,
        answered_at: hold.answered_at?.toISOString() ?? null,
      },
      occurredAt: hold.answered_at ?? undefined,
    });
  }
}
