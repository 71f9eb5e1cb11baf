-- A published settlement is news for the supplier's users who read settlements (report access,
-- as the settlements' pages require): a new audience and a new kind, which they may also choose
-- to get by e-mail.
alter table notifications drop constraint notifications_audience_check;
alter table notifications add constraint notifications_audience_check
  check (audience in ('user', 'supplier', 'admins', 'report_readers'));

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (
  kind in (
    'report_ready', 'evidence_pack_ready', 'job_status_changed', 'webhook_endpoint_failing',
    'settlement_published'
  )
);

alter table notification_email_choices drop constraint notification_email_choices_kind_check;
alter table notification_email_choices add constraint notification_email_choices_kind_check
  check (kind in ('report_ready', 'evidence_pack_ready', 'job_status_changed', 'settlement_published'));
