import DataLoader from 'dataloader';
import type { Database } from '../../database/connections.js';
import type { SettlementLineModel } from './settlement-model.js';

const loaders = new WeakMap<object, DataLoader<string, SettlementLineModel[]>>();

/**
 * The lines of the settlements one request asks them for, read in one query however many
 * settlements its page holds (the field is read per settlement). One loader per request context.
 */
export function settlementLinesLoader(
  requestContext: object,
  database: Database,
): DataLoader<string, SettlementLineModel[]> {
  let loader = loaders.get(requestContext);
  if (!loader) {
    loader = new DataLoader(async (settlementIds: readonly string[]) => {
      const lines = await database
        .selectFrom('settlement_lines')
        .selectAll()
        .where('settlement_id', 'in', [...settlementIds])
        .orderBy('position')
        .execute();
      const linesBySettlement = new Map<string, SettlementLineModel[]>();
      for (const line of lines) {
        const group = linesBySettlement.get(line.settlement_id);
        if (group) group.push(line);
        else linesBySettlement.set(line.settlement_id, [line]);
      }
      return settlementIds.map((id) => linesBySettlement.get(id) ?? []);
    });
    loaders.set(requestContext, loader);
  }
  return loader;
}
