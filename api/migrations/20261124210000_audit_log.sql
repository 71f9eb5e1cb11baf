-- Who did what in a supplier's organisation, for its admins (and their auditors). Append-only:
-- the code has no update or delete path, and the triggers below refuse UPDATE, DELETE and
-- TRUNCATE whoever sends them. Retention (24 months by default) is kept by dropping whole
-- monthly partitions, which removes no row by row: the table is partitioned by month and the
-- daily maintain_audit_log job creates the coming months and drops the months past retention.
create table audit_log (
  id uuid not null default gen_random_uuid(),
  -- When it happened; the partition key. clock_timestamp: events of one transaction keep order;
  -- milliseconds, as JavaScript dates hold them, so paging by (time, id) never skips an entry.
  occurred_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  -- The supplier whose log this is: the one acted for.
  supplier_id uuid not null,
  -- 'user', 'system' (the portal on its own, e.g. pausing a regular report), 'link' (a
  -- download link from a mail, which carries no session); later issues add 'api_token'.
  actor_type text not null check (actor_type ~ '^[a-z_]{1,40}$'),
  -- The user's (or token's) id; no foreign key, the entry outlives what it names.
  actor_id uuid,
  -- As at the time of the event, so a later rename does not rewrite history.
  actor_name text not null default '',
  actor_email text not null default '',
  -- The actor's own supplier (a master account's user acting for a sub-supplier differs).
  actor_supplier_id uuid,
  ip_address text,
  user_agent text,
  action text not null check (action ~ '^[a-z_]{1,40}\.[a-z_]{1,40}$'),
  target_type text,
  target_id text,
  target_label text,
  details jsonb not null default '{}'::jsonb,
  primary key (occurred_at, id)
) partition by range (occurred_at);

create index audit_log_supplier_time_index on audit_log (supplier_id, occurred_at desc, id desc);
create index audit_log_actor_time_index on audit_log (supplier_id, actor_id, occurred_at desc);

create function audit_log_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end;
$$;

-- Row triggers on a partitioned table are cloned onto every partition, present and future.
create trigger audit_log_append_only
  before update or delete on audit_log
  for each row execute function audit_log_refuse_change();

-- TRUNCATE triggers are statement triggers: the parent's and each partition's own (below).
create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function audit_log_refuse_change();

-- The month partition holding `month` (any day of it), created once with its TRUNCATE trigger.
create function audit_log_create_partition(month date) returns text
language plpgsql as $$
declare
  month_start date := date_trunc('month', month)::date;
  partition_name text := 'audit_log_' || to_char(month_start, 'YYYY_MM');
begin
  if to_regclass(partition_name) is null then
    execute format(
      'create table %I partition of audit_log for values from (%L) to (%L)',
      partition_name, month_start::timestamptz, (month_start + interval '1 month')::timestamptz
    );
    execute format(
      'create trigger audit_log_no_truncate before truncate on %I '
        'for each statement execute function audit_log_refuse_change()',
      partition_name
    );
  end if;
  return partition_name;
end;
$$;

-- Catches what no month partition holds (should the job not run for months), so recording
-- never fails for want of a partition.
create table audit_log_default partition of audit_log default;
create trigger audit_log_no_truncate
  before truncate on audit_log_default
  for each statement execute function audit_log_refuse_change();

-- Creates this month's partition and the next `months_ahead` months'.
create function audit_log_create_partitions(months_ahead integer) returns void
language plpgsql as $$
begin
  for offset_months in 0..months_ahead loop
    perform audit_log_create_partition(
      (date_trunc('month', now()) + make_interval(months => offset_months))::date
    );
  end loop;
end;
$$;

-- Drops every month partition that ends at or before `cutoff` (now minus the retention): only
-- whole months are removed, so an event is kept at least the retention (and at most one month
-- more; the list hides what is past retention). Returns the dropped partitions' names.
create function audit_log_drop_partitions_before(cutoff timestamptz) returns setof text
language plpgsql as $$
declare
  partition record;
begin
  for partition in
    select child.relname as name
    from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname = 'audit_log' and child.relname ~ '^audit_log_\d{4}_\d{2}$'
      and (to_date(substr(child.relname, 11), 'YYYY_MM') + interval '1 month')::timestamptz
        <= cutoff
    order by child.relname
  loop
    execute format('drop table %I', partition.name);
    return next partition.name;
  end loop;
end;
$$;

select audit_log_create_partitions(3);
