-- The certificates page asks whether a certificate is being made for the supplier on every
-- load and poll: a look in this small index (only reports in the making) rather than a scan of
-- all the supplier's reports.
create index reports_in_progress_index on reports (supplier_id, kind)
  where status in ('QUEUED', 'GENERATING');
