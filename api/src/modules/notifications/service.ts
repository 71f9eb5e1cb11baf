import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { DB } from '../../database/schema.generated.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { queueNotificationEmail } from '../email/service.js';
import {
  emailableKindsOf,
  isEmailableKind,
  type EmailableKind,
  type NotificationKind,
  type NotificationReader,
  type NotificationView,
} from './notification-model.js';

export type { NotificationReader, NotificationView } from './notification-model.js';

/**
 * Who hears of a notification: one user, every user of the supplier, its admins, or its users
 * with report access (who read settlements).
 */
type Audience = { userId: string } | 'supplier' | 'admins' | 'report_readers';

export interface NewNotification {
  supplierId: string;
  audience: Audience;
  kind: NotificationKind;
  /** The report's or pack's name, the job's number, the endpoint's URL. */
  subject: string;
  /** A job's new status. */
  status?: string;
  /** A path in the portal. */
  link: string;
  /** A direct download of the file that became ready. */
  downloadUrl?: string;
}

interface MailContext {
  publicUrl: string;
  /** The portal opens the link in this country (as the change's own mails do). */
  country: CountryCode;
  /** Addresses the change mails itself (a report's recipients): no second mail to them. */
  alreadyMailed?: readonly string[];
}

/**
 * Records a notification in the transaction of the change that causes it (so it exists exactly
 * when the change does; the insert's trigger tells every instance after the commit), and queues
 * a mail, in their language, to each user it concerns who chose its kind by e-mail.
 */
export async function recordNotification(
  transaction: Database,
  notification: NewNotification,
  /** null: no mail (the change has no portal address to link to, or mails it itself). */
  mail: MailContext | null,
): Promise<void> {
  const { audience } = notification;
  await transaction
    .insertInto('notifications')
    .values({
      supplier_id: notification.supplierId,
      audience: typeof audience === 'string' ? audience : 'user',
      user_id: typeof audience === 'string' ? null : audience.userId,
      kind: notification.kind,
      details: JSON.stringify({
        subject: notification.subject,
        status: notification.status ?? null,
      }),
      link: notification.link,
      download_url: notification.downloadUrl ?? null,
    })
    .execute();
  const { kind } = notification;
  if (!mail || !isEmailableKind(kind)) return;
  let recipients = transaction
    .selectFrom('users')
    .innerJoin('notification_email_choices as choice', 'choice.user_id', 'users.id')
    .select(['users.email', 'users.language'])
    .where('choice.kind', '=', kind)
    .where('users.status', '=', 'active');
  // One user is addressed by id: a master account's user who ordered for a sub-supplier too.
  recipients =
    typeof audience === 'string'
      ? recipients.where('users.supplier_id', '=', notification.supplierId)
      : recipients.where('users.id', '=', audience.userId);
  if (audience === 'admins') recipients = recipients.where('users.is_admin', '=', true);
  if (audience === 'report_readers') {
    recipients = recipients.where('users.has_report_access', '=', true);
  }
  // The link may carry its own query (a settlement to open): the country joins it.
  const url = new URL(`${mail.publicUrl}${notification.link}`);
  url.searchParams.set('location', mail.country);
  const skipped = new Set((mail.alreadyMailed ?? []).map((address) => address.toLowerCase()));
  for (const recipient of await recipients.execute()) {
    if (skipped.has(recipient.email.toLowerCase())) continue;
    await queueNotificationEmail(transaction, {
      recipient: recipient.email,
      language: recipient.language,
      kind,
      subject: notification.subject,
      status: notification.status ?? null,
      url: url.toString(),
    });
  }
}

/** The reader's notifications: the supplier acted for, to them, to everyone or to its admins. */
function visibleTo(reader: NotificationReader) {
  return (eb: ExpressionBuilder<DB, 'notifications'>) =>
    eb.and([
      eb('notifications.supplier_id', '=', reader.supplierId),
      eb.or([
        eb('notifications.user_id', '=', reader.userId),
        eb('notifications.audience', '=', 'supplier'),
        ...(reader.hearsAdminNotices ? [eb('notifications.audience', '=', 'admins')] : []),
        ...(reader.readsReports ? [eb('notifications.audience', '=', 'report_readers')] : []),
      ]),
    ]);
}

function selectViews(database: Database, reader: NotificationReader) {
  return database
    .selectFrom('notifications')
    .leftJoin('notification_reads as reading', (join) =>
      join
        .onRef('reading.notification_id', '=', 'notifications.id')
        .on('reading.user_id', '=', reader.userId),
    )
    .select([
      'notifications.id',
      'notifications.position',
      'notifications.kind',
      'notifications.details',
      'notifications.link',
      'notifications.download_url',
      'notifications.created_at',
      sql<boolean>`reading.user_id is not null`.as('read'),
    ])
    .where(visibleTo(reader));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function viewOf(row: ViewRow): NotificationView {
  const details = row.details as { subject?: string; status?: string | null };
  return {
    id: row.id,
    position: String(row.position),
    kind: row.kind as NotificationKind,
    subject: details.subject ?? '',
    status: details.status ?? null,
    link: row.link,
    downloadUrl: row.download_url,
    read: row.read,
    createdAt: new Date(row.created_at),
  };
}

/** A page of the reader's notifications, newest first, older than `before` (a position). */
export async function pageNotifications(
  database: Database,
  reader: NotificationReader,
  options: { before: string | null; limit: number },
): Promise<{ notifications: NotificationView[]; nextBefore: string | null }> {
  let query = selectViews(database, reader)
    .orderBy('notifications.position', 'desc')
    .limit(options.limit + 1);
  if (options.before) query = query.where('notifications.position', '<', options.before);
  const rows = (await query.execute()).map(viewOf);
  const notifications = rows.slice(0, options.limit);
  const last = notifications.at(-1);
  return {
    notifications,
    nextBefore: rows.length > options.limit && last ? last.position : null,
  };
}

/** What came after `position` for the reader, oldest first (what a stream sends next). */
export async function notificationsAfter(
  database: Database,
  reader: NotificationReader,
  position: string,
  limit = 50,
): Promise<NotificationView[]> {
  const rows = await selectViews(database, reader)
    .where('notifications.position', '>', position)
    .orderBy('notifications.position', 'asc')
    .limit(limit)
    .execute();
  return rows.map(viewOf);
}

/** The position of the reader's newest notification ('0' without any): where a stream begins. */
export async function latestPosition(
  database: Database,
  reader: NotificationReader,
): Promise<string> {
  const row = await database
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('notifications.position').as('position'))
    .where(visibleTo(reader))
    .executeTakeFirst();
  return row?.position ? String(row.position) : '0';
}

export async function countUnread(database: Database, reader: NotificationReader): Promise<number> {
  const row = await database
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(visibleTo(reader))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_reads')
            .select('notification_reads.user_id')
            .whereRef('notification_reads.notification_id', '=', 'notifications.id')
            .where('notification_reads.user_id', '=', reader.userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the reader's notifications read (another's, or none: NOT_FOUND). */
export async function markRead(
  database: Database,
  reader: NotificationReader,
  notificationId: string,
): Promise<number> {
  const visible = await database
    .selectFrom('notifications')
    .select('notifications.id')
    .where('notifications.id', '=', notificationId)
    .where(visibleTo(reader))
    .executeTakeFirst();
  if (!visible) throw notFound();
  await database
    .insertInto('notification_reads')
    .values({ user_id: reader.userId, notification_id: notificationId })
    .onConflict((conflict) => conflict.columns(['user_id', 'notification_id']).doNothing())
    .execute();
  return countUnread(database, reader);
}

/** Marks every notification the reader has read, in one statement. */
export async function markAllRead(database: Database, reader: NotificationReader): Promise<number> {
  await database
    .insertInto('notification_reads')
    .columns(['user_id', 'notification_id'])
    .expression((eb) =>
      eb
        .selectFrom('notifications')
        .select([sql<string>`${reader.userId}::uuid`.as('user_id'), 'notifications.id'])
        .where(visibleTo(reader)),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'notification_id']).doNothing())
    .execute();
  return 0;
}

/** Each kind the reader may get by e-mail, and whether they chose it. */
export async function emailChoices(
  database: Database,
  reader: NotificationReader,
): Promise<{ kind: EmailableKind; email: boolean }[]> {
  const chosen = await database
    .selectFrom('notification_email_choices')
    .select('kind')
    .where('user_id', '=', reader.userId)
    .execute();
  const kinds = new Set(chosen.map((row) => row.kind));
  return emailableKindsOf(reader).map((kind) => ({ kind, email: kinds.has(kind) }));
}

export async function setEmailChoices(
  database: Database,
  reader: NotificationReader,
  choices: readonly { kind: EmailableKind; email: boolean }[],
): Promise<{ kind: EmailableKind; email: boolean }[]> {
  const offered = emailableKindsOf(reader);
  const refused = choices.find((choice) => !offered.includes(choice.kind));
  if (refused) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `kind: ${refused.kind.toUpperCase()} is not offered to you (settlements need report access, API tokens an admin).`,
    );
  }
  const userId = reader.userId;
  await database.transaction().execute(async (transaction) => {
    const wanted = choices.filter((choice) => choice.email).map((choice) => choice.kind);
    const unwanted = choices.filter((choice) => !choice.email).map((choice) => choice.kind);
    if (wanted.length) {
      await transaction
        .insertInto('notification_email_choices')
        .values(wanted.map((kind) => ({ user_id: userId, kind })))
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
        .execute();
    }
    if (unwanted.length) {
      await transaction
        .deleteFrom('notification_email_choices')
        .where('user_id', '=', userId)
        .where('kind', 'in', unwanted)
        .execute();
    }
  });
  return emailChoices(database, reader);
}
