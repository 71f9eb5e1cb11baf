import type { Viewer } from '../auth/viewer-model.js';
import type { UserModel, UserRow } from './user-model.js';

/** Every user column the API may expose (never the password hash). */
export const userColumns = [
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
] as const satisfies readonly (keyof UserRow)[];

export function pickUserRow(row: UserRow): UserRow {
  return Object.fromEntries(userColumns.map((column) => [column, row[column]])) as UserRow;
}

/** The viewer's own user (loaded with the session), acting for the session's supplier. */
export function viewerUser(viewer: Viewer, token: string | null = null): UserModel {
  return { ...viewer.user, acting_supplier_id: viewer.supplierId, token };
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}
