-- Credentials of the provider's own systems (ERP, warehouse) for the admin GraphQL calls.
-- Only a SHA-256 hash of each key is kept; the key itself is shown once, when created.
create table provider_api_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 100),
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
