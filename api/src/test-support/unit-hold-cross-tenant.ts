import type { CrossTenantCase, Victim } from './cross-tenant-types.js';
import { answerUnitHoldsMutation, insertTestHold } from './unit-hold-factories.js';

/** The victim's holds as they stand: an outsider's refused answer must leave them so. */
async function victimHolds(victim: Victim) {
  return victim.database
    .selectFrom('unit_holds')
    .selectAll()
    .where('supplier_id', 'in', [victim.masterId, victim.subSupplierId])
    .orderBy('id')
    .execute();
}

export const unitHoldCrossTenantCases: Record<string, CrossTenantCase> = {
  'Query.get_unit_holds': {
    document: `query get_unit_holds($supplier_id: ID) {
      get_unit_holds(filter: { supplier_id: $supplier_id }) { total holds { serial_number } }
    }`,
    prepare: async (victim) => {
      await insertTestHold(victim.database, victim.subSupplierId);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Mutation.answer_unit_holds': {
    state: victimHolds,
    document: answerUnitHoldsMutation,
    prepare: async (victim) => ({
      hold_ids: [
        await insertTestHold(victim.database, victim.masterId),
        await insertTestHold(victim.database, victim.subSupplierId),
      ],
      decision: 'destroy',
    }),
  },
};
