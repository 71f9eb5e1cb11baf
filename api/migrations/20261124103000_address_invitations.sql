-- A supplier admin's invitation of an address that belongs to another supplier's account. The
-- admin sees it like any invited user, in the list and for resend and deactivate, so nothing
-- tells them the address is taken; the owner of the address got a notice instead and is unchanged.
create table address_invitations (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  email text not null check (position('@' in email) > 1),
  first_name text not null,
  last_name text not null,
  language text not null check (language in ('da', 'en', 'fi', 'no', 'se')),
  has_report_access boolean not null,
  status text not null default 'invited' check (status in ('invited', 'deactivated')),
  invited_by uuid references users (id) on delete set null,
  invited_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index address_invitations_supplier_email_index
  on address_invitations (supplier_id, lower(email));
