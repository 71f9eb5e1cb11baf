-- Each life of a server process (one start of one instance) registers here with the
-- graphile-worker pools it runs and beats every few seconds. What a life holds is released at
-- once when its instance starts again under the same name, or by any other instance once its
-- heartbeat is stale.
create table worker_instances (
  id uuid primary key default gen_random_uuid(),
  instance_name text not null,
  pool_ids text[] not null default '{}',
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now()
);

create index worker_instances_name_index on worker_instances (instance_name);

-- The life generating a report, its claim and the checkpoint a later attempt can resume from.
-- `claim_token` is new for every attempt and fences it: every write of an attempt names it, so an
-- attempt that lost its claim (taken to be dead, but only slow) can no longer change the report.
alter table reports
  add column claimed_by uuid references worker_instances (id) on delete set null,
  add column claim_token uuid,
  add column resume_checkpoint jsonb;

create index reports_claimed_by_index on reports (claimed_by) where claimed_by is not null;
