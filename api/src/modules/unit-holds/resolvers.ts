import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { unitHoldAnswerInput, unitHoldFilterInput, unitHoldListArguments } from './inputs.js';
import { answerUnitHolds, pageUnitHolds } from './service.js';
import { unitHoldReasonOf, isUnitHoldState, type UnitHoldState } from './unit-hold-model.js';

const stateOf = (value: string): UnitHoldState => (isUnitHoldState(value) ? value : 'open');

export const unitHoldsResolvers: Resolvers = {
  Query: {
    get_unit_holds: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(
        parseInput(unitHoldListArguments, list),
        viewer.user.language,
      );
      const page = await pageUnitHolds(
        context.database,
        viewer,
        parseInput(unitHoldFilterInput, filter),
        listArguments,
      );
      return {
        holds: page.holds,
        total: page.total,
        page: listArguments.page,
        page_size: listArguments.pageSize,
        open_count: page.openCount,
      };
    },
  },
  Mutation: {
    answer_unit_holds: async (_parent, answer, context) => {
      const viewer = await requireViewer(context);
      const input = parseInput(unitHoldAnswerInput, answer);
      const holds = await answerUnitHolds(context.database, viewer, {
        holdIds: input.hold_ids,
        decision: input.decision,
        note: input.note,
      });
      return { answered: holds.length, holds };
    },
  },
  UnitHold: {
    unit_id: (hold) => String(hold.unit_id),
    reason: (hold) => unitHoldReasonOf(hold.reason),
    value_at_stake: (hold) => (hold.value_at_stake === null ? null : Number(hold.value_at_stake)),
    currency: (_hold, _arguments, context) => currencyOfCountry[context.country],
    placed_at: (hold) => hold.placed_at.toISOString(),
    respond_by: (hold) => hold.respond_by.toISOString(),
    overdue: (hold) => hold.state === 'open' && hold.respond_by.getTime() < Date.now(),
    state: (hold) => stateOf(hold.state),
    answered_at: (hold) => hold.answered_at?.toISOString() ?? null,
  },
};
