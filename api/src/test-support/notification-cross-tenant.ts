import type { CrossTenantCase, Victim } from './cross-tenant-types.js';

/** An unread notification of the victim's admin. */
async function createVictimNotification(victim: Victim): Promise<string> {
  const notification = await victim.database
    .insertInto('notifications')
    .values({
      supplier_id: victim.masterId,
      audience: 'user',
      user_id: victim.adminUserId,
      kind: 'report_ready',
      details: JSON.stringify({ subject: 'Victim report', status: null }),
      link: '/reports-overview',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return notification.id;
}

export const notificationCrossTenantCases: Record<string, CrossTenantCase> = {
  'Mutation.mark_notification_read': {
    document: `mutation mark_notification_read($notification_id: ID!) {
      mark_notification_read(notification_id: $notification_id)
    }`,
    prepare: async (victim) => ({ notification_id: await createVictimNotification(victim) }),
    // Marked read by nobody: the victim's notification stays unread.
    state: (victim, variables) =>
      victim.database
        .selectFrom('notification_reads')
        .select(['user_id', 'notification_id'])
        .where('notification_id', '=', String(variables.notification_id))
        .execute(),
  },
};
