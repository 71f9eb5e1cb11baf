-- Texts the provider maintains are written in English (the column itself) and may carry a
-- translation per portal language ({"fi": "...", "se": "..."}); readers get theirs, else English.
alter table documents add column title_translations jsonb not null default '{}'
  check (jsonb_typeof(title_translations) = 'object');
alter table agreements add column title_translations jsonb not null default '{}'
  check (jsonb_typeof(title_translations) = 'object');
alter table agreements add column description_translations jsonb not null default '{}'
  check (jsonb_typeof(description_translations) = 'object');
alter table provider_contacts add column job_title_translations jsonb not null default '{}'
  check (jsonb_typeof(job_title_translations) = 'object');
