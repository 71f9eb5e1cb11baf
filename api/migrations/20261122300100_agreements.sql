-- Agreements between the provider and a supplier. The main agreement is the framework agreement
-- (one live per supplier); others (annexes, service agreements) appear in the overview.
create table agreements (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  agreement_number text not null check (length(btrim(agreement_number)) between 1 and 60),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text check (length(description) <= 2000),
  is_main boolean not null default false,
  valid_from date not null,
  -- Null: runs until terminated.
  valid_to date,
  -- The signed terms (a document made for this supplier).
  terms_document_id uuid references documents (id) on delete set null,
  created_at timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from),
  unique (supplier_id, agreement_number)
);
create unique index agreements_one_main_index on agreements (supplier_id) where is_main;
