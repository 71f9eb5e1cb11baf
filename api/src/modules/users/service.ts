import type { Database } from '../../database/connections.js';
import type { Viewer } from '../../graphql/context.js';
import { notFound } from '../../shared/errors.js';
import type { UserModel } from './user-model.js';

export async function findUserById(
  database: Database,
  userId: string,
): Promise<Omit<UserModel, 'acting_supplier_id' | 'token'> | undefined> {
  return database
    .selectFrom('users')
    .select([
      'id',
      'supplier_id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'job_title',
      'language',
      'country',
      'is_admin',
      'has_report_access',
      'microsoft_subject',
      'status',
      'registered_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The viewer's own user, acting for the session's supplier. */
export async function findViewerUser(
  database: Database,
  viewer: Viewer,
  token: string | null = null,
): Promise<UserModel> {
  const user = await findUserById(database, viewer.userId);
  if (!user) throw notFound();
  return { ...user, acting_supplier_id: viewer.supplierId, token };
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}
