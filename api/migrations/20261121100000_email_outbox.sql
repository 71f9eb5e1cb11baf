-- E-mail outbox: a mail is written here in the same transaction as the change that causes it;
-- the send_email job (graphile-worker, in this same database) delivers it and marks it sent.
create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null check (position('@' in recipient) > 1),
  language text not null check (language in ('da', 'en', 'fi', 'no', 'se')),
  -- Which template made it (password_reset, access_request_notice, ...), for the log.
  template text not null,
  subject text not null,
  html_body text not null,
  text_body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz
);
create index email_outbox_unsent_index on email_outbox (created_at) where sent_at is null;
