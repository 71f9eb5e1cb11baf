-- Organisation API tokens: a supplier admin's credential for the customer's own systems. A token
-- acts for its supplier (the group, for a master account) with its scope's rights only. Only a
-- SHA-256 hash is kept; the token itself is shown once, when created.
create table api_tokens (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id),
  name text not null check (length(btrim(name)) between 1 and 100),
  -- 'read': the supplier's data; 'read_order': also orders pickups, deliveries, reports.
  scope text not null check (scope in ('read', 'read_order')),
  token_hash text not null unique,
  created_by_user_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  -- At most a year after creation (checked by the service and here).
  expires_at timestamptz not null check (expires_at <= created_at + interval '366 days'),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by_user_id uuid references users (id),
  -- The rate limit's fixed window, counted on the row every use updates anyway, so the limit
  -- holds across instances at no extra statement.
  window_started_at timestamptz not null default now(),
  window_count integer not null default 0
);

create index api_tokens_supplier_index on api_tokens (supplier_id, created_at desc);
