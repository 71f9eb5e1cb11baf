-- The provider's legal identity in this country as staff keep it in the console: the letterhead,
-- the signatory and the bank of its documents. Each save is a new row and rows are never changed,
-- so a document issued on a day carries the identity in force that day however often it is
-- rendered again. Without a row the server's configuration (PROVIDER_*) applies.
create table provider_identity_versions (
  id bigint generated always as identity primary key,
  effective_from timestamptz not null default now(),
  legal_name text not null check (length(legal_name) between 1 and 200),
  address text check (length(address) between 1 and 300),
  address_country text not null check (address_country ~ '^[A-Z]{2}$'),
  organisation_number text check (length(organisation_number) between 1 and 60),
  signatory_name text check (length(signatory_name) between 1 and 200),
  signatory_title text check (length(signatory_title) between 1 and 200),
  bank_account text check (length(bank_account) between 1 and 60),
  iban text check (length(iban) between 15 and 42),
  bic text check (length(bic) in (8, 11)),
  created_by_staff_id uuid references staff_members (id) on delete set null,
  created_by_name text not null
);
create index provider_identity_versions_in_force
  on provider_identity_versions (effective_from desc, id desc);
