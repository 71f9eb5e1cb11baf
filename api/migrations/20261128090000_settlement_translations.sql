-- A settlement line's description and category are written in English (the columns) and may
-- carry a translation per portal language ({"da": "...", "no": "..."}); readers get theirs.
alter table settlement_lines add column description_translations jsonb not null default '{}'
  check (jsonb_typeof(description_translations) = 'object');
alter table settlement_lines add column category_translations jsonb not null default '{}'
  check (jsonb_typeof(category_translations) = 'object');
-- The portal's own settlement document (rather than a PDF the provider attached): rendered from
-- the lines on download, in the reader's language. The stored copy is the one issued.
alter table settlements add column portal_document boolean not null default false;
