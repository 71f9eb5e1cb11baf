import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';

/** Ends the user's outstanding reset codes (a password change does so in the database too). */
export async function invalidateCodes(database: Database, userId: string): Promise<void> {
  await database
    .updateTable('password_reset_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}
