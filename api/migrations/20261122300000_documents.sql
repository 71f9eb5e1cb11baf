-- The provider's document library of this country (each country has its own database), plus
-- documents made for one supplier (such as the terms of its agreement). A document may exist in
-- several languages: the rows of one document share a document_key, one row per language, and a
-- row without a language serves every language that has no variant of its own.
create table documents (
  id uuid primary key default gen_random_uuid(),
  document_key text not null check (document_key ~ '^[a-z0-9][a-z0-9_-]{0,79}$'),
  category text not null check (category in ('about', 'certifications', 'packing_instructions', 'user_guides', 'agreement')),
  -- Null: for every supplier of the country; otherwise only for that supplier.
  supplier_id uuid references suppliers (id) on delete cascade,
  language text check (language in ('da', 'en', 'fi', 'no', 'se')),
  title text not null check (length(btrim(title)) between 1 and 200),
  -- The name offered on download; the stored file has a server-made name (storage_name).
  file_name text not null check (length(file_name) between 1 and 200),
  storage_name text not null unique check (storage_name ~ '^[0-9a-f-]{36}\.[a-z0-9]{1,8}$'),
  content_type text not null,
  extension text not null check (extension ~ '^[A-Z0-9]{1,8}$'),
  size_bytes bigint not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
-- One live variant per document, supplier and language.
create unique index documents_live_variant_index
  on documents (document_key, coalesce(supplier_id, '00000000-0000-0000-0000-000000000000'::uuid), coalesce(language, ''))
  where retired_at is null;
create index documents_supplier_id_index on documents (supplier_id) where retired_at is null;
