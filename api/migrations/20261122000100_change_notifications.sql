-- Servers keep recently checked sessions in memory. Every change that can end a session or
-- alter what it grants is announced on the channel "portal_changes", whoever makes it (any
-- server instance, the admin command line, a manual UPDATE), so every instance forgets it at once.
create function notify_portal_change() returns trigger language plpgsql as $$
declare
  changed_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  perform pg_notify('portal_changes', tg_argv[0] || ':' || changed_id::text);
  return null;
end;
$$;

create trigger sessions_changed
  after update or delete on sessions
  for each row execute function notify_portal_change('session');

create trigger users_changed
  after update or delete on users
  for each row execute function notify_portal_change('user');

create trigger suppliers_changed
  after update or delete on suppliers
  for each row execute function notify_portal_change('supplier');
