/**
 * Whether a unit's sanitisation state agrees with its carriers' attempts: the latest attempt of
 * each carrier is that carrier's state, so a unit that passed has no carrier whose latest
 * attempt failed, a unit that failed has one, a destroyed unit's carriers were destroyed, and a
 * unit that needed no sanitisation has no carriers. Answers the first disagreement, or null.
 */
export function unitCarrierProblem(
  unit: { sanitisation_method: string; sanitisation_result: string },
  carriers: readonly {
    carrier_serial: string;
    sanitised_at: Date;
    sanitisation_level: string;
    result: string;
  }[],
): string | null {
  if (!carriers.length) return null;
  if (unit.sanitisation_method === 'not_required') {
    return 'a unit that needs no sanitisation has no carrier records.';
  }
  const seen = new Set<string>();
  const latest = new Map<string, (typeof carriers)[number]>();
  for (const carrier of carriers) {
    const attempt = `${carrier.carrier_serial}|${carrier.sanitised_at.toISOString()}`;
    if (seen.has(attempt)) {
      return `${carrier.carrier_serial} has two attempts at the same time.`;
    }
    seen.add(attempt);
    const current = latest.get(carrier.carrier_serial);
    if (!current || current.sanitised_at < carrier.sanitised_at) {
      latest.set(carrier.carrier_serial, carrier);
    }
  }
  const states = [...latest.values()];
  const failed = states.find((carrier) => carrier.result === 'failed');
  if (unit.sanitisation_result === 'passed' && failed) {
    return `the latest attempt of ${failed.carrier_serial} failed, so the unit has not passed.`;
  }
  if (unit.sanitisation_result === 'failed' && !failed) {
    return 'every carrier passed its latest attempt, so the unit has not failed.';
  }
  if (
    unit.sanitisation_method === 'physical_destruction' &&
    unit.sanitisation_result === 'passed'
  ) {
    const kept = states.find((carrier) => carrier.sanitisation_level !== 'destruct');
    if (kept) {
      return `the unit was destroyed, but ${kept.carrier_serial} was last sanitised by ${kept.sanitisation_level}, not destroyed.`;
    }
  }
  return null;
}
