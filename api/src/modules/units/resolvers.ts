import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  searchUnitsInput,
  unitSearchListArguments,
  unitSearchPageInput,
  unitSummaryInput,
} from './inputs.js';
import {
  getMaterialOutflows,
  getUnitSummary,
  getUnitTrend,
  searchUnitPage,
  searchUnits,
} from './service.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { unitValuesLoader } from './values/unit-values.js';
import { businessDayOf, businessDayOrNull } from '../../shared/local-dates.js';

export const unitsResolvers: Resolvers = {
  Query: {
    get_unit_summary: async (_parent, { filter }, context) => {
      const viewer = await requireViewer(context);
      const summary = await getUnitSummary(
        context.database,
        viewer,
        parseInput(unitSummaryInput, filter),
        context.country,
      );
      return {
        from: summary.from,
        to: summary.to,
        date_column: summary.dateColumn,
        recycled_units: summary.unitsByOutcome.recycled,
        reused_units: summary.unitsByOutcome.reused,
        stocked_units: summary.unitsByOutcome.stocked,
        in_process_units: summary.unitsByOutcome.in_process,
        co2_savings_tons: summary.co2SavingsTons,
        co2_savings_low_tons: summary.co2SavingsLowTons,
        co2_savings_high_tons: summary.co2SavingsHighTons,
        method_versions: summary.methodVersions,
        equivalents: summary.equivalents.map((equivalent) => ({
          equivalent: equivalent.equivalent as 'households',
          amount: equivalent.amount,
          source: equivalent.source,
          source_year: equivalent.sourceYear,
          source_url: equivalent.sourceUrl,
          local: equivalent.local,
        })),
        chart: summary.chart,
        method_note: summary.methodNote,
        previous: summary.previous && {
          from: summary.previous.from,
          to: summary.previous.to,
          recycled_units: summary.previous.unitsByOutcome.recycled,
          reused_units: summary.previous.unitsByOutcome.reused,
          stocked_units: summary.previous.unitsByOutcome.stocked,
          in_process_units: summary.previous.unitsByOutcome.in_process,
          co2_savings_tons: summary.previous.co2SavingsTons,
        },
      };
    },
    get_material_outflows: async (_parent, { filter }, context) => {
      const viewer = await requireViewer(context);
      const outflows = await getMaterialOutflows(
        context.database,
        context.country,
        viewer,
        parseInput(unitSummaryInput, filter),
      );
      const routesOf = (routes: typeof outflows.routes) =>
        routes.map((route) => ({
          route: route.route,
          units: route.units,
          weighed_units: route.weighedUnits,
          tonnes: route.tonnes,
          hazardous_tonnes: route.hazardousTonnes,
        }));
      return {
        from: outflows.from,
        to: outflows.to,
        date_column: outflows.dateColumn,
        routes: routesOf(outflows.routes),
        units: outflows.units,
        unweighed_units: outflows.unweighedUnits,
        tonnes: outflows.tonnes,
        hazardous_tonnes: outflows.hazardousTonnes,
        non_hazardous_tonnes: outflows.nonHazardousTonnes,
        companies: outflows.companies.map((company) => ({
          supplier_id: company.supplierId,
          company: company.company,
          routes: routesOf(company.routes),
          tonnes: company.tonnes,
          hazardous_tonnes: company.hazardousTonnes,
        })),
      };
    },
    get_unit_trend: async (_parent, { filter }, context) => {
      const viewer = await requireViewer(context);
      const months = await getUnitTrend(
        context.database,
        viewer,
        parseInput(unitSummaryInput, filter),
      );
      return months.map((month) => ({
        month: month.month,
        reused_units: month.reused,
        recycled_units: month.recycled,
        stocked_units: month.stocked,
        in_process_units: month.inProcess,
        co2_savings_tons: month.co2SavingsTons,
      }));
    },
    search_units: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      return searchUnits(context.database, viewer, parseInput(searchUnitsInput, input));
    },
    search_unit_page: async (_parent, { page, page_size, sort, direction, ...input }, context) => {
      const viewer = await requireViewer(context);
      const search = parseInput(unitSearchPageInput, input);
      const listArguments = forReader(
        parseInput(unitSearchListArguments, { page, page_size, sort, direction }),
        viewer.user.language,
      );
      const found = await searchUnitPage(context.database, viewer, search, listArguments);
      return { ...found, page: listArguments.page, page_size: listArguments.pageSize };
    },
  },
  ProcessedUnit: {
    // Read for a page of units at once (the job's units list shows them).
    value: (unit, _arguments, context) => unitValuesLoader(context, context.database).load(unit.id),
    weight_kg: (unit) => (unit.weight_kg === null ? null : Number(unit.weight_kg)),
    // Days, not times: see businessDayOf.
    created_at: (unit) => businessDayOf(unit.created_at),
    graded_date: (unit) => businessDayOrNull(unit.graded_date),
    completed_date: (unit) => businessDayOrNull(unit.completed_date),
  },
  UnitValue: {
    currency: (_value, _arguments, context) => currencyOfCountry[context.country],
    valued_at: (value) => value.valued_at.toISOString(),
  },
};
