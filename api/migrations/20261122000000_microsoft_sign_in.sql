-- One row per started Microsoft sign-in: the state (hashed) names it, the PKCE verifier and the
-- nonce are checked when Microsoft sends the browser back. Single use, short-lived.
create table microsoft_sign_in_attempts (
  state_hash text primary key,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index microsoft_sign_in_attempts_expires_at_index on microsoft_sign_in_attempts (expires_at);

-- An invited user who chose "register with Microsoft" has given their profile and now only
-- needs to come back from Microsoft with the invited, verified e-mail.
alter table users add column microsoft_registration_requested_at timestamptz;
