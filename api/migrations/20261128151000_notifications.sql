-- Notifications in the portal: what happened that a user should hear of while the portal is
-- open (a report ready, a job's status changed, a webhook endpoint failing). Written in the
-- transaction of the change; every instance hears of a new one through NOTIFY (channel
-- portal_notifications) and streams it to the signed-in users it concerns.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  -- The order the streams follow: a stream sends what comes after the last position it sent.
  position bigint generated always as identity unique,
  supplier_id uuid not null references suppliers (id) on delete cascade,
  -- Who hears of it: one user, every user of the supplier, or its admins.
  audience text not null check (audience in ('user', 'supplier', 'admins')),
  user_id uuid references users (id) on delete cascade,
  kind text not null check (
    kind in ('report_ready', 'evidence_pack_ready', 'job_status_changed', 'webhook_endpoint_failing')
  ),
  -- What the text is made of (names, numbers, statuses), translated when shown or mailed.
  details jsonb not null default '{}',
  -- Where the notification leads in the portal (a path), and a file to download, if any.
  link text not null check (link like '/%' and length(link) <= 500),
  download_url text check (length(download_url) <= 2000),
  created_at timestamptz not null default now(),
  check ((audience = 'user') = (user_id is not null))
);

create index notifications_supplier_position on notifications (supplier_id, position desc);
create index notifications_user on notifications (user_id) where user_id is not null;
create index notifications_created on notifications (created_at);

create table notification_reads (
  user_id uuid not null references users (id) on delete cascade,
  notification_id uuid not null references notifications (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notification_id)
);

create index notification_reads_notification on notification_reads (notification_id);

-- The kinds a user also wants by e-mail (none unless chosen). A failing webhook endpoint is
-- mailed to every admin anyway, so it is no choice.
create table notification_email_choices (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('report_ready', 'evidence_pack_ready', 'job_status_changed')),
  primary key (user_id, kind)
);

-- Tells every listening instance, after the commit, which supplier has a new notification and
-- its position; the instance reads it from the table for the streams it concerns.
create function notify_new_notification() returns trigger
language plpgsql as $$
begin
  perform pg_notify('portal_notifications', new.supplier_id::text || ':' || new.position::text);
  return null;
end;
$$;

create trigger notifications_announce
  after insert on notifications
  for each row execute function notify_new_notification();
