-- Jobs (assignments): pickups (collections) and deliveries of storage units ordered by a
-- supplier's users, their status history, storage units and attachments.

create sequence job_number_sequence;

create table jobs (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  -- What people quote on the phone: J-<year>-<six digits>.
  job_number text not null unique,
  kind text not null check (kind in ('COLLECTION', 'DELIVERY')),
  status text not null default 'ORDERED'
    check (status in ('ORDERED', 'CONFIRMED', 'SCHEDULED', 'COLLECTED', 'RECEIVED', 'PROCESSING', 'COMPLETED')),
  address text not null,
  city text not null,
  zip_code text not null,
  country text not null check (country in ('denmark', 'finland', 'norway', 'sweden')),
  company_name text not null,
  contact_first_name text not null,
  contact_last_name text not null,
  email text not null,
  phone text not null,
  case_reference text,
  -- The pickup or delivery day (a business day, local date).
  requested_date date not null,
  delivery_info text,
  recipient_name text not null,
  recipient_email text not null,
  ordered_by_user_id uuid references users (id) on delete set null,
  -- Chosen by the client for each submission, so a retried order does not order twice.
  idempotency_key text not null check (length(idempotency_key) between 8 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (supplier_id, idempotency_key)
);
-- The overview: a supplier's jobs, newest first.
create index jobs_supplier_created_index on jobs (supplier_id, created_at desc, id desc);

create table job_storage_units (
  job_id uuid not null references jobs (id) on delete cascade,
  unit_type text not null,
  quantity integer not null check (quantity between 1 and 999),
  primary key (job_id, unit_type)
);

-- Every status a job has reached, with when: the detail page's timeline.
create table job_status_events (
  id bigint generated always as identity primary key,
  job_id uuid not null references jobs (id) on delete cascade,
  status text not null,
  occurred_at timestamptz not null default now(),
  unique (job_id, status)
);

-- Files attached to an order. Uploaded before the order is sent (job_id null until then), stored
-- in the data folder under a server-made name; the original name is kept for downloads only.
create table job_attachments (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  job_id uuid references jobs (id) on delete cascade,
  original_name text not null check (length(original_name) between 1 and 255),
  content_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  stored_name text not null unique,
  uploaded_by_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index job_attachments_job_index on job_attachments (job_id);
create index job_attachments_unlinked_index on job_attachments (supplier_id, created_at) where job_id is null;

-- Units that came from a job: processed_units.job_number names it.
create index processed_units_job_number_index on processed_units (supplier_id, job_number) where job_number is not null;
