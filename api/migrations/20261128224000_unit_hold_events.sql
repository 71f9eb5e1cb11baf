-- The provider reports a processing hold through the unit events feed (`held`), idempotent by
-- event id like the other events.
alter table unit_events drop constraint unit_events_event_type_check;
alter table unit_events add constraint unit_events_event_type_check
  check (event_type in ('received', 'graded', 'sanitised', 'completed', 'held'));

-- The customer's list finds a unit's hold by the unit, and a job's hold counts (the provider's
-- jobs feed) by the units of the job.
create index unit_holds_unit on unit_holds (unit_id);
