-- The provider's systems report unit changes as events (received, graded, sanitised, completed).
-- The unit's own dates order the received, graded and completed changes; sanitisation has no
-- date of its own, so the time of the last applied sanitised event is kept here.
alter table processed_units add column sanitised_at timestamptz;
-- Events update a unit a few times after inserting it (graded, sanitised): room left on each new
-- page lets those updates stay on the page (HOT) instead of adding entries to every index.
alter table processed_units set (fillfactor = 90);

-- Each event id once: a redelivered event is answered "duplicate" and changes nothing.
-- Rejected events are not kept, so a corrected event may be sent again with the same id.
create table unit_events (
  event_id text primary key check (length(event_id) between 1 and 100),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  serial_number text not null,
  event_type text not null check (event_type in ('received', 'graded', 'sanitised', 'completed')),
  occurred_at timestamptz not null,
  recorded_at timestamptz not null default now()
);
-- Event ids are kept for 90 days (purge_expired_records): a redelivery comes within hours.
create index unit_events_recorded_index on unit_events (recorded_at);

comment on table unit_daily_totals is
  'Maintained incrementally by every change of processed_units (old contribution out, new in); `npm run admin -- rebuild-daily-totals` recomputes them for repairs.';
