/**
 * Processing holds: a unit the provider cannot process as planned waits for the customer's
 * answer. The rules the portal and the API both apply.
 */

/** The agreed response time: the customer answers within this many business days of the hold. */
export const holdResponseBusinessDays = 5;

/** The longest note either side writes (the provider's, the customer's answer). */
export const maximumHoldNoteLength = 1000;

/** Holds one answer may cover at most. */
export const maximumHoldsPerAnswer = 500;
