import type { Resolvers } from '../../../platform/graphql-types.generated.js';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { assertProviderCredential } from '../../../infrastructure/provider-keys/policy.js';
import { importUnits } from './import-units.js';
import type { RawUnitRow } from './unit-row.js';

const maximumUnitsPerCall = 5_000;
const maximumCarriersPerCall = 10_000;

/** An input row as a file row: absent values are empty cells. */
const asFileRow = (row: object): Record<string, string> =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value ?? '']));

export const importUnitsResolvers: Resolvers = {
  Mutation: {
    import_units: async (_parent, { supplier_id, units, carriers }, context) => {
      assertProviderCredential(
        await context.getProviderCredential(),
        (await context.getViewer()) !== null,
      );
      const tooMany =
        units.length > maximumUnitsPerCall
          ? {
              file: 'units',
              row: 1,
              message: `Send at most ${maximumUnitsPerCall} units per call.`,
            }
          : (carriers?.length ?? 0) > maximumCarriersPerCall
            ? {
                file: 'carriers',
                row: 1,
                message: `Send at most ${maximumCarriersPerCall} carriers per call.`,
              }
            : null;
      if (tooMany) {
        return {
          imported: false,
          rows: units.length,
          inserted: 0,
          updated: 0,
          carriers: 0,
          problems: [tooMany],
          problem_count: 1,
        };
      }
      const supplier = isUuid(supplier_id)
        ? await context.loaders.supplierById.load(supplier_id)
        : null;
      if (!supplier) throw notFound();
      const rows: RawUnitRow[] = units.map(asFileRow);
      const result = await context.services.metrics.measureImport(context.country, () =>
        importUnits(context.database, {
          supplierId: supplier.id,
          rows,
          carriers: carriers ? carriers.map(asFileRow) : undefined,
        }),
      );
      return {
        imported: result.imported,
        rows: result.rows,
        inserted: result.inserted,
        updated: result.updated,
        carriers: result.carriers,
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
