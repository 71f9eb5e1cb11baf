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
