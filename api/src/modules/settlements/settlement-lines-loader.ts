import type { Database } from '../../database/connections.js';
import { groupedByKey, requestLoader } from '../../shared/request-loader.js';

/**
 * The lines of the settlements one request asks them for, read in one query however many
 * settlements its page holds (the field is read per settlement). One loader per request context.
 */
export const settlementLinesLoader = requestLoader(
  async (database: Database, settlementIds: readonly string[]) => {
    const lines = await database
      .selectFrom('settlement_lines')
      .selectAll()
      .where('settlement_id', 'in', [...settlementIds])
      .orderBy('position')
      .execute();
    return groupedByKey(settlementIds, lines, (line) => line.settlement_id);
  },
);
