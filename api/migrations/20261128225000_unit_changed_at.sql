-- A unit's last change, so a customer's asset register can ask for the outcomes that changed since
-- it last asked (GET /api/units/<country>/outcomes, in change order by an opaque cursor).
--
-- Existing units take the time of this migration: a non-volatile default is stored once in the
-- catalogue, so adding the column rewrites no row of a table of millions. A register's first
-- read gets them all anyway.
alter table processed_units add column changed_at timestamptz not null default now();

-- The outcome list walks one supplier's units in change order from the cursor: a page costs the
-- same whatever the supplier's history holds.
create index processed_units_supplier_changed_index on processed_units (supplier_id, changed_at, id);

-- Every path that writes units (imports and events, moves between suppliers, linking to a job)
-- bumps the time here, so none can forget to: only when a field the outcome shows changes, so a
-- file imported again with the same rows changes nothing a register sees. A statement that sets
-- changed_at itself (a hold changing, below) keeps its value.
create function processed_units_set_changed_at() returns trigger
language plpgsql as $$
begin
  if (new.supplier_id, new.serial_number, new.job_number, new.manufacturer, new.model,
      new.category, new.outcome, new.sanitisation_method, new.erasure_standard,
      new.sanitisation_result, new.sanitised_at, new.created_at, new.graded_date,
      new.completed_date, new.downstream_recycler)
     is distinct from
     (old.supplier_id, old.serial_number, old.job_number, old.manufacturer, old.model,
      old.category, old.outcome, old.sanitisation_method, old.erasure_standard,
      old.sanitisation_result, old.sanitised_at, old.created_at, old.graded_date,
      old.completed_date, old.downstream_recycler) then
    new.changed_at := now();
  end if;
  return new;
end
$$;

create trigger processed_units_changed_at
before update on processed_units
for each row execute function processed_units_set_changed_at();

-- A hold placed, answered or corrected changes what the outcome says ("on_hold" or not): the
-- unit counts as changed then too.
create function unit_holds_touch_unit() returns trigger
language plpgsql as $$
begin
  update processed_units set changed_at = now() where id = new.unit_id and changed_at <> now();
  if tg_op = 'UPDATE' and old.unit_id <> new.unit_id then
    update processed_units set changed_at = now() where id = old.unit_id and changed_at <> now();
  end if;
  return null;
end
$$;

create trigger unit_holds_changed_unit
after insert or update of state, unit_id on unit_holds
for each row execute function unit_holds_touch_unit();

-- The outcome names the evidence pack of the unit's job: the job's latest ready pack, found by
-- its job rather than by walking the supplier's packs.
create index evidence_packs_job_ready_index on evidence_packs (job_id, completed_at desc)
  where status = 'READY' and job_id is not null;
