/** A customer company's name, as the console, access requests and the command line take it. */
export const maximumCompanyNameLength = 200;

/** An organisation number (or CVR, VAT number) as a customer gives it, spaces and dashes kept. */
export const maximumOrganisationNumberLength = 50;
