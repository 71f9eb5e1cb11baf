import type { Database } from '../../database/connections.js';
import { creatorPausedReasonOf, type SubscriptionPausedReason } from './policy.js';

/**
 * Why the given user could no longer order reports for the given supplier (see
 * creatorPausedReasonOf), read from the database now; null when they still can.
 */
async function pausedReasonOfCreator(
  database: Database,
  userId: string | null,
  supplierId: string,
): Promise<SubscriptionPausedReason | null> {
  const supplier = await database
    .selectFrom('suppliers')
    .select('parent_supplier_id')
    .where('id', '=', supplierId)
    .executeTakeFirst();
  const creator = userId
    ? await database
        .selectFrom('users')
        .innerJoin('suppliers as home', 'home.id', 'users.supplier_id')
        .select([
          'users.status',
          'users.has_report_access',
          'home.id as home_supplier_id',
          'home.is_master_account',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst()
    : undefined;
  return creatorPausedReasonOf({
    userStatus: creator?.status ?? null,
    hasReportAccess: creator?.has_report_access ?? null,
    homeSupplierId: creator?.home_supplier_id ?? null,
    homeIsMasterAccount: creator?.is_master_account ?? null,
    supplierId,
    supplierParentId: supplier?.parent_supplier_id ?? null,
  });
}

/**
 * The active regular reports of every supplier (or of the given ones), each with why its creator
 * could no longer order it (null when they still can): one query for the whole scheduler run.
 */
export async function activeSubscriptionsWithStanding(
  database: Database,
  supplierIds?: readonly string[],
) {
  const rows = await database
    .selectFrom('report_subscriptions')
    .innerJoin('suppliers as owner', 'owner.id', 'report_subscriptions.supplier_id')
    .leftJoin('users as creator', 'creator.id', 'report_subscriptions.created_by_user_id')
    .leftJoin('suppliers as home', 'home.id', 'creator.supplier_id')
    .selectAll('report_subscriptions')
    .select([
      'owner.parent_supplier_id as owner_parent_id',
      'creator.status as creator_status',
      'creator.has_report_access as creator_has_report_access',
      'home.id as creator_home_supplier_id',
      'home.is_master_account as creator_home_is_master_account',
    ])
    .where('report_subscriptions.status', '=', 'ACTIVE')
    .$if(supplierIds !== undefined, (query) =>
      query.where('report_subscriptions.supplier_id', 'in', [...(supplierIds ?? [])]),
    )
    .execute();
  return rows.map(
    ({
      owner_parent_id,
      creator_status,
      creator_has_report_access,
      creator_home_supplier_id,
      creator_home_is_master_account,
      ...subscription
    }) => ({
      subscription,
      pausedReason: creatorPausedReasonOf({
        userStatus: creator_status,
        hasReportAccess: creator_has_report_access,
        homeSupplierId: creator_home_supplier_id,
        homeIsMasterAccount: creator_home_is_master_account,
        supplierId: subscription.supplier_id,
        supplierParentId: owner_parent_id,
      }),
    }),
  );
}

/**
 * A report's download link works only while whoever ordered it could still order it: the creator
 * of a regular report, the orderer of one ordered by hand. Checked at each download, so
 * deactivating the orderer (or taking their report access) stops the links at once.
 */
export async function isReportLinkRevoked(
  database: Database,
  report: { ordered_by_user_id: string | null; supplier_id: string },
): Promise<boolean> {
  const reason = await pausedReasonOfCreator(
    database,
    report.ordered_by_user_id,
    report.supplier_id,
  );
  return reason !== null;
}
