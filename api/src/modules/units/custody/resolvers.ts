import { requireViewer } from '../../../platform/graphql-context.js';
import type {
  Resolvers,
  UnitCustody,
  UnitHoldSummary,
} from '../../../platform/graphql-types.generated.js';
import type { CountryCode } from '../../../shared/countries.js';
import { businessDayOf, businessDayOrNull } from '../../../shared/local-dates.js';
import { findUnitCustody, type UnitCustodyModel } from './service.js';
import type { UnitHoldEntry } from './unit-holds.js';
import { valueOf, type UnitValueModel } from '../unit-value-model.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Where a signed-in user downloads a unit's certificate. */
const unitCertificatePath = (country: CountryCode, unitId: string) =>
  `/files/${country}/units/${unitId}/certificate.pdf`;

function holdView(hold: UnitHoldEntry): UnitHoldSummary {
  return {
    id: hold.id,
    reason: hold.reason,
    note: hold.note,
    state: hold.state,
    placed_at: hold.placed_at.toISOString(),
    respond_by: hold.respond_by.toISOString(),
    answered_at: iso(hold.answered_at),
    answered_by: hold.answered_by,
    answer_note: hold.answer_note,
  };
}

function unitCustodyView(
  unit: UnitCustodyModel,
  country: CountryCode,
): Omit<UnitCustody, 'value'> & { value: UnitValueModel | null } {
  return {
    id: unit.id,
    serial_number: unit.serial_number,
    manufacturer: unit.manufacturer,
    model: unit.model,
    category: unit.category,
    weight_kg: numberOrNull(unit.weight_kg),
    grade: unit.grade,
    sanitisation_method: unit.sanitisation_method,
    erasure_standard: unit.erasure_standard,
    sanitisation_result: unit.sanitisation_result,
    sanitised_at: iso(unit.sanitised_at),
    outcome: unit.outcome,
    downstream_recycler: unit.downstream_recycler,
    // Days, not times (see businessDayOf); only the sanitisations and the collection are moments.
    created_at: businessDayOf(unit.created_at),
    graded_date: businessDayOrNull(unit.graded_date),
    completed_date: businessDayOrNull(unit.completed_date),
    job_number: unit.job_number,
    supplier_company: unit.supplier_company,
    job: unit.job && {
      id: unit.job.id,
      job_number: unit.job.job_number,
      kind: unit.job.kind === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION',
      seal_numbers: unit.job.seal_numbers,
      collected_at: iso(unit.job.collected_at),
    },
    carriers: unit.carriers.map((carrier) => ({
      ...carrier,
      particle_size_mm: numberOrNull(carrier.particle_size_mm),
      sanitised_at: carrier.sanitised_at.toISOString(),
    })),
    certificate_path: unitCertificatePath(country, unit.id),
    holds: unit.holds.map(holdView),
    hold: unit.holds.length ? holdView(unit.holds[unit.holds.length - 1]!) : null,
    value: valueOf(unit),
  };
}

export const unitCustodyResolvers: Resolvers = {
  Query: {
    get_unit: async (_parent, { id }, context) => {
      const viewer = await requireViewer(context);
      return unitCustodyView(await findUnitCustody(context.database, viewer, id), context.country);
    },
  },
};
