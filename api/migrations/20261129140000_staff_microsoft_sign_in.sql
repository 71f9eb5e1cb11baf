-- Staff may sign in with the provider's own Microsoft tenant: the account is linked to the member
-- on the first sign-in (by the e-mail address the tenant vouches for) and found by it from then on.
alter table staff_members add column microsoft_subject text;
create unique index staff_members_microsoft_subject_key on staff_members (microsoft_subject)
  where microsoft_subject is not null;

-- A started Microsoft sign-in is a customer's or the console's: one is never completed as the
-- other.
alter table microsoft_sign_in_attempts
  add column audience text not null default 'customer' check (audience in ('customer', 'staff'));
