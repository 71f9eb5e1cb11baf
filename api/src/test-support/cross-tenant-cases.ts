import { createUnitWithCarriers } from './custody-factories.js';
import { createUser, uniqueEmail } from './factories.js';
import { createScimTokenAs } from './scim-requests.js';
import { assignmentInput, orderTestJob, pdfBytes, uploadAttachment } from './job-factories.js';
import { victimGroupState } from './cross-tenant-state.js';
import { orderReportMutation, reportOrder } from './report-factories.js';
import { createSettlement } from './settlement-factories.js';
import type { ActAsVictim, CrossTenantCase, Victim } from './cross-tenant-types.js';
import { importTestUnits, unitRow } from './unit-factories.js';
import { createVictimEvidencePack } from './evidence-cross-tenant.js';
import { setExpectedAssetsMutation, uploadExpectedAssets } from './reconciliation-factories.js';
import { webhookCrossTenantCases } from './webhook-cross-tenant.js';
import { notificationCrossTenantCases } from './notification-cross-tenant.js';
import { unitHoldCrossTenantCases } from './unit-hold-cross-tenant.js';
import { consoleCrossTenantCases } from './console-cross-tenant.js';

/** A regular report of the victim's, made with the victim's own token; its id. */
async function createVictimSubscription(actAsVictim: ActAsVictim): Promise<string> {
  const created = await actAsVictim<{ create_report_subscription: { id: string } }>(
    `mutation create_report_subscription($input: ReportSubscriptionInput!) {
      create_report_subscription(input: $input) { id }
    }`,
    {
      input: {
        kind: 'HIGH_LEVEL',
        interval: 'YEARLY',
        date_column: 'COMPLETED_DATE',
        recipients: ['someone@test.example'],
      },
    },
  );
  return created.create_report_subscription.id;
}

/**
 * Operations whose identifier arguments name nothing of a tenant, with the reason. Anything else
 * with an identifier argument needs a case below.
 */
export const withoutTenantData: Record<string, string> = {
  'Mutation.auth_microsoft':
    "callback_code and state are the sign-in's own one-time values, bound to the browser's state",
  'Mutation.auth_microsoft_choose':
    'choice_code is a one-time secret given only to the person whose verified Microsoft e-mail the offered users have; company is a place in that offer',
  'Mutation.register_invited_user':
    'invite_code is a secret given to one invited person; holding it is the permission',
  'Query.invite_code_validation': 'invite_code is a secret given to one invited person',
  'Mutation.update_password': 'reset_code is a secret mailed to the account owner',
  'Query.reset_code_validation': 'reset_code is a secret mailed to the account owner',
  'Mutation.request_access': "org_number is the applicant's own company, not a lookup",
  'Mutation.console_confirm_code':
    "challenge is a one-time secret given only to whoever just typed the staff member's password",
  'Mutation.console_sign_in_microsoft':
    "callback_code and state are the sign-in's own one-time values, bound to the browser's state",
  'Mutation.start_customer_view':
    'code is a one-time secret of two minutes given only to the staff member who opened the view',
  'Query.verify_certificate':
    'the public check of a certificate (spec): it answers valid or not for a number and its hash',
};

/**
 * Every query and mutation with an ID argument, or a String argument that is an identifier
 * (anywhere in its inputs), must be here or above: the test reads the schema and fails for any
 * that is missing, so a new operation cannot be forgotten.
 */
export const crossTenantCases: Record<string, CrossTenantCase> = {
  'Query.get_audit_log': {
    document: `query get_audit_log($supplier_id: ID) {
      get_audit_log(filter: { supplier_id: $supplier_id }) { total }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.subSupplierId }),
  },
  'Query.get_audit_log_actors': {
    document: `query get_audit_log_actors($supplier_id: ID) {
      get_audit_log_actors(supplier_id: $supplier_id) { id }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.masterId }),
  },
  'Query.get_unit_summary': {
    document: `query get_unit_summary($supplier_id: ID) {
      get_unit_summary(filter: { period: TOTAL, supplier_id: $supplier_id }) { recycled_units }
    }`,
    prepare: async (victim) => {
      await importTestUnits(victim.database, victim.subSupplierId, [unitRow()]);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Query.get_material_outflows': {
    document: `query get_material_outflows($supplier_id: ID) {
      get_material_outflows(filter: { period: TOTAL, supplier_id: $supplier_id }) { tonnes }
    }`,
    prepare: async (victim) => {
      await importTestUnits(victim.database, victim.subSupplierId, [unitRow()]);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Query.get_unit_trend': {
    document: `query get_unit_trend($supplier_id: ID) {
      get_unit_trend(filter: { period: TOTAL, supplier_id: $supplier_id }) { month }
    }`,
    prepare: async (victim) => {
      await importTestUnits(victim.database, victim.subSupplierId, [unitRow()]);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Query.search_units': {
    document: `query search_units($supplier_id: ID, $serial_number: String!) {
      search_units(serial_number: $serial_number, supplier_id: $supplier_id) { serial_number }
    }`,
    prepare: async (victim) => {
      const row = unitRow();
      await importTestUnits(victim.database, victim.masterId, [row]);
      return { supplier_id: victim.masterId, serial_number: row.serial_number };
    },
  },
  'Query.search_unit_page': {
    document: `query search_unit_page($supplier_id: ID, $serial_number: String!) {
      search_unit_page(serial_number: $serial_number, supplier_id: $supplier_id) {
        units { serial_number }
      }
    }`,
    prepare: async (victim) => {
      const row = unitRow();
      await importTestUnits(victim.database, victim.masterId, [row]);
      return { supplier_id: victim.masterId, serial_number: row.serial_number };
    },
  },
  'Query.search_portal': {
    document: `query search_portal($supplier_id: ID, $text: String!) {
      search_portal(text: $text, supplier_id: $supplier_id) { label }
    }`,
    prepare: async (victim) => {
      const row = unitRow();
      await importTestUnits(victim.database, victim.subSupplierId, [row]);
      return { supplier_id: victim.subSupplierId, text: row.serial_number };
    },
  },
  'Query.get_unit': {
    document: `query get_unit($id: ID!) { get_unit(id: $id) { serial_number } }`,
    prepare: async (victim) => ({
      id: (await createUnitWithCarriers(victim.database, { supplierId: victim.subSupplierId })).id,
    }),
  },
  'Mutation.auth_swap': {
    state: victimGroupState,
    document: `mutation auth_swap($supplier_id: ID!) { auth_swap(supplier_id: $supplier_id) { id } }`,
    prepare: async (victim) => ({ supplier_id: victim.subSupplierId }),
  },
  'Mutation.resend_invitation': {
    state: victimGroupState,
    document: `mutation resend_invitation($user_id: ID!) { resend_invitation(user_id: $user_id) { id } }`,
    prepare: async (victim) => {
      const invited = await createUser(victim.database, {
        supplier_id: victim.masterId,
        email: uniqueEmail('victim-invited'),
        status: 'invited',
        password: null,
      });
      return { user_id: invited.id };
    },
  },
  'Mutation.deactivate_supplier_user': {
    state: victimGroupState,
    document: `mutation deactivate_supplier_user($user_id: ID!) {
      deactivate_supplier_user(user_id: $user_id) { id }
    }`,
    prepare: async (victim) => ({ user_id: victim.adminUserId }),
  },
  'Query.get_supplier_user_tokens': {
    document: `query get_supplier_user_tokens($user_id: ID!) {
      get_supplier_user_tokens(user_id: $user_id) { api_tokens scim_tokens }
    }`,
    prepare: async (victim) => {
      // The victim's admin has a token, so an answer of counts would tell something.
      await createScimTokenAs(victim.server, victim.token);
      return { user_id: victim.adminUserId };
    },
  },
  'Mutation.revoke_scim_token': {
    // The victim's token must stay live: its row (revoked_at) is the state.
    state: async (victim) =>
      victim.database
        .selectFrom('scim_tokens')
        .select(['id', 'revoked_at'])
        .where('supplier_id', '=', victim.masterId)
        .orderBy('id')
        .execute(),
    document: `mutation revoke_scim_token($token_id: ID!) { revoke_scim_token(token_id: $token_id) }`,
    prepare: async (victim) => ({
      token_id: (await createScimTokenAs(victim.server, victim.token)).scim_token.id,
    }),
  },
  'Query.get_completed_units': {
    document: `query get_completed_units($supplier_id: ID) {
      get_completed_units(since: "2000-01-01", supplier_id: $supplier_id) { units { id } }
    }`,
    prepare: async (victim) => {
      await importTestUnits(victim.database, victim.subSupplierId, [unitRow()]);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Mutation.revoke_api_token': {
    state: async (victim) =>
      victim.database
        .selectFrom('api_tokens')
        .select(['id', 'revoked_at', 'revoked_by_user_id'])
        .where('supplier_id', 'in', [victim.masterId, victim.subSupplierId])
        .orderBy('id')
        .execute(),
    document: `mutation revoke_api_token($id: ID!) { revoke_api_token(id: $id) { id } }`,
    prepare: async (_victim, actAsVictim) => {
      const created = await actAsVictim<{ create_api_token: { api_token: { id: string } } }>(
        `mutation create_api_token {
          create_api_token(name: "ERP", scope: READ, expires_in_days: 30) { api_token { id } }
        }`,
        {},
      );
      return { id: created.create_api_token.api_token.id };
    },
  },
  'Mutation.import_units': {
    state: victimGroupState,
    document: `mutation import_units($supplier_id: ID!) {
      import_units(supplier_id: $supplier_id, units: []) { imported }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.masterId }),
  },
  'Mutation.import_settlement': {
    state: victimGroupState,
    document: `mutation import_settlement($supplier_id: ID!) {
      import_settlement(input: {
        supplier_id: $supplier_id
        settlement_number: "S-CROSS-1"
        period_type: monthly
        period_start: "2026-01-01"
        lines: [{ description: "Laptops", quantity: 1, resale_value: "100.00", service_costs: "10.00" }]
      }) { id }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.masterId }),
  },
  'Query.get_job': {
    document: `query get_job($id: ID!) { get_job(id: $id) { id job_number } }`,
    prepare: async (victim) => ({ id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Query.get_jobs': {
    document: `query get_jobs($supplier_id: ID) {
      get_jobs(filter: { supplier_id: $supplier_id }) { total }
    }`,
    prepare: async (victim) => {
      await orderTestJob(victim.server, victim.token);
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Query.get_settlements': {
    document: `query get_settlements($supplier_id: ID) {
      get_settlements(type: monthly, filter: { supplier_id: $supplier_id }) { total }
    }`,
    prepare: async (victim) => {
      await createSettlement(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.subSupplierId },
      );
      return { supplier_id: victim.subSupplierId };
    },
  },
  'Query.get_settlement_lines': {
    document: `query get_settlement_lines($settlement_id: ID!) {
      get_settlement_lines(settlement_id: $settlement_id) { total }
    }`,
    prepare: async (victim) => {
      const settlement = await createSettlement(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.subSupplierId },
      );
      return { settlement_id: settlement.id };
    },
  },
  'Query.get_report_page': {
    document: `query get_report_page($supplier_id: ID) {
      get_report_page(filter: { supplier_id: $supplier_id }) { total }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.subSupplierId }),
  },
  'Query.get_report_subscription_page': {
    document: `query get_report_subscription_page($supplier_id: ID) {
      get_report_subscription_page(filter: { supplier_id: $supplier_id }) { total }
    }`,
    prepare: async (victim) => ({ supplier_id: victim.subSupplierId }),
  },
  'Query.get_job_units': {
    document: `query get_job_units($job_id: ID!) { get_job_units(job_id: $job_id) { total } }`,
    prepare: async (victim) => ({ job_id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Mutation.order_assignment': {
    state: victimGroupState,
    // Another supplier's attachment is an unknown attachment: the order is refused as bad input.
    alsoAccepted: ['BAD_USER_INPUT'],
    document: `mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {
      order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) { id }
    }`,
    prepare: async (victim) => {
      const upload = await uploadAttachment(victim.server, victim.token, {
        name: 'victim.pdf',
        bytes: pdfBytes(),
        type: 'application/pdf',
      });
      if (typeof upload.body.id !== 'string')
        throw new Error(`Upload refused: ${JSON.stringify(upload.body)}`);
      return {
        idempotency_key: crypto.randomUUID(),
        assignment: assignmentInput({ attachment_ids: [upload.body.id] }),
      };
    },
  },
  'Query.get_report': {
    document: `query get_report($id: ID!) { get_report(id: $id) { id status } }`,
    prepare: async (victim, actAsVictim) => ({ id: (await orderVictimReport(actAsVictim)).id }),
  },
  'Mutation.retry_report': {
    state: victimGroupState,
    document: `mutation retry_report($id: ID!) { retry_report(id: $id) { id status } }`,
    prepare: async (victim, actAsVictim) => {
      const report = await orderVictimReport(actAsVictim);
      await victim.database
        .updateTable('reports')
        .set({ status: 'FAILED' })
        .where('id', '=', report.id)
        .execute();
      return { id: report.id };
    },
  },
  'Mutation.order_report': {
    state: victimGroupState,
    document: `mutation order_report($input: OrderReportInput!) { order_report(input: $input) { id } }`,
    prepare: async (victim) => ({ input: reportOrder({ supplier_id: victim.subSupplierId }) }),
  },
  'Mutation.create_report_subscription': {
    state: victimGroupState,
    document: `mutation create_report_subscription($input: ReportSubscriptionInput!) {
      create_report_subscription(input: $input) { id }
    }`,
    prepare: async (victim) => ({
      input: {
        kind: 'COMPLETE',
        interval: 'MONTHLY',
        date_column: 'COMPLETED_DATE',
        supplier_id: victim.subSupplierId,
        recipients: ['someone@test.example'],
      },
    }),
  },
  'Mutation.delete_report_subscription': {
    state: victimGroupState,
    document: `mutation delete_report_subscription($id: ID!) { delete_report_subscription(id: $id) }`,
    prepare: async (_victim, actAsVictim) => ({ id: await createVictimSubscription(actAsVictim) }),
  },
  'Mutation.take_over_report_subscription': {
    state: victimGroupState,
    document: `mutation take_over_report_subscription($subscription_id: ID!) {
      take_over_report_subscription(subscription_id: $subscription_id) { id }
    }`,
    prepare: async (_victim, actAsVictim) => ({
      subscription_id: await createVictimSubscription(actAsVictim),
    }),
  },
  'Query.get_evidence_pack': {
    document: `query get_evidence_pack($id: ID!) { get_evidence_pack(id: $id) { id status } }`,
    prepare: async (victim) => ({ id: (await createVictimEvidencePack(victim)).id }),
  },
  'Mutation.order_evidence_pack': {
    state: victimGroupState,
    document: `mutation order_evidence_pack($input: OrderEvidencePackInput!) {
      order_evidence_pack(input: $input) { id }
    }`,
    prepare: async (victim) => {
      // A job with a unit, so that only its owner could order its pack.
      const job = await orderTestJob(victim.server, victim.token);
      const owner = await victim.database
        .selectFrom('jobs')
        .select('supplier_id')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      await importTestUnits(victim.database, owner.supplier_id, [
        unitRow({ job_number: job.job_number }),
      ]);
      return { input: { idempotency_key: crypto.randomUUID(), job_id: job.id } };
    },
  },
  'Mutation.set_settlement_status': {
    state: victimGroupState,
    document: `mutation set_settlement_status($settlement_number: String!) {
      set_settlement_status(settlement_number: $settlement_number, status: paid) { id status }
    }`,
    prepare: async (victim) => {
      const settlement = await createSettlement(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.masterId },
      );
      return { settlement_number: settlement.settlement_number };
    },
  },
  'Query.get_job_reconciliation': {
    document: `query get_job_reconciliation($job_id: ID!) {
      get_job_reconciliation(job_id: $job_id) { total rows { serial_number } }
    }`,
    prepare: async (victim) => ({ job_id: (await victimJobWithList(victim)).id }),
  },
  'Mutation.set_job_expected_assets': {
    state: victimGroupState,
    document: setExpectedAssetsMutation,
    prepare: async (victim) => ({
      job_id: (await victimJobWithList(victim)).id,
      assets: [{ serial_number: 'CROSS-OUTSIDER' }],
    }),
  },
  ...webhookCrossTenantCases,
  ...notificationCrossTenantCases,
  ...unitHoldCrossTenantCases,
  ...consoleCrossTenantCases,
};

/** A pickup of the victim's with a list of one expected asset (missing: nothing received). */
async function victimJobWithList(victim: Victim): Promise<{ id: string; job_number: string }> {
  const job = await orderTestJob(victim.server, victim.token);
  const answer = await uploadExpectedAssets(
    victim.server,
    victim.token,
    { name: 'list.csv', bytes: 'Serial\nVICTIM-1\n' },
    { jobId: job.id },
  );
  if (answer.status !== 200) throw new Error(`List refused: ${JSON.stringify(answer.body)}`);
  return job;
}

async function orderVictimReport(actAsVictim: ActAsVictim): Promise<{ id: string }> {
  const ordered = await actAsVictim<{ order_report: { id: string } }>(orderReportMutation, {
    input: reportOrder(),
  });
  return ordered.order_report;
}
