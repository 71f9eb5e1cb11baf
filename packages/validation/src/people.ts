/** An e-mail address the portal takes: at most 320 characters (RFC 3696's limit). */
export const maximumEmailLength = 320;

/** A person's first or last name, as invitations take them. */
export const maximumPersonNameLength = 100;

/** What looks like an e-mail address: something, an at sign, a domain with a dot. */
export const emailAddressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
