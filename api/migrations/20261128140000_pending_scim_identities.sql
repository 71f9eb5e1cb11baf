-- A user SCIM provisions is pending until the person confirms it by signing in: the identity
-- provider asserts the e-mail address, nobody has shown it is theirs. A pending user does not
-- hold its address: several suppliers may each have one pending user for an address (a rival's
-- SCIM cannot squat it), and the first the person confirms takes the address from then on.
alter table users add column identity_pending boolean not null default false;

drop index users_email_index;
create unique index users_email_index on users (lower(email)) where not identity_pending;
create unique index users_pending_email_index on users (supplier_id, lower(email))
  where identity_pending;

-- A Microsoft sign-in whose verified e-mail belongs only to pending users: the person chooses the
-- company whose user they are (auth_microsoft_choose). Single use, short-lived; the code hashed.
create table microsoft_identity_choices (
  code_hash text primary key,
  subject text not null,
  email text not null,
  -- The pending users offered, in the order the companies were shown.
  user_ids uuid[] not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index microsoft_identity_choices_expires_at_index on microsoft_identity_choices (expires_at);
