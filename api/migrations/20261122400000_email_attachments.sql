-- Files sent with a mail, read when it is sent: [{ "file_name", "path", "content_type" }].
-- The paths are on storage every instance shares (reports: REPORTS_DIR).
alter table email_outbox add column attachments jsonb not null default '[]'::jsonb;
