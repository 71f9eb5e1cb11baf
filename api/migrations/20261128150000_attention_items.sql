-- What the dashboard's "Needs your attention" panel reads. A ready report or evidence pack needs
-- attention until someone first downloads it, a newly published settlement until someone first
-- opens it (its lines or its document): these columns record when that first happened.
alter table reports add column first_downloaded_at timestamptz;
alter table evidence_packs add column first_downloaded_at timestamptz;
alter table settlements add column first_opened_at timestamptz;

-- Partial indexes so the panel's cost follows the caller's open items, not all their history.
create index reports_ready_not_downloaded_index on reports (supplier_id, completed_at desc)
  where status = 'READY' and first_downloaded_at is null;
create index evidence_packs_ready_not_downloaded_index
  on evidence_packs (supplier_id, completed_at desc)
  where status = 'READY' and first_downloaded_at is null;
create index settlements_unpaid_index on settlements (supplier_id, period_end)
  where status = 'unpaid';
create index settlements_not_opened_index on settlements (supplier_id, created_at desc)
  where first_opened_at is null;
create index jobs_upcoming_index on jobs (supplier_id, requested_date, id)
  where status in ('ORDERED', 'CONFIRMED', 'SCHEDULED');
create index jobs_missing_assets_index on jobs (supplier_id, updated_at desc)
  where unresolved_missing_assets > 0;
