-- Chain of custody for a unit's page: the downstream recycler a recycled unit went to, and the
-- seal numbers of the storage units a job was collected in.

-- Who took a recycled unit onward (R2v3 / e-Stewards: tracked to final disposition).
alter table processed_units
  add column downstream_recycler text check (length(downstream_recycler) between 1 and 200);

-- The seals on a job's storage units, as the provider records them when collecting. A seal is
-- recorded once per job; recording it again changes nothing.
create table job_seals (
  job_id uuid not null references jobs (id) on delete cascade,
  seal_number text not null check (length(seal_number) between 1 and 100),
  recorded_at timestamptz not null default now(),
  primary key (job_id, seal_number)
);

