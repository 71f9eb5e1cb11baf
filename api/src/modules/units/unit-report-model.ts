/** What every report of the provider's about one unit names: the unit and when it happened. */
interface UnitReport {
  supplierId: string;
  serialNumber: string;
  occurredAt: Date;
}

/**
 * Each unit's latest report of a batch: of several reports of one unit the one that happened
 * last wins (the first sent of equal times). The units come in the order of their first report.
 */
export function latestReportOfEachUnit<Report extends UnitReport>(
  reports: readonly Report[],
): Report[] {
  const latest = new Map<string, Report>();
  for (const report of reports) {
    const unit = `${report.supplierId}|${report.serialNumber}`;
    const current = latest.get(unit);
    if (!current || report.occurredAt > current.occurredAt) latest.set(unit, report);
  }
  return [...latest.values()];
}
