-- SCIM 2.0 provisioning (Microsoft Entra ID): the bearer tokens a supplier admin creates for
-- their identity provider, and what SCIM keeps about the users it provisions.
create table scim_tokens (
  id uuid primary key default gen_random_uuid(),
  -- The supplier whose users the token provisions: the creating admin's own (home) supplier.
  supplier_id uuid not null references suppliers (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  -- SHA-256 of the token (shared/secret-tokens.ts); the token itself is shown once.
  token_hash text not null unique,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index scim_tokens_supplier_index on scim_tokens (supplier_id, created_at desc);

-- The identity provider's own id of a user (SCIM externalId), and whether SCIM deleted the
-- user: a deleted user stays in the portal (deactivated) but no longer exists for SCIM.
alter table users add column scim_external_id text;
alter table users add column scim_deleted_at timestamptz;
create index users_scim_external_id_index on users (supplier_id, scim_external_id)
  where scim_external_id is not null;
