import type { StatusTone } from '../../../shared/components/status-tag';
import type {
  UnitHoldFilter,
  UnitHoldReason,
  UnitHoldSort,
  UnitHoldState,
} from '../../../shared/graphql/generated/graphql';
import type { ListOptions, ListView } from '../../../shared/lists/list-state';

export const unitHoldStates: readonly UnitHoldState[] = ['open', 'released', 'destroy_requested'];

export const unitHoldReasons: readonly UnitHoldReason[] = [
  'activation_lock',
  'mdm_enrolment',
  'autopilot',
  'firmware_password',
  'missing_parts',
  'other',
];

export const stateTone: Record<UnitHoldState, StatusTone> = {
  open: 'warning',
  released: 'active',
  destroy_requested: 'default',
};

/**
 * The list's order: a column, or the server's own (open holds first, then the newest), which is
 * the default and never named in the address nor sent.
 */
export type HoldListSort = UnitHoldSort | 'open_first';

export type HoldListView = ListView<HoldListSort, 'state' | 'reason' | 'job'>;

export const unitHoldsPageSize = 20;

/** The list's view in the address: ?q=&state=&reason=&job=&sort=&dir=&page= */
export const unitHoldListOptions: ListOptions<HoldListSort, 'state' | 'reason' | 'job'> = {
  sorts: [
    'placed_at',
    'respond_by',
    'serial_number',
    'job_number',
    'reason',
    'state',
    'value_at_stake',
  ],
  defaultSort: 'open_first',
  defaultDirection: 'ASC',
  filters: ['state', 'reason', 'job'],
};

function oneOf<Value extends string>(values: readonly Value[], value: string | null) {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The API's filter for the view; unknown states and reasons in the address are left out. */
export function holdFilterOf(view: HoldListView): UnitHoldFilter {
  return {
    text: view.text || null,
    state: oneOf(unitHoldStates, view.filters.state),
    reason: oneOf(unitHoldReasons, view.filters.reason),
    job_id: view.filters.job,
  };
}

/** The order to ask for: nothing for the server's own. */
export function holdOrderOf(view: HoldListView): {
  sort: UnitHoldSort | null;
  direction: HoldListView['direction'] | null;
} {
  if (view.sort === 'open_first') return { sort: null, direction: null };
  return { sort: view.sort, direction: view.direction };
}

/** The export's query: the filter's fields, the text and the order, as the list shows them. */
export function holdExportQueryOf(view: HoldListView): URLSearchParams {
  const { text, ...filter } = holdFilterOf(view);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  if (text) query.set('text', text);
  const order = holdOrderOf(view);
  if (order.sort && order.direction) {
    query.set('sort', order.sort);
    query.set('direction', order.direction);
  }
  return query;
}
