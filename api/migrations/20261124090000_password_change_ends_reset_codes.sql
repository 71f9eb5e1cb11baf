-- A changed password ends every outstanding reset code of the user, whichever path changed it
-- (the account page, a reset, a registration, the provider's tools, plain SQL).
create function end_reset_codes_on_password_change() returns trigger
language plpgsql as $$
begin
  update password_reset_codes set consumed_at = now()
  where user_id = new.id and consumed_at is null;
  return new;
end
$$;

create trigger users_password_change_ends_reset_codes
after update of password_hash on users
for each row when (old.password_hash is distinct from new.password_hash)
execute function end_reset_codes_on_password_change();
