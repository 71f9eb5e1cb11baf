-- Reports: ordered once or by a regular subscription, generated in the background, mailed to
-- recipients and downloadable until they expire. Certificates of destruction are reports too.

create table report_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- The supplier acted for when the subscription was created; it owns the subscription.
  supplier_id uuid not null references suppliers (id) on delete cascade,
  created_by_user_id uuid references users (id) on delete set null,
  created_by_name text not null,
  kind text not null check (kind in ('COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION')),
  interval text not null check (interval in ('WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY')),
  date_column text not null check (date_column in ('CREATED_AT', 'COMPLETED_DATE')),
  -- One department (sub-supplier) of the group; null for the whole group.
  scope_supplier_id uuid references suppliers (id) on delete cascade,
  free_text text check (length(free_text) <= 200),
  serial_or_product text check (length(serial_or_product) <= 100),
  recipients text[] not null check (cardinality(recipients) between 1 and 20),
  language text not null check (language in ('da', 'en', 'fi', 'no', 'se')),
  -- The first day of the last period a report was ordered for; the scheduler orders each once.
  last_period_from date,
  created_at timestamptz not null default now()
);
create index report_subscriptions_supplier_id_index on report_subscriptions (supplier_id, created_at desc);

create table reports (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  ordered_by_user_id uuid references users (id) on delete set null,
  ordered_by_name text not null,
  subscription_id uuid references report_subscriptions (id) on delete set null,
  -- Made by the client for each order (or by the scheduler per period): a retried request or a
  -- double click finds the report already made instead of making a second one.
  idempotency_key text not null check (length(idempotency_key) between 8 and 200),
  kind text not null check (kind in ('COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION')),
  name text not null,
  date_from date not null,
  date_to date not null check (date_to >= date_from),
  date_column text not null check (date_column in ('CREATED_AT', 'COMPLETED_DATE')),
  scope_supplier_id uuid references suppliers (id) on delete cascade,
  free_text text check (length(free_text) <= 200),
  serial_or_product text check (length(serial_or_product) <= 100),
  recipients text[] not null default '{}' check (cardinality(recipients) <= 20),
  language text not null check (language in ('da', 'en', 'fi', 'no', 'se')),
  status text not null default 'QUEUED' check (status in ('QUEUED', 'GENERATING', 'READY', 'FAILED')),
  units_done integer not null default 0,
  units_total integer,
  attempts integer not null default 0,
  -- Written by the generating worker every few seconds; a stale heartbeat means the worker died.
  heartbeat_at timestamptz,
  last_error text,
  certificate_number text unique,
  -- SHA-256 of the unit lines a certificate lists, printed on it (the file's own is in report_files).
  content_sha256 text,
  -- Shown in mailed links; the download endpoint accepts it until available_until.
  download_key text not null check (length(download_key) >= 32),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  available_until timestamptz,
  -- When the files were deleted after available_until; their rows (and SHA-256) stay, so a
  -- certificate can still be verified.
  files_deleted_at timestamptz,
  unique (supplier_id, idempotency_key)
);
create index reports_supplier_id_index on reports (supplier_id, created_at desc);
create index reports_generating_index on reports (heartbeat_at) where status in ('QUEUED', 'GENERATING');

create table report_files (
  report_id uuid not null references reports (id) on delete cascade,
  format text not null check (format in ('XLSX', 'CSV', 'PDF')),
  file_name text not null,
  -- Relative to <DATA_DIR>/reports/<country>/.
  storage_path text not null,
  size_bytes bigint not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  primary key (report_id, format)
);
create index report_files_sha256_index on report_files (sha256);

-- Reports read units of a supplier by one date column and period.
create index processed_units_supplier_completed_index on processed_units (supplier_id, completed_date);
create index processed_units_supplier_created_index on processed_units (supplier_id, created_at);
