-- The jobs list flags a job whose expected assets include some neither received nor resolved.
-- Counting them for each listed job read the job's whole reconciliation on every page, so a
-- page cost grew with the lists already stored. The count is kept on the job instead, and
-- recounted (by job_reconciliation, the one home of the matching rule) for just the jobs a
-- statement touches: an expected-asset list stored or resolved, units received, changed,
-- moved or removed.
alter table jobs add column unresolved_missing_assets integer not null default 0
  check (unresolved_missing_assets >= 0);

-- The jobs are locked first: a recount of the same job in a concurrent transaction waits,
-- then counts with a snapshot that sees what the other committed (each statement of a volatile
-- function takes a fresh one under read committed), so the last count written is right.
create function recount_missing_assets(job_ids uuid[]) returns void
language sql as $$
  select from jobs where id = any(job_ids) order by id for update;
  with counted as (
    select job.id, (
      select count(*)::int from job_reconciliation(job.id) row
      where row.status = 'missing' and row.resolution is null
    ) as missing
    from jobs job where job.id = any(job_ids)
  )
  update jobs set unresolved_missing_assets = counted.missing
  from counted
  where jobs.id = counted.id and jobs.unresolved_missing_assets <> counted.missing;
$$;

create function recount_missing_assets_of_expected_assets() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform recount_missing_assets(array(select distinct job_id from new_assets));
  elsif tg_op = 'UPDATE' then
    perform recount_missing_assets(array(
      select job_id from new_assets union select job_id from old_assets));
  else
    perform recount_missing_assets(array(select distinct job_id from old_assets));
  end if;
  return null;
end;
$$;

create trigger job_expected_assets_inserted after insert on job_expected_assets
  referencing new table as new_assets
  for each statement execute function recount_missing_assets_of_expected_assets();
create trigger job_expected_assets_updated after update on job_expected_assets
  referencing old table as old_assets new table as new_assets
  for each statement execute function recount_missing_assets_of_expected_assets();
create trigger job_expected_assets_deleted after delete on job_expected_assets
  referencing old table as old_assets
  for each statement execute function recount_missing_assets_of_expected_assets();

-- Units count for the job of their supplier and job number; only jobs with an expected-asset
-- list are recounted, and after an update only those of units whose serial, job number or
-- supplier changed (before and after).
create function recount_missing_assets_for_units(supplier_ids uuid[], job_numbers text[])
returns void
language sql as $$
  select recount_missing_assets(array(
    select job.id
    from unnest(supplier_ids, job_numbers) as touched (supplier_id, job_number)
    join jobs job on job.job_number = touched.job_number and job.supplier_id = touched.supplier_id
    where exists (select from job_expected_assets expected where expected.job_id = job.id)));
$$;

create function recount_missing_assets_of_units() returns trigger
language plpgsql as $$
declare
  supplier_ids uuid[];
  job_numbers text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(supplier_id), array_agg(job_number) into supplier_ids, job_numbers
    from (select distinct supplier_id, job_number from new_units where job_number is not null) touched;
  elsif tg_op = 'UPDATE' then
    with changed as (
      select old_units.supplier_id as old_supplier_id, old_units.job_number as old_job_number,
        new_units.supplier_id as new_supplier_id, new_units.job_number as new_job_number
      from old_units join new_units using (id)
      where (old_units.supplier_id, old_units.job_number, old_units.serial_number)
        is distinct from (new_units.supplier_id, new_units.job_number, new_units.serial_number)
    )
    select array_agg(supplier_id), array_agg(job_number) into supplier_ids, job_numbers
    from (
      select old_supplier_id as supplier_id, old_job_number as job_number from changed
      union
      select new_supplier_id, new_job_number from changed
    ) touched
    where job_number is not null;
  else
    select array_agg(supplier_id), array_agg(job_number) into supplier_ids, job_numbers
    from (select distinct supplier_id, job_number from old_units where job_number is not null) touched;
  end if;
  if supplier_ids is not null then
    perform recount_missing_assets_for_units(supplier_ids, job_numbers);
  end if;
  return null;
end;
$$;

create trigger processed_units_inserted_recount after insert on processed_units
  referencing new table as new_units
  for each statement execute function recount_missing_assets_of_units();
create trigger processed_units_updated_recount after update on processed_units
  referencing old table as old_units new table as new_units
  for each statement execute function recount_missing_assets_of_units();
create trigger processed_units_deleted_recount after delete on processed_units
  referencing old table as old_units
  for each statement execute function recount_missing_assets_of_units();

select recount_missing_assets(array(select distinct job_id from job_expected_assets));
