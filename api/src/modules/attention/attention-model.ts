export type AttentionKind =
  | 'UPCOMING_JOB'
  | 'REPORT_READY'
  | 'EVIDENCE_PACK_READY'
  | 'SETTLEMENT_UNPAID'
  | 'SETTLEMENT_PUBLISHED'
  | 'JOB_MISSING_ASSETS'
  | 'API_TOKEN_EXPIRING'
  | 'WEBHOOK_FAILING'
  | 'UNITS_ON_HOLD';

export type AttentionStatus =
  | 'ORDERED'
  | 'CONFIRMED'
  | 'SCHEDULED'
  | 'READY'
  | 'UNPAID'
  | 'PUBLISHED'
  | 'MISSING'
  | 'EXPIRING'
  | 'EXPIRED'
  | 'FAILING'
  | 'DISABLED'
  | 'ON_HOLD'
  | 'OVERDUE';

/** One thing that needs the caller, with what its page needs to find it. */
export interface AttentionItemModel {
  kind: AttentionKind;
  status: AttentionStatus;
  targetId: string;
  label: string;
  /** A local day (YYYY-MM-DD) or a moment. */
  date: string | Date | null;
  count: number | null;
  /** Units on hold: how many of them wait past their respond-by. */
  overdueCount: number | null;
  jobKind: 'COLLECTION' | 'DELIVERY' | null;
  settlementPeriodType: 'monthly' | 'quarterly' | 'yearly' | null;
}

/** The items of one kind (at most `attentionItemsPerKind`) and how many there are in all. */
export interface AttentionKindItems {
  kind: AttentionKind;
  items: AttentionItemModel[];
  total: number;
}

/** At most this many items of a kind are listed; the panel links to the rest. */
export const attentionItemsPerKind = 5;

/** How long a ready report or pack, or a published settlement, waits to be fetched or opened. */
export const attentionFreshDays = 14;

/** How soon before expiry a token needs attention, and how long after it still does. */
export const tokenWarningDays = 14;
export const tokenExpiredShownDays = 7;
