-- A regular report whose creator can no longer order it (deactivated, without report access,
-- no longer of the supplier) is paused, not deleted: its admins see why, and another user with
-- report access can take it over.
alter table report_subscriptions
  add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'PAUSED')),
  add column paused_reason text check (
    paused_reason in ('CREATOR_DEACTIVATED', 'CREATOR_LOST_REPORT_ACCESS', 'CREATOR_LEFT_SUPPLIER')
  ),
  add column paused_at timestamptz,
  add constraint report_subscriptions_paused_check check (
    (status = 'ACTIVE' and paused_reason is null and paused_at is null)
    or (status = 'PAUSED' and paused_reason is not null and paused_at is not null)
  );

-- The cap on active regular reports counts them per supplier.
create index report_subscriptions_active_index on report_subscriptions (supplier_id)
  where status = 'ACTIVE';
