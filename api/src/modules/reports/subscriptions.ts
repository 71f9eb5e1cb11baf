import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { ReportKind, SubscriptionInput } from './inputs.js';
import { previousFullPeriod } from './intervals.js';
import { regularReportKeyPrefix, type ReportSubscriptionModel } from './report-model.js';
import { activeSubscriptionsWithStanding } from './creator-standing.js';
import { maximumActiveSubscriptions, type SubscriptionPausedReason } from './policy.js';
import {
  assertDepartmentInScope,
  insertReport,
  viewerName,
  type ReportsContext,
} from './report-store.js';
import { reportLanguageOf } from './translate.js';
import { recordAuditEvent, userActor, type AuditActor } from '../audit-log/service.js';

/** A regular report's entry in the audit log. */
function subscriptionEvent(
  supplierId: string,
  actor: AuditActor,
  action: 'created' | 'paused' | 'resumed' | 'deleted',
  subscription: { id: string; kind: string; interval: string },
  details: Record<string, string> = {},
) {
  return {
    supplierId,
    actor,
    action: `subscription.${action}`,
    target: {
      type: 'subscription',
      id: subscription.id,
      label: `${subscription.kind} ${subscription.interval}`,
    },
    details: { kind: subscription.kind, interval: subscription.interval, ...details },
  } as const;
}

export async function createSubscription(
  context: ReportsContext,
  viewer: Viewer,
  input: SubscriptionInput,
  now: Date = new Date(),
): Promise<ReportSubscriptionModel> {
  await assertDepartmentInScope(context.database, viewer, input.supplier_id);
  // The first report comes when the current period is complete.
  const current = previousFullPeriod(input.interval, todayInBusinessTimeZone(now));
  const created = await context.database.transaction().execute(async (transaction) => {
    await assertBelowSubscriptionCap(transaction, viewer.supplierId);
    const inserted = await transaction
      .insertInto('report_subscriptions')
      .values({
        supplier_id: viewer.supplierId,
        created_by_user_id: viewer.userId,
        created_by_name: viewerName(viewer),
        kind: input.kind,
        interval: input.interval,
        date_column: input.date_column,
        scope_supplier_id: input.supplier_id ?? null,
        free_text: input.free_text,
        serial_or_product: input.serial_or_product,
        recipients: input.recipients,
        language: reportLanguageOf(viewer.user.language),
        last_period_from: current.from,
      })
      .returning(['id', 'kind', 'interval'])
      .executeTakeFirstOrThrow();
    const event = subscriptionEvent(viewer.supplierId, userActor(viewer), 'created', inserted);
    await recordAuditEvent(transaction, event);
    return inserted;
  });
  const [subscription] = await listSubscriptions(context, viewer.supplierId, created.id);
  if (!subscription) throw notFound();
  return subscription;
}

/**
 * Refuses one more active regular report over the cap. Within a transaction, locks the
 * supplier's row until it ends, so two concurrent creations cannot both pass the count.
 */
export async function assertBelowSubscriptionCap(
  database: Database,
  supplierId: string,
): Promise<void> {
  await database
    .selectFrom('suppliers')
    .select('id')
    .where('id', '=', supplierId)
    .forUpdate()
    .execute();
  const { active } = await database
    .selectFrom('report_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('active'))
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  if (Number(active) >= maximumActiveSubscriptions) {
    throw new DomainError('SUBSCRIPTION_LIMIT_REACHED');
  }
}

/**
 * Makes the viewer the creator of a regular report of the supplier acted for, and active again
 * when it was paused. The viewer must be able to order it: report access (checked by the
 * caller) and its department in their scope.
 */
export async function takeOverSubscription(
  context: ReportsContext,
  viewer: Viewer,
  id: string,
): Promise<ReportSubscriptionModel> {
  if (!isUuid(id)) throw notFound();
  const [existing] = await listSubscriptions(context, viewer.supplierId, id);
  if (!existing) throw notFound();
  await assertDepartmentInScope(context.database, viewer, existing.scope_supplier_id);
  await context.database.transaction().execute(async (transaction) => {
    if (existing.status !== 'ACTIVE') {
      await assertBelowSubscriptionCap(transaction, viewer.supplierId);
    }
    const result = await transaction
      .updateTable('report_subscriptions')
      .set({
        created_by_user_id: viewer.userId,
        created_by_name: viewerName(viewer),
        status: 'ACTIVE',
        paused_reason: null,
        paused_at: null,
      })
      .where('id', '=', id)
      .where('supplier_id', '=', viewer.supplierId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound();
    const details = { previous_status: existing.status };
    const event = subscriptionEvent(
      viewer.supplierId,
      userActor(viewer),
      'resumed',
      existing,
      details,
    );
    await recordAuditEvent(transaction, event);
  });
  const [subscription] = await listSubscriptions(context, viewer.supplierId, id);
  if (!subscription) throw notFound();
  return subscription;
}

const maximumListedSubscriptions = 200;

export function listSubscriptions(
  context: ReportsContext,
  supplierId: string,
  id?: string,
): Promise<ReportSubscriptionModel[]> {
  let query = context.database
    .selectFrom('report_subscriptions')
    .selectAll()
    .select(
      sql<
        string | null
      >`(select company from suppliers where suppliers.id = report_subscriptions.scope_supplier_id)`.as(
        'department',
      ),
    )
    .where('supplier_id', '=', supplierId)
    .orderBy('created_at', 'desc')
    .orderBy('id');
  if (id) query = query.where('id', '=', id);
  // get_report_subscriptions is not paged: the newest 200 (get_report_subscription_page pages).
  return query.limit(maximumListedSubscriptions).execute();
}

export async function deleteSubscription(
  context: ReportsContext,
  supplierId: string,
  id: string,
  actor: AuditActor,
): Promise<boolean> {
  if (!isUuid(id)) throw notFound();
  return context.database.transaction().execute(async (transaction) => {
    const deleted = await transaction
      .deleteFrom('report_subscriptions')
      .where('id', '=', id)
      .where('supplier_id', '=', supplierId)
      .returning(['id', 'kind', 'interval'])
      .executeTakeFirst();
    if (!deleted) throw notFound();
    await recordAuditEvent(transaction, subscriptionEvent(supplierId, actor, 'deleted', deleted));
    return true;
  });
}

/**
 * Orders the report of every active regular subscription whose last full period has not been
 * ordered yet. Safe to run at any time and on any number of instances: the period is in the
 * report's idempotency key, so each period is ordered once. A subscription whose creator can
 * no longer order the report is paused instead, with the reason, and orders nothing.
 */
export async function orderDueRegularReports(
  database: Database,
  country: CountryCode,
  now: Date = new Date(),
  /** Only these suppliers' regular reports (a run for one customer); every supplier's without. */
  scope?: { supplierIds: readonly string[] },
): Promise<number> {
  const today = todayInBusinessTimeZone(now);
  let ordered = 0;
  const subscriptions = await activeSubscriptionsWithStanding(database, scope?.supplierIds);
  for (const { subscription, pausedReason } of subscriptions) {
    // Checked at every run, due or not, so the list shows a paused one soon.
    if (pausedReason) {
      await pauseSubscription(
        database,
        subscription.id,
        subscription.created_by_user_id,
        pausedReason,
      );
      continue;
    }
    const period = previousFullPeriod(subscription.interval as never, today);
    if (subscription.last_period_from && subscription.last_period_from >= period.from) continue;
    const { created } = await insertReport(database, country, {
      supplierId: subscription.supplier_id,
      orderedByUserId: subscription.created_by_user_id,
      orderedByName: subscription.created_by_name,
      subscriptionId: subscription.id,
      idempotencyKey: `${regularReportKeyPrefix}${subscription.id}-${period.from}`,
      kind: subscription.kind as ReportKind,
      from: period.from,
      to: period.to,
      dateColumn: subscription.date_column,
      departmentId: subscription.scope_supplier_id,
      freeText: subscription.free_text,
      serialOrProduct: subscription.serial_or_product,
      recipients: subscription.recipients,
      language: subscription.language,
    });
    await database
      .updateTable('report_subscriptions')
      .set({ last_period_from: period.from })
      .where('id', '=', subscription.id)
      .execute();
    if (created) ordered += 1;
  }
  return ordered;
}

/**
 * Pauses every active regular report the user created, in the caller's transaction: called as
 * the user is deactivated, so the list shows them paused (CREATOR_DEACTIVATED) at once rather
 * than after the next hourly run. Each pause is in the audit log with the deactivation's actor.
 */
export async function pauseSubscriptionsOfDeactivatedCreator(
  transaction: Database,
  creatorId: string,
  actor: AuditActor,
): Promise<void> {
  const reason: SubscriptionPausedReason = 'CREATOR_DEACTIVATED';
  const paused = await transaction
    .updateTable('report_subscriptions')
    .set({ status: 'PAUSED', paused_reason: reason, paused_at: sql<Date>`now()` })
    .where('created_by_user_id', '=', creatorId)
    .where('status', '=', 'ACTIVE')
    .returning(['id', 'supplier_id', 'kind', 'interval'])
    .execute();
  for (const subscription of paused) {
    const event = subscriptionEvent(subscription.supplier_id, actor, 'paused', subscription, {
      reason,
    });
    await recordAuditEvent(transaction, event);
  }
}

async function pauseSubscription(
  database: Database,
  id: string,
  creatorId: string | null,
  reason: SubscriptionPausedReason,
): Promise<void> {
  // Only while still active and of the same creator: a take-over in between wins.
  const paused = await database
    .updateTable('report_subscriptions')
    .set({ status: 'PAUSED', paused_reason: reason, paused_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .where('created_by_user_id', creatorId === null ? 'is' : '=', creatorId)
    .returning(['id', 'supplier_id', 'kind', 'interval'])
    .executeTakeFirst();
  const system = { type: 'system' } as const;
  const details = { reason };
  if (paused) {
    await recordAuditEvent(
      database,
      subscriptionEvent(paused.supplier_id, system, 'paused', paused, details),
    );
  }
}
