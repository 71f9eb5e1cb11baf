-- The outcome of a job's reconciliation is mailed to the supplier's admins once, when processing
-- of the job completes. One row per job whose mail has been queued: the primary key is what makes
-- it once, whichever instance (or how many) runs the job that writes it.
create table job_reconciliation_mails (
  job_id uuid primary key references jobs (id) on delete cascade,
  queued_at timestamptz not null default now()
);

-- Whoever completes a job (the admin command line, a provider route, plain SQL), the mail job is
-- queued in the same transaction. The job key makes repeated completions one job.
create function queue_reconciliation_outcome_mail() returns trigger
language plpgsql as $$
begin
  if new.status = 'COMPLETED' and exists (select 1 from job_expected_assets where job_id = new.job_id) then
    perform graphile_worker.add_job(
      identifier => 'send_reconciliation_outcome',
      payload => json_build_object('jobId', new.job_id),
      max_attempts => 25,
      job_key => 'reconciliation-outcome:' || new.job_id
    );
  end if;
  return new;
end
$$;

create trigger job_status_events_reconciliation_outcome
after insert on job_status_events
for each row when (new.status = 'COMPLETED')
execute function queue_reconciliation_outcome_mail();
