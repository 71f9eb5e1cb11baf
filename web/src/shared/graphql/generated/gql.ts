/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}': typeof types.AuthDocument;
  'mutation logout {\n  logout\n}': typeof types.LogoutDocument;
  'mutation renew_token {\n  renew_token {\n    token\n  }\n}': typeof types.RenewTokenDocument;
  'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    session_expires_at\n  }\n}': typeof types.GetStartupDocument;
  'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}': typeof types.GetUserDocument;
};
const documents: Documents = {
  'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}':
    types.AuthDocument,
  'mutation logout {\n  logout\n}': types.LogoutDocument,
  'mutation renew_token {\n  renew_token {\n    token\n  }\n}': types.RenewTokenDocument,
  'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    session_expires_at\n  }\n}':
    types.GetStartupDocument,
  'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}':
    types.GetUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}',
): typeof import('./graphql').AuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation logout {\n  logout\n}',
): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation renew_token {\n  renew_token {\n    token\n  }\n}',
): typeof import('./graphql').RenewTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    session_expires_at\n  }\n}',
): typeof import('./graphql').GetStartupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}',
): typeof import('./graphql').GetUserDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
