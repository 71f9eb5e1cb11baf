-- A ready report's notification leads to the list where it can be downloaded (a certificate of
-- destruction's own list gives its number too), not to the order form: notices already stored
-- follow.
update notifications as notice
set link = case when report.kind = 'CERTIFICATE_OF_DESTRUCTION' then '/report-cods' else '/reports-overview' end
from reports as report
where notice.kind = 'report_ready'
  and notice.link = '/reports'
  and report.id::text = substring(notice.download_url from '/api/reports/[a-z]{2}/([0-9a-f-]{36})/');
update notifications set link = '/reports-overview' where kind = 'report_ready' and link = '/reports';
