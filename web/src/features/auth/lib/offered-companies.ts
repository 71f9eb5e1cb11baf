import { GraphQLRequestError } from '../../../shared/graphql/client';

/** What a Microsoft sign-in offers when companies set the person up without them (SCIM). */
export interface OfferedCompanies {
  choiceCode: string;
  companies: string[];
}

/** The offer in a MICROSOFT_CHOOSE_COMPANY error, or null for any other error. */
export function offeredCompaniesOf(error: unknown): OfferedCompanies | null {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'MICROSOFT_CHOOSE_COMPANY') {
    return null;
  }
  const extensions = (error.errors[0]?.extensions ?? {}) as Record<string, unknown>;
  const { choice_code: choiceCode, companies } = extensions;
  if (typeof choiceCode !== 'string' || !Array.isArray(companies) || companies.length === 0) {
    return null;
  }
  return { choiceCode, companies: companies.map(String) };
}
