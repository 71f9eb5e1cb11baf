import type { Victim } from './cross-tenant-types.js';

/**
 * Everything of a victim group an outsider's call could change: its suppliers, users, sessions,
 * invitations, mails to its users, units, jobs, attachments, reports, subscriptions and
 * settlements. Taken before and after the outsiders' calls; any difference fails the case, even
 * when the call answered NOT_FOUND (a resolver that wrote first and refused after).
 */
export async function victimGroupState(victim: Victim): Promise<Record<string, unknown[]>> {
  const database = victim.database;
  const supplierIds = [victim.masterId, victim.subSupplierId];
  const users = await database
    .selectFrom('users')
    .selectAll()
    .where('supplier_id', 'in', supplierIds)
    .orderBy('id')
    .execute();
  const userIds = users.map((user) => user.id);
  const emails = users.map((user) => user.email);
  return {
    suppliers: await database
      .selectFrom('suppliers')
      .selectAll()
      .where('id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    users,
    // Which supplier each session acts for (a swap), whether it is revoked; not its last use.
    sessions: await database
      .selectFrom('sessions')
      .select(['id', 'user_id', 'supplier_id', 'revoked_at', 'expires_at'])
      .where((eb) => eb.or([eb('supplier_id', 'in', supplierIds), eb('user_id', 'in', userIds)]))
      .orderBy('id')
      .execute(),
    invitationCodes: await database
      .selectFrom('invitation_codes')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute(),
    mails: await database
      .selectFrom('email_outbox')
      .select(['id', 'recipient', 'template'])
      .where('recipient', 'in', emails)
      .orderBy('id')
      .execute(),
    units: await database
      .selectFrom('processed_units')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    jobs: await database
      .selectFrom('jobs')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    attachments: await database
      .selectFrom('job_attachments')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    settlements: await database
      .selectFrom('settlements')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    reports: await database
      .selectFrom('reports')
      .selectAll()
      .where((eb) =>
        eb.or([eb('supplier_id', 'in', supplierIds), eb('scope_supplier_id', 'in', supplierIds)]),
      )
      .orderBy('id')
      .execute(),
    evidencePacks: await database
      .selectFrom('evidence_packs')
      .selectAll()
      .where((eb) =>
        eb.or([eb('supplier_id', 'in', supplierIds), eb('scope_supplier_id', 'in', supplierIds)]),
      )
      .orderBy('id')
      .execute(),
    subscriptions: await database
      .selectFrom('report_subscriptions')
      .selectAll()
      .where((eb) =>
        eb.or([eb('supplier_id', 'in', supplierIds), eb('scope_supplier_id', 'in', supplierIds)]),
      )
      .orderBy('id')
      .execute(),
    // What the provider records on a job: its seals and its status history.
    jobSeals: await database
      .selectFrom('job_seals')
      .innerJoin('jobs', 'jobs.id', 'job_seals.job_id')
      .select(['job_seals.job_id', 'job_seals.seal_number'])
      .where('jobs.supplier_id', 'in', supplierIds)
      .orderBy('job_seals.job_id')
      .orderBy('job_seals.seal_number')
      .execute(),
    jobStatusEvents: await database
      .selectFrom('job_status_events')
      .innerJoin('jobs', 'jobs.id', 'job_status_events.job_id')
      .select(['job_status_events.id', 'job_status_events.status'])
      .where('jobs.supplier_id', 'in', supplierIds)
      .orderBy('job_status_events.id')
      .execute(),
    expectedAssets: await database
      .selectFrom('job_expected_assets')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
  };
}
