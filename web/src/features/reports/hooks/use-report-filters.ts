import { useState } from 'react';
import type { ReportFilterValues } from '../components/report-filter-fields';
import { nextReportFilterState, type ReportFilterState } from '../lib/recipients-default';

const initialReportFilters: ReportFilterState = {
  kind: 'COMPLETE',
  dateColumn: 'COMPLETED_DATE',
  supplierId: '',
  freeText: '',
  serialOrProduct: '',
  // Null until edited: the form shows the user's own address until then.
  recipients: null,
};

/** The filter fields of a report form (ordering and subscribing), with the recipient default. */
export function useReportFilters(ownEmail: string | undefined) {
  const [filters, setFilters] = useState<ReportFilterState>(initialReportFilters);
  const values: ReportFilterValues = {
    ...filters,
    recipients: filters.recipients ?? ownEmail ?? '',
  };
  const change = (changed: ReportFilterValues) =>
    setFilters(nextReportFilterState(filters, values.recipients, changed));
  return { values, change };
}
