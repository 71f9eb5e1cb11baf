-- Evidence packs: one signed ZIP per job or period that a customer hands its auditor, and the
-- registry of every document the portal issues, by SHA-256, for the public verify page.

create table evidence_packs (
  id uuid primary key default gen_random_uuid(),
  -- The supplier acted for when it was ordered (its group for a master account).
  supplier_id uuid not null references suppliers (id) on delete cascade,
  -- A job's pack: the job; a period's pack: the dates and optionally one department.
  job_id uuid references jobs (id) on delete cascade,
  date_from date,
  date_to date,
  scope_supplier_id uuid references suppliers (id) on delete cascade,
  ordered_by_user_id uuid references users (id) on delete set null,
  ordered_by_name text not null,
  -- Mailed when the pack is ready (the orderer's address when ordered).
  recipient text,
  language text not null,
  idempotency_key text not null check (length(idempotency_key) between 8 and 200),
  status text not null default 'QUEUED' check (status in ('QUEUED', 'GENERATING', 'READY', 'FAILED')),
  progress_percent integer not null default 0 check (progress_percent between 0 and 100),
  attempts integer not null default 0,
  file_name text,
  storage_key text,
  size_bytes bigint,
  sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
  last_error text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (supplier_id, idempotency_key),
  check ((job_id is null) = (date_from is not null and date_to is not null)),
  check (date_to >= date_from)
);
create index evidence_packs_supplier_index on evidence_packs (supplier_id, created_at desc);

-- Every file the portal issues to a customer, found by its exact SHA-256 only (the verify page
-- never lists): evidence packs, their manifests and each file in them, and the certificates of
-- destruction of reports. A provider certificate in many packs has a row per pack.
create table issued_documents (
  id bigint generated always as identity primary key,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  kind text not null check (
    kind in (
      'evidence_pack', 'evidence_manifest', 'certificate_of_destruction',
      'sanitisation_units_csv', 'sanitisation_carriers_csv', 'reconciliation_csv',
      'provider_certificate'
    )
  ),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  file_name text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  -- Kept when the pack or report row goes: what was issued stays verifiable.
  evidence_pack_id uuid references evidence_packs (id) on delete set null,
  report_id uuid references reports (id) on delete set null,
  issued_at timestamptz not null default now()
);
create index issued_documents_sha256_index on issued_documents (sha256);
