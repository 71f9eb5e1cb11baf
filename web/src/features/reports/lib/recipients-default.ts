import type { ReportFilterValues } from '../components/report-filter-fields';

/** The filters of a report form, with recipients null while the user has not edited them. */
export type ReportFilterState = Omit<ReportFilterValues, 'recipients'> & {
  recipients: string | null;
};

/**
 * The form's new state after a change of any field. Recipients count as edited only when their
 * own text changed: a change elsewhere made before the user's address arrived must not fix the
 * recipients to the empty text shown until then.
 */
export function nextReportFilterState(
  previous: ReportFilterState,
  shownRecipients: string,
  changed: ReportFilterValues,
): ReportFilterState {
  return {
    ...changed,
    recipients: changed.recipients === shownRecipients ? previous.recipients : changed.recipients,
  };
}
