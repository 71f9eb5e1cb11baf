-- A retirement list names each device by the keys of the customer's own register (the asset
-- tag, the tool's device id and device name) beside its serial number, and says whether it holds
-- data: the reconciliation and its exports show them, so the outcome can go back into the register.
alter table job_expected_assets
  add column device_id text check (length(device_id) <= 100),
  add column device_name text check (length(device_name) <= 200),
  add column holds_data boolean;

-- The mapping a supplier chose for a layout the portal did not know, kept per set of headers, so
-- the next export of the same tool is read without asking again.
create table supplier_asset_list_mappings (
  supplier_id uuid not null references suppliers (id) on delete cascade,
  -- sha256 of the file's normalised headers, in order.
  header_key text not null,
  mapping jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (supplier_id, header_key)
);

-- The function's columns grow (the customer's keys at the end): drop and create it again, same rule.
drop function job_reconciliation(uuid);
create function job_reconciliation(target_job_id uuid)
returns table (
  serial_number text,
  status text,
  expected_asset_id bigint,
  asset_tag text,
  expected_model text,
  line_number integer,
  unit_id bigint,
  received_manufacturer text,
  received_model text,
  received_at timestamptz,
  resolution text,
  resolution_note text,
  resolved_at timestamptz,
  device_id text,
  device_name text,
  holds_data boolean
)
language sql stable as $$
  with job as (
    select id, supplier_id, job_number from jobs where id = target_job_id
  ),
  expected as (
    select e.* from job_expected_assets e where e.job_id = target_job_id
  ),
  received as (
    select u.id, u.serial_number, u.manufacturer, u.model, u.created_at
    from processed_units u
    join job on u.supplier_id = job.supplier_id and u.job_number = job.job_number
  )
  select
    coalesce(e.serial_number, r.serial_number),
    case when e.id is null then 'unexpected' when r.id is null then 'missing' else 'matched' end,
    e.id, e.asset_tag, e.model, e.line_number,
    r.id, r.manufacturer, r.model, r.created_at,
    e.resolution, e.resolution_note, e.resolved_at,
    e.device_id, e.device_name, e.holds_data
  from expected e
  full join received r on upper(r.serial_number) = upper(e.serial_number)
$$;
