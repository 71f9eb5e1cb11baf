-- The provider's own staff, who run the portal from its console (/console). Apart from the
-- customers' users: another table, another kind of session token, never a supplier. A staff
-- member belongs to this country's database, so an account manager of one country has no
-- account in another's.
create table staff_members (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 320),
  name text not null check (length(name) between 1 and 200),
  role text not null check (role in ('administrator', 'account_manager', 'support')),
  language text not null default 'en' check (language in ('da', 'en', 'fi', 'no', 'se')),
  password_hash text,
  -- The TOTP key (RFC 6238), encrypted at rest; null until the member has set it up.
  totp_secret text,
  totp_enabled_at timestamptz,
  -- The last time step a code was accepted for: a code is good once.
  totp_last_step bigint,
  status text not null default 'active' check (status in ('active', 'deactivated')),
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  check ((totp_secret is null) = (totp_enabled_at is null))
);
create unique index staff_members_email_key on staff_members (lower(email));

-- One-time codes for a lost authenticator, stored as hashes; a used one stays, marked.
create table staff_recovery_codes (
  staff_id uuid not null references staff_members (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (staff_id, code_hash)
);

-- Between the password and the second factor: a short-lived challenge, with the key being set
-- up when the member has none yet.
create table staff_sign_in_challenges (
  token_hash text primary key,
  staff_id uuid not null references staff_members (id) on delete cascade,
  pending_totp_secret text,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index staff_sign_in_challenges_staff on staff_sign_in_challenges (staff_id);

create table staff_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  staff_id uuid not null references staff_members (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip_address text,
  user_agent text
);
create index staff_sessions_staff on staff_sessions (staff_id) where revoked_at is null;

-- What staff did, for the provider's own audit (the customer's log gets its own entry too).
create table staff_audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  staff_id uuid references staff_members (id) on delete set null,
  staff_name text not null,
  action text not null check (action ~ '^[a-z_]{1,40}\.[a-z_]{1,40}$'),
  target_type text,
  target_id text,
  target_label text,
  supplier_id uuid references suppliers (id) on delete set null,
  details jsonb not null default '{}',
  ip_address text
);
create index staff_audit_events_occurred on staff_audit_events (occurred_at desc, id desc);

-- Why a request was turned down, as mailed to the requester, and who decided.
alter table access_requests
  add column rejection_reason text check (length(rejection_reason) <= 2000),
  add column decided_by_staff_id uuid references staff_members (id) on delete set null;
