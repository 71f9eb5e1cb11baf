-- An API token about to expire is news for the supplier's admins, once per token: the hourly
-- task marks each token it announced, and a new expiry date (none today) would need a new mark.
alter table api_tokens add column expiry_announced_at timestamptz;

-- What the hourly task reads: live tokens not yet announced, by expiry.
create index api_tokens_unannounced_expiry on api_tokens (expires_at)
  where revoked_at is null and expiry_announced_at is null;

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (
  kind in (
    'report_ready', 'evidence_pack_ready', 'job_status_changed', 'webhook_endpoint_failing',
    'settlement_published', 'api_token_expiring'
  )
);

alter table notification_email_choices drop constraint notification_email_choices_kind_check;
alter table notification_email_choices add constraint notification_email_choices_kind_check check (
  kind in (
    'report_ready', 'evidence_pack_ready', 'job_status_changed', 'settlement_published',
    'api_token_expiring'
  )
);
