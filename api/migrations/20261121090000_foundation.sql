-- Foundation: suppliers and their groups, users, sessions, contacts, login throttling.
-- Every country runs this same schema in its own database.

create table suppliers (
  id uuid primary key default gen_random_uuid(),
  -- A sub-supplier (subsidiary, department) points at its master account.
  parent_supplier_id uuid references suppliers (id) on delete restrict,
  company text not null check (length(btrim(company)) between 1 and 200),
  org_number text,
  phone text,
  email text,
  address text,
  city text,
  zip text,
  is_master_account boolean not null default false,
  -- An https: URL, a site path, or a data: URI of an image.
  logo text,
  can_upload boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_supplier_id is null or parent_supplier_id <> id)
);
create index suppliers_parent_supplier_id_index on suppliers (parent_supplier_id);

-- People at the supplier the provider knows of; they may or may not have an account.
create table supplier_contacts (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  job_title text,
  is_primary boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index supplier_contacts_one_primary_index on supplier_contacts (supplier_id) where is_primary;
create index supplier_contacts_email_index on supplier_contacts (lower(email));

-- What the supplier usually ships (used to prefill orders).
create table shipment_items (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  name text not null,
  position integer not null default 0,
  unique (supplier_id, name)
);

-- The provider's staff who serve suppliers.
create table provider_contacts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  job_title text,
  profile_picture text,
  created_at timestamptz not null default now()
);

create table supplier_provider_contacts (
  supplier_id uuid not null references suppliers (id) on delete cascade,
  provider_contact_id uuid not null references provider_contacts (id) on delete cascade,
  role text not null check (role in ('account_manager', 'account_manager_itad', 'account_manager_sales', 'invoice', 'sales_director', 'sales_support')),
  primary key (supplier_id, role, provider_contact_id)
);

create table users (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete restrict,
  email text not null check (position('@' in email) > 1),
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  job_title text,
  language text not null default 'en' check (language in ('da', 'en', 'fi', 'no', 'se')),
  country text not null check (country in ('denmark', 'finland', 'norway', 'sweden')),
  is_admin boolean not null default false,
  has_report_access boolean not null default false,
  password_hash text,
  microsoft_subject text unique,
  status text not null default 'invited' check (status in ('invited', 'active', 'deactivated')),
  registered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_index on users (lower(email));
create index users_supplier_id_index on users (supplier_id);

-- Server-side sessions: a token is only honoured while its session lives.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- The supplier the user acts for (a master account's user may switch within the group).
  supplier_id uuid not null references suppliers (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
create index sessions_user_id_index on sessions (user_id) where revoked_at is null;

-- Failed sign-in counters per account and per client address, shared by all instances.
create table login_throttle (
  bucket text primary key,
  failure_count integer not null,
  window_started_at timestamptz not null,
  blocked_until timestamptz
);
