import type { Database } from '../database/connections.js';
import { createUser } from './factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';

/** GraphQL requests of the users page (get_supplier_users and its mutations), for tests. */
const userFields =
  'id email first_name last_name status is_admin has_report_access language last_sign_in_at invited_at';
const listQuery = `query get_supplier_users { get_supplier_users { ${userFields} } }`;
const inviteMutation = `mutation invite_supplier_user($email: String!, $first_name: String!, $last_name: String!, $language: String!, $has_report_access: Boolean!) {
  invite_supplier_user(email: $email, first_name: $first_name, last_name: $last_name, language: $language, has_report_access: $has_report_access) { ${userFields} }
}`;
const resendMutation = `mutation resend_invitation($user_id: ID!) { resend_invitation(user_id: $user_id) { ${userFields} } }`;
const deactivateMutation = `mutation deactivate_supplier_user($user_id: ID!) { deactivate_supplier_user(user_id: $user_id) { ${userFields} } }`;

export interface ListedSupplierUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  is_admin: boolean;
  has_report_access: boolean;
  language: string;
  last_sign_in_at: string | null;
  invited_at: string | null;
}

/**
 * The users page's requests against a test server's Norwegian portal; the server is looked up
 * at each call, so the helpers can be made before the server starts.
 */
export function supplierUserRequests(serverOf: () => TestServer) {
  const databaseOf = (): Database => serverOf().databases.no;
  const graphql: TestServer['graphql'] = (request) => serverOf().graphql(request);
  return {
    /** A supplier with a signed-in admin. */
    adminOfNewSupplier: async () => {
      const admin = await createUser(databaseOf(), { is_admin: true });
      const token = await signIn(serverOf(), admin);
      return { admin, token, supplierId: admin.supplier_id };
    },
    list: (token: string) =>
      graphql<{ get_supplier_users: ListedSupplierUser[] }>({ query: listQuery, token }),
    invite: (token: string, variables: Record<string, unknown>) =>
      graphql<{ invite_supplier_user: ListedSupplierUser }>({
        query: inviteMutation,
        operationName: 'invite_supplier_user',
        token,
        variables: {
          first_name: 'Ola',
          last_name: 'Berg',
          language: 'no',
          has_report_access: true,
          ...variables,
        },
      }),
    resend: (token: string, userId: string) =>
      graphql<{ resend_invitation: ListedSupplierUser }>({
        query: resendMutation,
        token,
        variables: { user_id: userId },
      }),
    deactivate: (token: string, userId: string) =>
      graphql<{ deactivate_supplier_user: ListedSupplierUser }>({
        query: deactivateMutation,
        token,
        variables: { user_id: userId },
      }),
    /** The mails queued to an address, oldest first. */
    mailsTo: (email: string) =>
      databaseOf()
        .selectFrom('email_outbox')
        .select(['template', 'text_body'])
        .where('recipient', '=', email)
        .orderBy('created_at')
        .execute(),
  };
}
