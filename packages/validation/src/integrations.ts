/**
 * The limits of what an admin enters for the customer's systems (API tokens, webhook endpoints,
 * SCIM tokens). The API refuses beyond them; the web forms stop the typing at them.
 */
export const integrationLimits = {
  tokenName: 100,
  /** An API token lasts at most a year. */
  apiTokenLifetimeDays: 365,
  webhookUrl: 2000,
  webhookDescription: 200,
} as const;

/** A provider key's name (what system it is for): 1 to 100 characters, as the database holds. */
export const maximumProviderKeyNameLength = 100;
