-- Password reset codes: only a SHA-256 hash of the (128-bit random) code is stored.
create table password_reset_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the code is used, or when a newer request replaces it.
  consumed_at timestamptz
);
create index password_reset_codes_user_id_index on password_reset_codes (user_id) where consumed_at is null;

-- Requests for access from companies without an account; the provider's staff decide.
create table access_requests (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (length(btrim(company_name)) between 1 and 200),
  org_number text not null check (length(btrim(org_number)) between 1 and 50),
  first_name text not null check (length(btrim(first_name)) between 1 and 100),
  last_name text not null check (length(btrim(last_name)) between 1 and 100),
  phone text not null check (length(btrim(phone)) between 1 and 50),
  email text not null check (position('@' in email) > 1),
  language text not null default 'en' check (language in ('da', 'en', 'fi', 'no', 'se')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  ip_address text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index access_requests_status_index on access_requests (status, created_at);
