-- Chain of custody: the sanitisation of each data carrier in a unit, and the list of assets a
-- customer hands over with a job, reconciled against the units the provider receives.

-- One row per sanitisation attempt of one data carrier (a laptop may hold two drives). A failed
-- attempt is followed by another, usually destruction; the latest attempt is the carrier's state.
-- Terms follow NIST SP 800-88 Rev. 2 / IEEE 2883-2022: the level (clear, purge, destruct) and the
-- technique used to reach it.
create table unit_data_carriers (
  id bigint generated always as identity primary key,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  unit_id bigint not null references processed_units (id) on delete cascade,
  carrier_serial text not null check (length(carrier_serial) between 1 and 100),
  carrier_type text not null check (carrier_type in ('hdd', 'ssd', 'nvme', 'flash', 'mobile')),
  manufacturer text check (length(manufacturer) <= 200),
  model text check (length(model) <= 200),
  capacity_gb integer check (capacity_gb >= 0),
  sanitisation_level text not null check (sanitisation_level in ('clear', 'purge', 'destruct')),
  sanitisation_technique text not null check (
    sanitisation_technique in (
      'overwrite', 'block_erase', 'cryptographic_erase', 'degauss',
      'shred', 'disintegrate', 'pulverise', 'incinerate', 'crush'
    )
  ),
  -- Largest particle edge after shredding or disintegration (destruct level).
  particle_size_mm numeric(6, 2) check (particle_size_mm > 0),
  tool_name text check (length(tool_name) <= 200),
  tool_version text check (length(tool_version) <= 100),
  verification_method text not null check (verification_method in ('full', 'sampling', 'visual', 'none')),
  verification_result text not null check (verification_result in ('passed', 'failed', 'not_verified')),
  operator text not null check (length(operator) between 1 and 200),
  sanitised_at timestamptz not null,
  result text not null check (result in ('passed', 'failed')),
  recorded_at timestamptz not null default now(),
  -- A redelivered event or a re-imported file records the same attempt once.
  unique (unit_id, carrier_serial, sanitised_at)
);
create index unit_data_carriers_supplier_index on unit_data_carriers (supplier_id, sanitised_at);

-- The assets a customer says it hands over with a job (uploaded as CSV/XLSX or through the API).
create table job_expected_assets (
  id bigint generated always as identity primary key,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  serial_number text not null check (length(serial_number) between 1 and 100),
  asset_tag text check (length(asset_tag) <= 100),
  model text check (length(model) <= 200),
  -- The line of the uploaded file, so a question about an asset can point at the customer's list.
  line_number integer check (line_number >= 1),
  -- A missing asset stays flagged until the provider resolves it: found later, or confirmed missing.
  resolution text check (resolution in ('found_later', 'confirmed_missing')),
  resolution_note text check (length(resolution_note) <= 2000),
  resolved_at timestamptz,
  resolved_by text,
  created_at timestamptz not null default now(),
  check ((resolution is null) = (resolved_at is null))
);
-- Serial numbers are matched without regard to case or surrounding space, so each once per job.
create unique index job_expected_assets_serial_index on job_expected_assets (job_id, upper(serial_number));

-- The one home of the matching rule: every expected asset and every unit received under the job's
-- number, matched by serial number (case-insensitive). The caller scopes the job to its supplier.
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
  resolved_at timestamptz
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
    e.resolution, e.resolution_note, e.resolved_at
  from expected e
  full join received r on upper(r.serial_number) = upper(e.serial_number)
$$;
