-- A notification's position is now taken as its transaction commits, one committing transaction
-- at a time, so positions follow the order in which notifications become visible. Taken at
-- insert, a transaction that inserted first but committed last showed up below a position the
-- streams had already passed, and its notification was never streamed.
create or replace function notify_new_notification() returns trigger
language plpgsql as $$
begin
  -- Held until this commit is visible: the next committing transaction takes a later position.
  perform pg_advisory_xact_lock(hashtext('notifications.position'));
  update notifications set position = default where id = new.id;
  -- Which supplier has news; the listening instances read the table after their own position.
  perform pg_notify('portal_notifications', new.supplier_id::text);
  return null;
end;
$$;

drop trigger notifications_announce on notifications;

create constraint trigger notifications_announce
  after insert on notifications
  deferrable initially deferred
  for each row execute function notify_new_notification();
