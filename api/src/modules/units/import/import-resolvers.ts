import type { Resolvers } from '../../../graphql/resolvers.generated.js';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { requireProviderCredential } from '../../provider-keys/policy.js';
import { importUnits } from './import-units.js';
import type { RawUnitRow } from './unit-row.js';

const maximumUnitsPerCall = 5_000;

export const importUnitsResolvers: Resolvers = {
  Mutation: {
    import_units: async (_parent, { supplier_id, units }, context) => {
      requireProviderCredential(
        await context.getProviderCredential(),
        (await context.getViewer()) !== null,
      );
      if (units.length > maximumUnitsPerCall) {
        return {
          imported: false,
          rows: units.length,
          inserted: 0,
          updated: 0,
          problems: [{ row: 1, message: `Send at most ${maximumUnitsPerCall} units per call.` }],
          problem_count: 1,
        };
      }
      const supplier = isUuid(supplier_id)
        ? await context.loaders.supplierById.load(supplier_id)
        : null;
      if (!supplier) throw notFound();
      const rows: RawUnitRow[] = units.map((unit) =>
        Object.fromEntries(Object.entries(unit).map(([column, value]) => [column, value ?? ''])),
      );
      const result = await context.services.metrics.measureImport(context.country, () =>
        importUnits(context.database, { supplierId: supplier.id, rows }),
      );
      return {
        imported: result.imported,
        rows: result.rows,
        inserted: result.inserted,
        updated: result.updated,
        // Here rows are counted from the first unit, not from a file's header line.
        problems: result.problems.map((problem) => ({
          ...problem,
          row: Math.max(problem.row - 1, 1),
        })),
        problem_count: result.problemCount,
      };
    },
  },
};
