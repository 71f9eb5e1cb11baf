-- A ready report's notification leads to the list of reports, where it can be downloaded, not to
-- the order form: notices already stored follow.
update notifications set link = '/reports-overview' where kind = 'report_ready' and link = '/reports';
