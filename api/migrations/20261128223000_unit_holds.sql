-- Processing holds: the provider cannot process a received unit as planned (a device still locked
-- to the customer's Apple ID or MDM, a firmware password, missing parts) and waits for the
-- customer, who releases the unit ("released in our MDM") or tells the provider to destroy it
-- instead. One row a hold; a unit can be held again after an answer, never twice at once.
create table unit_holds (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  unit_id bigint not null references processed_units (id) on delete cascade,
  reason text not null check (
    reason in (
      'activation_lock', 'mdm_enrolment', 'autopilot', 'firmware_password', 'missing_parts', 'other'
    )
  ),
  note text check (length(note) <= 1000),
  -- What the provider expects to lose if the unit cannot be reused (resale value against scrap),
  -- in the country's currency; null when the provider sent none.
  value_at_stake numeric(12, 2) check (value_at_stake >= 0),
  -- When the provider placed it (the event's occurred_at) and the provider's event id.
  placed_at timestamptz not null,
  placed_by_event_id text not null,
  -- The agreed response time ends here (business days after placed_at).
  respond_by timestamptz not null,
  state text not null default 'open' check (state in ('open', 'released', 'destroy_requested')),
  answered_at timestamptz,
  answered_by uuid references users (id) on delete set null,
  answer_note text check (length(answer_note) <= 1000),
  -- Last change (placed, corrected by the provider, answered): the order of the provider's feed.
  changed_at timestamptz not null default now(),
  check ((state = 'open') = (answered_at is null))
);

-- A unit has at most one open hold.
create unique index unit_holds_one_open on unit_holds (unit_id) where state = 'open';
-- The customer's list and the attention count: a supplier's holds by state and age.
create index unit_holds_supplier_state on unit_holds (supplier_id, state, placed_at desc, id);
-- The provider's feed: every supplier's holds in the order they changed.
create index unit_holds_changed on unit_holds (changed_at, id);
