-- unit.outcome_recorded: a unit's outcome, keyed by the customer's register (asset tag, serial
-- number, ...), when it is recorded or corrected. It rides on the gathering of units.completed
-- (the same window, the same flush job per supplier and job, flush_unit_completions): a unit is
-- gathered when an endpoint of its supplier wants either event, and the flush records each event
-- only for the endpoints that want it (record_webhook_event), so neither is sent unasked.

create or replace function gather_unit_completions() returns trigger
language plpgsql as $$
begin
  if not exists (
    select 1 from webhook_endpoints
     where enabled and event_types && array['units.completed', 'unit.outcome_recorded']
  ) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into webhook_unit_completions (supplier_id, job_number, unit_id, serial_number, changes)
    select unit.supplier_id, unit.job_number, unit.id, unit.serial_number,
           webhook_unit_fields(unit)
      from new_units unit
     where unit.completed_date is not null and unit.outcome <> 'in_process'
       and exists (select 1 from webhook_endpoints endpoint
          where webhook_endpoint_wants(endpoint, unit.supplier_id, 'units.completed', null)
             or webhook_endpoint_wants(endpoint, unit.supplier_id, 'unit.outcome_recorded', null));
  else
    insert into webhook_unit_completions (supplier_id, job_number, unit_id, serial_number, changes)
    select unit.supplier_id, unit.job_number, unit.id, unit.serial_number,
           changed_unit_fields(webhook_unit_fields(old_unit), webhook_unit_fields(unit))
      from new_units unit
      join old_units old_unit on old_unit.id = unit.id
     where unit.completed_date is not null and unit.outcome <> 'in_process'
       and (old_unit.completed_date is distinct from unit.completed_date
         or old_unit.outcome is distinct from unit.outcome)
       and exists (select 1 from webhook_endpoints endpoint
          where webhook_endpoint_wants(endpoint, unit.supplier_id, 'units.completed', null)
             or webhook_endpoint_wants(endpoint, unit.supplier_id, 'unit.outcome_recorded', null));
  end if;
  perform graphile_worker.add_job(
      identifier => 'flush_unit_completions',
      payload => json_build_object('supplier_id', batch.supplier_id, 'job_number', batch.job_number),
      run_at => now() + interval '3 seconds',
      max_attempts => 25,
      job_key => 'webhook-units:' || batch.supplier_id || ':' || coalesce(batch.job_number, ''),
      job_key_mode => 'preserve_run_at'
    )
    from (
      select distinct supplier_id, job_number from webhook_unit_completions
       where created_at = now()
    ) batch;
  return null;
end
$$;
