-- What a unit was worth to the customer, when the provider reports it (a `valued` unit event):
-- its resale value, or its scrap value when it could not be reused. In the country's currency,
-- like settlements. The time is the event's: a later report replaces an earlier one, an older
-- one arriving late changes nothing.
alter table processed_units
  add column value_amount numeric(12, 2) check (value_amount >= 0),
  add column value_kind text check (value_kind in ('resale', 'scrap')),
  add column valued_at timestamptz,
  add constraint processed_units_value_complete check (
    (value_amount is null) = (value_kind is null) and (value_amount is null) = (valued_at is null));

alter table unit_events drop constraint unit_events_event_type_check;
alter table unit_events add constraint unit_events_event_type_check
  check (event_type in ('received', 'graded', 'sanitised', 'completed', 'held', 'valued'));

-- The value is part of what the register takes back (the outcome list): a change of it counts as
-- a change of the unit. Same function as before, with the value's two fields.
create or replace function processed_units_set_changed_at() returns trigger
language plpgsql as $$
begin
  if (new.supplier_id, new.serial_number, new.job_number, new.manufacturer, new.model,
      new.category, new.outcome, new.sanitisation_method, new.erasure_standard,
      new.sanitisation_result, new.sanitised_at, new.created_at, new.graded_date,
      new.completed_date, new.downstream_recycler, new.value_amount, new.value_kind)
     is distinct from
     (old.supplier_id, old.serial_number, old.job_number, old.manufacturer, old.model,
      old.category, old.outcome, old.sanitisation_method, old.erasure_standard,
      old.sanitisation_result, old.sanitised_at, old.created_at, old.graded_date,
      old.completed_date, old.downstream_recycler, old.value_amount, old.value_kind) then
    new.changed_at := now();
  end if;
  return new;
end
$$;

-- A settlement's line can name the job it settles: the line then leads to the job's units, and
-- the sum of their values stands beside what was paid.
alter table settlement_lines add column job_id uuid references jobs (id) on delete set null;
create index settlement_lines_job_index on settlement_lines (job_id) where job_id is not null;
