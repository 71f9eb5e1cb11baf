/**
 * Who issues the documents customers keep (certificates, settlements) and sends the e-mails:
 * the provider's legal identity, signatory, payment details and brand, from configuration.
 */
export interface ProviderIdentity {
  /** The short name customers know (PROVIDER_NAME). */
  name: string;
  legalName: string;
  /** The street and place, without the country (named in the reader's language). */
  address: string | undefined;
  /** The address's country, a two-letter code (ISO 3166: NO, DK, SE). */
  addressCountry: string;
  organisationNumber: string | undefined;
  /** A PNG or JPEG file for the letterhead. */
  logoFile: string | undefined;
  /** Who signs certificates of destruction; without it the certificate is signed by the company. */
  signatory: { name: string; title: string; signatureFile: string | undefined } | undefined;
  payment: {
    bankAccount: string | undefined;
    iban: string | undefined;
    bic: string | undefined;
    /** Days from a settlement's period end to its due date. */
    termDays: number;
  };
  /** The brand colour of e-mail buttons and headings, #rrggbb. */
  brandColour: string;
  /** An absolute https URL of a logo image for e-mails; without it the name is shown as text. */
  emailLogoUrl: string | undefined;
}
