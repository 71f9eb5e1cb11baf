-- "See as this customer": a read-only session of a customer's user, opened by a provider's staff
-- member from the console for a reason and a short time. It is a session like any other (the
-- same queries, the same scoping), marked with who opened it, so every write refuses it and no
-- sign-in statistic counts it.
alter table sessions
  add column viewed_by_staff_id uuid references staff_members (id) on delete cascade,
  add column view_reason text check (length(view_reason) between 1 and 500),
  -- The one-time code that hands the view over to a new browser tab (a hash; minutes long).
  add column view_handover_hash text,
  add column view_handover_expires_at timestamptz,
  add constraint sessions_view_marked_check check ((viewed_by_staff_id is null) = (view_reason is null)),
  add constraint sessions_view_handover_check
    check (view_handover_hash is null or viewed_by_staff_id is not null);

create unique index sessions_view_handover_key on sessions (view_handover_hash)
  where view_handover_hash is not null;
-- A staff member's views, to end them when the member is deactivated.
create index sessions_viewed_by_staff on sessions (viewed_by_staff_id)
  where viewed_by_staff_id is not null and revoked_at is null;
