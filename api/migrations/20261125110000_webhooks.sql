-- Webhooks (Standard Webhooks): a supplier's endpoints, the events that happened (the outbox,
-- written in the transaction of the change) and one delivery per event and endpoint.

create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  url text not null check (length(url) between 1 and 2000),
  description text not null default '' check (length(description) <= 200),
  event_types text[] not null check (cardinality(event_types) between 1 and 20),
  -- whsec_<base64>. Stored as written: the server must read it to sign (see README "Webhooks").
  secret text not null,
  -- After a rotation the old secret signs alongside the new one until it expires.
  previous_secret text,
  previous_secret_expires_at timestamptz,
  enabled boolean not null default true,
  -- Why it is disabled: by an admin, or after repeated failure.
  disabled_reason text check (disabled_reason in ('admin', 'failing')),
  -- Events in a row whose every retry failed; any delivered event resets it.
  consecutive_failed_events int not null default 0,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index webhook_endpoints_supplier on webhook_endpoints (supplier_id, created_at);

create table webhook_events (
  -- The webhook-id: msg_<...>, the same on every attempt and every endpoint.
  id text primary key,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  type text not null,
  -- {type, timestamp, data} as sent.
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create index webhook_events_created on webhook_events (created_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  event_id text not null references webhook_events (id) on delete cascade,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts int not null default 0,
  response_status int,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  -- A claim on the delivery while an attempt is under way, so no two attempts overlap.
  attempt_lease_until timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, endpoint_id)
);

create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at);

-- The one home of an event's fan-out: stores the event (only when some endpoint wants it) and
-- queues one delivery job per enabled endpoint of the supplier, or of its master account, that
-- subscribes to the type (or only the given endpoint: test events). Called in the transaction of
-- the change, from the API or from a trigger, so an event exists exactly when its change does.
-- The job's name, attempts and key are those of deliver_webhook (deliver-webhook-job.ts).
create function record_webhook_event(
  supplier uuid,
  event_type text,
  event_data jsonb,
  occurred_at timestamptz default now(),
  only_endpoint uuid default null
) returns text
language plpgsql as $$
declare
  new_event_id text;
  delivery record;
begin
  if not exists (
    select 1 from webhook_endpoints endpoint
     where webhook_endpoint_wants(endpoint, supplier, event_type, only_endpoint)
  ) then
    return null;
  end if;
  new_event_id := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  insert into webhook_events (id, supplier_id, type, payload)
  values (
    new_event_id,
    supplier,
    event_type,
    jsonb_build_object(
      'type', event_type,
      'timestamp', to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', event_data
    )
  );
  for delivery in
    insert into webhook_deliveries (event_id, endpoint_id)
    select new_event_id, endpoint.id from webhook_endpoints endpoint
     where webhook_endpoint_wants(endpoint, supplier, event_type, only_endpoint)
    returning id
  loop
    perform graphile_worker.add_job(
      identifier => 'deliver_webhook',
      payload => json_build_object('delivery_id', delivery.id),
      max_attempts => 13,
      job_key => 'webhook-delivery:' || delivery.id
    );
  end loop;
  return new_event_id;
end
$$;

create function webhook_endpoint_wants(
  endpoint webhook_endpoints,
  supplier uuid,
  event_type text,
  only_endpoint uuid
) returns boolean
language sql stable as $$
  select case
    when only_endpoint is not null then endpoint.id = only_endpoint
    else endpoint.enabled
      and event_type = any(endpoint.event_types)
      and (endpoint.supplier_id = supplier
        or endpoint.supplier_id = (select parent_supplier_id from suppliers where id = supplier))
  end
$$;

-- A job's status changed, however it changed (the provider's routes, the command line, SQL).
create function record_job_status_webhook() returns trigger
language plpgsql as $$
declare
  job record;
begin
  select id, supplier_id, job_number, kind into job from jobs where id = new.job_id;
  perform record_webhook_event(
    job.supplier_id,
    'job.status_changed',
    jsonb_build_object(
      'job_id', job.id,
      'job_number', job.job_number,
      'kind', job.kind,
      'status', new.status,
      'previous_status', (
        select previous.status from job_status_events previous
         where previous.job_id = new.job_id and previous.id < new.id
         order by previous.id desc
         limit 1
      )
    ),
    new.occurred_at
  );
  return new;
end
$$;

create trigger job_status_events_webhook
after insert on job_status_events
for each row execute function record_job_status_webhook();

-- Units completed, gathered per supplier and job for a short window, then sent as one event
-- (flush_unit_completions). Written by the triggers below in the transaction of the change.
create table webhook_unit_completions (
  id bigint generated always as identity primary key,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  job_number text,
  unit_id bigint not null,
  serial_number text not null,
  -- The unit's customer-visible fields this change set (for a new unit: all of them).
  changes jsonb not null,
  created_at timestamptz not null default now()
);

create index webhook_unit_completions_batch on webhook_unit_completions (supplier_id, job_number, id);

-- A unit's fields a customer sees, by name; `changed_unit_fields` keeps those that differ.
create function webhook_unit_fields(unit processed_units) returns jsonb
language sql immutable as $$
  select jsonb_build_object(
    'category', unit.category, 'manufacturer', unit.manufacturer, 'model', unit.model,
    'weight_kg', unit.weight_kg, 'grade', unit.grade, 'graded_date', unit.graded_date,
    'sanitisation_method', unit.sanitisation_method, 'erasure_standard', unit.erasure_standard,
    'sanitisation_result', unit.sanitisation_result, 'sanitised_at', unit.sanitised_at,
    'outcome', unit.outcome, 'completed_date', unit.completed_date,
    'downstream_recycler', unit.downstream_recycler, 'co2e_kg', unit.co2e_kg,
    'job_number', unit.job_number
  )
$$;

create function changed_unit_fields(before jsonb, after jsonb) returns jsonb
language sql immutable as $$
  select coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb)
    from jsonb_each(after) field
   where before is null or before -> field.key is distinct from field.value
$$;

-- Per statement (an import batch, a batch of events): the units it completed, only when some
-- endpoint wants units.completed, and one flush job per supplier and job, run after the window.
create function gather_unit_completions() returns trigger
language plpgsql as $$
begin
  if not exists (
    select 1 from webhook_endpoints where enabled and 'units.completed' = any(event_types)
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
          where webhook_endpoint_wants(endpoint, unit.supplier_id, 'units.completed', null));
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
          where webhook_endpoint_wants(endpoint, unit.supplier_id, 'units.completed', null));
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

create trigger processed_units_completed_insert
after insert on processed_units
referencing new table as new_units
for each statement execute function gather_unit_completions();

create trigger processed_units_completed_update
after update on processed_units
referencing old table as old_units new table as new_units
for each statement execute function gather_unit_completions();
