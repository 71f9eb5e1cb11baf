-- Invitation codes: an invited user registers through the link in the invitation mail. Only a
-- SHA-256 hash of the (256-bit random) code is stored.
create table invitation_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null unique,
  -- The user who invited, when a supplier admin did (null for the provider's command line).
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the code is used for registration, or when a resend replaces it.
  consumed_at timestamptz
);
create index invitation_codes_user_id_index on invitation_codes (user_id) where consumed_at is null;
