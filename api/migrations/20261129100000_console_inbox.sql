-- The console's inbox counts new orders across every customer: a partial index keeps the count
-- to the orders waiting, however many jobs the country has done.
create index jobs_ordered_index on jobs (requested_date, id) where status = 'ORDERED';

-- Mails the mailer could not send yet (an error recorded, not sent): the inbox lists them.
create index email_outbox_failed_index on email_outbox (created_at desc, id)
  where sent_at is null and last_error is not null;
