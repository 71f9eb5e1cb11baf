/** Requests, sent from outside like any visitor, that make the server queue e-mails. */
import { graphql, type Answer, type Country } from './client.js';

const requestAccessMutation = `mutation request_access($company_name: String!, $org_number: String!,
  $first_name: String!, $last_name: String!, $phone: String!, $email: String!) {
  request_access(company_name: $company_name, org_number: $org_number, first_name: $first_name,
  last_name: $last_name, phone: $phone, email: $email) }`;

/** One access request (a notice to the provider's staff); the limit is 5 per address an hour. */
export function requestAccess(
  baseUrl: string,
  country: Country,
  number: number,
  clientAddress: string,
): Promise<Answer<{ request_access: boolean }>> {
  return graphql<{ request_access: boolean }>({
    baseUrl,
    country,
    query: requestAccessMutation,
    clientAddress,
    variables: {
      company_name: `Resilience Test ${number} AS`,
      org_number: String(900_000_000 + number),
      first_name: 'Test',
      last_name: `Person ${number}`,
      phone: '+47 22 00 00 00',
      email: `resilience-${number}@example.com`,
    },
  });
}

/** A password reset for a demo account (5 per e-mail an hour, 20 per address in 15 minutes). */
export function resetPassword(
  baseUrl: string,
  country: Country,
  email: string,
  clientAddress: string,
): Promise<Answer<{ reset_password: boolean }>> {
  return graphql<{ reset_password: boolean }>({
    baseUrl,
    country,
    query: 'mutation reset_password($email: String!) { reset_password(email: $email) }',
    variables: { email },
    clientAddress,
  });
}
