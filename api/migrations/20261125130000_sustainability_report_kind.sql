-- The sustainability report (ESRS E5-5 outflows and E1 avoided emissions, with the per-unit CSV
-- an auditor recomputes it from) can be ordered once or as a regular report.
alter table reports drop constraint reports_kind_check,
  add constraint reports_kind_check
    check (kind in ('COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION', 'SUSTAINABILITY'));
alter table report_subscriptions drop constraint report_subscriptions_kind_check,
  add constraint report_subscriptions_kind_check
    check (kind in ('COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION', 'SUSTAINABILITY'));
