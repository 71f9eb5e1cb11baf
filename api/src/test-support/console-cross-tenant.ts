import { randomUUID } from 'node:crypto';
import { createProviderKey } from '../infrastructure/provider-keys/service.js';
import { createStaffMember } from '../modules/staff/service.js';
import type { CrossTenantCase, Victim } from './cross-tenant-types.js';
import { createAccessRequest } from './staff-factories.js';
import { victimGroupState } from './cross-tenant-state.js';
import { orderTestJob } from './job-factories.js';
import { createDocument } from './document-factories.js';

/**
 * The console's operations take the ids of access requests and customers: a customer's user,
 * of any supplier or country, is no staff member and is not even signed in there.
 */
async function requestAndVictim(victim: Victim, variables: Record<string, unknown>) {
  const request = await victim.database
    .selectFrom('access_requests')
    .selectAll()
    .where('id', '=', String(variables.id))
    .executeTakeFirst();
  return { request, victim: await victimGroupState(victim) };
}

/** The victim's job as it stands: a refused move must leave its status and timeline alone. */
/** A job's seals and the victim's units that name a job: what recording them would change. */
async function victimJobRecords(victim: Victim, variables: Record<string, unknown>) {
  const [seals, units] = await Promise.all([
    victim.database
      .selectFrom('job_seals')
      .select('seal_number')
      .where('job_id', '=', String(variables.id))
      .execute(),
    victim.database
      .selectFrom('processed_units')
      .select(['serial_number', 'job_number'])
      .where('supplier_id', '=', victim.masterId)
      .orderBy('serial_number')
      .execute(),
  ]);
  return { seals, units };
}

async function victimJob(victim: Victim, variables: Record<string, unknown>) {
  const id = String(variables.id);
  const [job, timeline] = await Promise.all([
    victim.database.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst(),
    victim.database
      .selectFrom('job_status_events')
      .select('status')
      .where('job_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return { job, timeline };
}

/** Whether the victim's own document is still live: a refused retirement leaves it so. */
async function victimDocument(victim: Victim, variables: Record<string, unknown>) {
  return victim.database
    .selectFrom('documents')
    .select('retired_at')
    .where('id', '=', String(variables.id))
    .executeTakeFirst();
}

/** The victim's group as it stands: a refused console change leaves it so. */
const victimCustomers = (victim: Victim) => victimGroupState(victim);

/** An invited user of the victim's master account, as the victim's admin invites one. */
async function victimInvitedUserId(victim: Victim): Promise<string> {
  const user = await victim.database
    .insertInto('users')
    .values({
      supplier_id: victim.masterId,
      email: `invited-${victim.masterId.slice(0, 8)}-${Date.now()}@test.example`,
      country: 'norway',
      status: 'invited',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** A mail to the victim's admin that the mailer failed to send. */
async function victimFailedMailId(victim: Victim): Promise<string> {
  const admin = await victim.database
    .selectFrom('users')
    .select('email')
    .where('id', '=', victim.adminUserId)
    .executeTakeFirstOrThrow();
  const mail = await victim.database
    .insertInto('email_outbox')
    .values({
      recipient: admin.email,
      language: 'en',
      template: 'invitation',
      subject: 'Private to the victim',
      html_body: '<p>Private</p>',
      text_body: 'Private',
      attempts: 3,
      last_error: 'connect ECONNREFUSED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return mail.id;
}

/** A staff member of the victim's country, for the operations on staff. */
async function staffMemberId(victim: Victim): Promise<string> {
  const member = await createStaffMember(victim.database, {
    email: `staff-${randomUUID().slice(0, 8)}@provider.example`,
    name: 'Victim Staff',
    role: 'support',
    language: 'en',
    password: 'Console2026staff',
  });
  return member.id;
}

const staffMemberState = (victim: Victim, variables: Record<string, unknown>) =>
  victim.database
    .selectFrom('staff_members')
    .select(['status', 'password_hash', 'totp_enabled_at'])
    .where('id', '=', String(variables.id))
    .executeTakeFirst();

/** A provider contact of the victim's country, on the victim's master account. */
async function victimContact(victim: Victim) {
  const contact = await victim.database
    .insertInto('provider_contacts')
    .values({
      name: 'Victim Contact',
      email: `contact-${randomUUID().slice(0, 8)}@provider.example`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await victim.database
    .insertInto('supplier_provider_contacts')
    .values({ supplier_id: victim.masterId, provider_contact_id: contact.id, role: 'invoice' })
    .execute();
  return contact.id;
}

const victimContacts = (victim: Victim) =>
  victim.database
    .selectFrom('supplier_provider_contacts')
    .select(['provider_contact_id', 'role'])
    .where('supplier_id', '=', victim.masterId)
    .orderBy('provider_contact_id')
    .orderBy('role')
    .execute();

export const consoleCrossTenantCases: Record<string, CrossTenantCase> = {
  'Query.console_customer_contacts': {
    document: `query console_customer_contacts($customer_id: ID!) {
      console_customer_contacts(customer_id: $customer_id) { role }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_save_provider_contact': {
    document: `mutation console_save_provider_contact($id: ID) {
      console_save_provider_contact(id: $id, contact: { name: "Eve", email: "eve@evil.example" }) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: (victim, variables) =>
      victim.database
        .selectFrom('provider_contacts')
        .selectAll()
        .where('id', '=', String(variables.id))
        .executeTakeFirst(),
    prepare: async (victim) => ({ id: await victimContact(victim) }),
  },
  'Mutation.console_assign_customer_contact': {
    document: `mutation console_assign_customer_contact($customer_id: ID!, $contact_id: ID!) {
      console_assign_customer_contact(customer_id: $customer_id, contact_id: $contact_id, role: account_manager) { role }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimContacts,
    prepare: async (victim) => ({
      customer_id: victim.masterId,
      contact_id: await victimContact(victim),
    }),
  },
  'Mutation.console_unassign_customer_contact': {
    document: `mutation console_unassign_customer_contact($customer_id: ID!, $contact_id: ID!) {
      console_unassign_customer_contact(customer_id: $customer_id, contact_id: $contact_id, role: invoice) { role }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimContacts,
    prepare: async (victim) => ({
      customer_id: victim.masterId,
      contact_id: await victimContact(victim),
    }),
  },
  'Mutation.console_reset_staff_member': {
    document: `mutation console_reset_staff_member($id: ID!) {
      console_reset_staff_member(id: $id) { first_password }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: staffMemberState,
    prepare: async (victim) => ({ id: await staffMemberId(victim) }),
  },
  'Mutation.console_deactivate_staff_member': {
    document: `mutation console_deactivate_staff_member($id: ID!) {
      console_deactivate_staff_member(id: $id) { status }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: staffMemberState,
    prepare: async (victim) => ({ id: await staffMemberId(victim) }),
  },
  'Mutation.console_retry_mail': {
    document: `mutation console_retry_mail($id: ID!) { console_retry_mail(id: $id) { recipient } }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: (victim, variables) =>
      victim.database
        .selectFrom('email_outbox')
        .select(['sent_at', 'attempts'])
        .where('id', '=', String(variables.id))
        .executeTakeFirst(),
    prepare: async (victim) => ({ id: await victimFailedMailId(victim) }),
  },
  'Query.console_customer': {
    document: `query console_customer($id: ID!) { console_customer(id: $id) { company } }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    prepare: async (victim) => ({ id: victim.masterId }),
  },
  'Query.console_customer_agreements': {
    document: `query console_customer_agreements($customer_id: ID!) {
      console_customer_agreements(customer_id: $customer_id) { items { agreement_number } }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Query.console_customer_users': {
    document: `query console_customer_users($customer_id: ID!) {
      console_customer_users(customer_id: $customer_id) { items { email } }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_invite_customer_user': {
    document: `mutation console_invite_customer_user($customer_id: ID!, $email: String!) {
      console_invite_customer_user(customer_id: $customer_id, email: $email, first_name: "Eve",
        last_name: "Intruder", language: "en", is_admin: true, has_report_access: true) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({
      customer_id: victim.masterId,
      email: `intruder-${victim.masterId.slice(0, 8)}@test.example`,
    }),
  },
  'Mutation.console_resend_customer_invitation': {
    document: `mutation console_resend_customer_invitation($user_id: ID!) {
      console_resend_customer_invitation(user_id: $user_id) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ user_id: await victimInvitedUserId(victim) }),
  },
  'Mutation.console_deactivate_customer_user': {
    document: `mutation console_deactivate_customer_user($user_id: ID!) {
      console_deactivate_customer_user(user_id: $user_id) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ user_id: victim.adminUserId }),
  },
  'Mutation.console_set_customer_can_upload': {
    document: `mutation console_set_customer_can_upload($customer_id: ID!) {
      console_set_customer_can_upload(customer_id: $customer_id, can_upload: false) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_set_customer_report_access_default': {
    document: `mutation console_set_customer_report_access_default($customer_id: ID!) {
      console_set_customer_report_access_default(
        customer_id: $customer_id
        report_access_default: true
      ) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_view_as_customer': {
    document: `mutation console_view_as_customer($customer_id: ID!, $user_id: ID!) {
      console_view_as_customer(customer_id: $customer_id, user_id: $user_id, reason: "x", minutes: 15) {
        ends_at
      }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: async (victim) => ({
      group: await victimGroupState(victim),
      views: await victim.database
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', victim.adminUserId)
        .where('viewed_by_staff_id', 'is not', null)
        .execute(),
    }),
    prepare: async (victim) => ({ customer_id: victim.masterId, user_id: victim.adminUserId }),
  },
  'Mutation.console_revoke_provider_key': {
    document: `mutation console_revoke_provider_key($id: ID!) {
      console_revoke_provider_key(id: $id) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: (victim) =>
      victim.database
        .selectFrom('provider_api_keys')
        .select(['id', 'revoked_at'])
        .orderBy('id')
        .execute(),
    prepare: async (victim) => ({
      id: (await createProviderKey(victim.database, 'Victim ERP')).id,
    }),
  },
  'Mutation.console_save_provider_identity': {
    document: `mutation console_save_provider_identity {
      console_save_provider_identity(
        identity: { legal_name: "Intruder AS", address_country: "NO", iban: "NO9386011117947" }
      ) { legal_name }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: (victim) =>
      victim.database
        .selectFrom('provider_identity_versions')
        .select(['id', 'legal_name', 'iban'])
        .orderBy('id')
        .execute(),
    // No id: the identity is the country's, and the case shows a customer cannot change it.
    prepare: () => Promise.resolve({}),
  },
  'Mutation.console_remove_provider_identity_image': {
    document: `mutation console_remove_provider_identity_image {
      console_remove_provider_identity_image(image: logo) { logo }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: (victim) =>
      victim.database
        .selectFrom('provider_identity_versions')
        .select(['id', 'logo'])
        .orderBy('id')
        .execute(),
    // No id: the images are the country's, and the case shows a customer cannot remove them.
    prepare: () => Promise.resolve({}),
  },
  'Mutation.console_create_customer': {
    // An outsider naming the victim's master account as the new company's group.
    document: `mutation console_create_customer($parent_id: ID!) {
      console_create_customer(customer: { company: "Intruder AS", parent_id: $parent_id }) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: async (victim) => ({
      group: await victimGroupState(victim),
      members: await victim.database
        .selectFrom('suppliers')
        .select('id')
        .where('parent_supplier_id', '=', victim.masterId)
        .orderBy('id')
        .execute(),
    }),
    prepare: async (victim) => ({ parent_id: victim.masterId }),
  },
  'Mutation.console_set_customer_shipment_items': {
    document: `mutation console_set_customer_shipment_items($customer_id: ID!) {
      console_set_customer_shipment_items(customer_id: $customer_id, items: ["Servers"])
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: async (victim) => ({
      group: await victimGroupState(victim),
      items: await victim.database
        .selectFrom('shipment_items')
        .select(['supplier_id', 'name'])
        .where('supplier_id', '=', victim.masterId)
        .orderBy('name')
        .execute(),
    }),
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Query.console_customer_shipment_items': {
    document: `query console_customer_shipment_items($customer_id: ID!) {
      console_customer_shipment_items(customer_id: $customer_id)
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_record_job_seals': {
    document: `mutation console_record_job_seals($id: ID!) {
      console_record_job_seals(id: $id, seals: ["INTRUDER-1"]) { added }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimJobRecords,
    prepare: async (victim) => ({ id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Mutation.console_link_job_units': {
    document: `mutation console_link_job_units($id: ID!) {
      console_link_job_units(id: $id, serial_numbers: ["ANY-SERIAL"]) { linked }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimJobRecords,
    prepare: async (victim) => ({ id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Query.console_job_seals': {
    document: `query console_job_seals($id: ID!) { console_job_seals(id: $id) }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimJobRecords,
    prepare: async (victim) => ({ id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Query.console_job': {
    document: `query console_job($id: ID!) { console_job(id: $id) { id address contact_phone } }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    prepare: async (victim) => ({ id: (await orderTestJob(victim.server, victim.token)).id }),
  },
  'Query.console_customer_logo': {
    document: `query console_customer_logo($customer_id: ID!) {
      console_customer_logo(customer_id: $customer_id)
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimCustomers,
    prepare: async (victim) => ({ customer_id: victim.masterId }),
  },
  'Mutation.console_remove_customer_logo': {
    document: `mutation console_remove_customer_logo($customer_id: ID!) {
      console_remove_customer_logo(customer_id: $customer_id)
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: async (victim) => ({
      group: await victimGroupState(victim),
      logo: await victim.database
        .selectFrom('suppliers')
        .select('logo')
        .where('id', '=', victim.masterId)
        .executeTakeFirst(),
    }),
    prepare: async (victim) => {
      await victim.database
        .updateTable('suppliers')
        .set({ logo: 'data:image/png;base64,iVBORw0KGgo=' })
        .where('id', '=', victim.masterId)
        .execute();
      return { customer_id: victim.masterId };
    },
  },
  'Mutation.console_retire_document': {
    document: `mutation console_retire_document($id: ID!) {
      console_retire_document(id: $id) { id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimDocument,
    prepare: async (victim) => {
      const document = await createDocument(
        victim.database,
        { storage: victim.server.storage },
        { supplierId: victim.masterId },
      );
      return { id: document.id };
    },
  },
  'Mutation.console_advance_job': {
    document: `mutation console_advance_job($id: ID!, $status: JobStatus!) {
      console_advance_job(id: $id, status: $status) { status }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: victimJob,
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      return { id: job.id, status: 'SCHEDULED' };
    },
  },
  'Mutation.console_approve_access_request': {
    document: `mutation console_approve_access_request($id: ID!, $supplier_id: ID) {
      console_approve_access_request(id: $id, supplier_id: $supplier_id) { supplier_id }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: requestAndVictim,
    prepare: async (victim) => {
      const request = await createAccessRequest(victim.database);
      return { id: request.id, supplier_id: victim.masterId };
    },
  },
  'Mutation.console_reject_access_request': {
    document: `mutation console_reject_access_request($id: ID!, $reason: String!) {
      console_reject_access_request(id: $id, reason: $reason) { status }
    }`,
    alsoAccepted: ['UNAUTHENTICATED'],
    state: requestAndVictim,
    prepare: async (victim) => ({
      id: (await createAccessRequest(victim.database)).id,
      reason: 'Not a customer of ours.',
    }),
  },
};
