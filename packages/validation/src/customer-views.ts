/**
 * "See as this customer": a provider's staff member opens a read-only view of a customer's
 * portal for a reason and a short time. The choices the console offers and the API takes.
 */

/** How long a view may last, in minutes: the console offers these, the API takes no other. */
export const customerViewMinutes = [15, 30, 60] as const;

/** The reason given (a ticket number, what the customer asked): at most this many characters. */
export const maximumCustomerViewReasonLength = 500;
