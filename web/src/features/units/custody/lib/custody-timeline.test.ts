import { describe, expect, it } from 'vitest';
import { carrierAttemptsByCarrier, custodyTimeline, type UnitCustody } from './custody-timeline';

type Carrier = UnitCustody['carriers'][number];

function carrier(overrides: Partial<Carrier>): Carrier {
  return {
    carrier_serial: 'SSD-1',
    carrier_type: 'ssd',
    manufacturer: null,
    model: null,
    capacity_gb: null,
    sanitisation_level: 'purge',
    sanitisation_technique: 'cryptographic_erase',
    particle_size_mm: null,
    tool_name: 'Eraser',
    tool_version: '1',
    verification_method: 'full',
    verification_result: 'passed',
    operator: 'Kari',
    sanitised_at: '2026-03-04T07:00:00.000Z',
    result: 'passed',
    ...overrides,
  };
}

function unit(overrides: Partial<UnitCustody> = {}): UnitCustody {
  return {
    id: '7',
    serial_number: 'PF3K2L9',
    manufacturer: 'Lenovo',
    model: 'T14',
    category: 'laptop',
    weight_kg: 1.4,
    grade: null,
    sanitisation_method: 'software_erasure',
    erasure_standard: null,
    sanitisation_result: 'pending',
    sanitised_at: null,
    outcome: 'in_process',
    downstream_recycler: null,
    created_at: '2026-03-02T08:00:00.000Z',
    graded_date: null,
    completed_date: null,
    job_number: null,
    supplier_company: 'Nordlys AS',
    certificate_path: '/files/no/units/7/certificate.pdf',
    job: null,
    carriers: [],
    holds: [],
    value: null,
    ...overrides,
  };
}

describe('custodyTimeline', () => {
  it('shows a unit just received: only the reception is done', () => {
    const steps = custodyTimeline(unit());
    expect(steps.map((step) => [step.kind, step.done])).toEqual([
      ['collected', false],
      ['received', true],
      ['graded', false],
      ['sanitised', false],
      ['outcome', false],
      ['completed', false],
    ]);
    expect(steps[0]).toMatchObject({ job: null, seals: [] });
  });

  it('follows a recycled unit from its job and seals to the downstream recycler', () => {
    const steps = custodyTimeline(
      unit({
        job_number: 'J-2026-000112',
        job: {
          id: 'job-uuid',
          job_number: 'J-2026-000112',
          seal_numbers: ['S-1', 'S-2'],
          collected_at: '2026-03-01T10:00:00.000Z',
        },
        grade: 'C',
        graded_date: '2026-03-03T08:00:00.000Z',
        sanitisation_method: 'physical_destruction',
        sanitisation_result: 'passed',
        carriers: [
          carrier({ sanitised_at: '2026-03-04T09:00:00.000Z' }),
          carrier({ sanitised_at: '2026-03-04T07:00:00.000Z' }),
        ],
        outcome: 'recycled',
        downstream_recycler: 'Stena Recycling AS',
        completed_date: '2026-03-06T08:00:00.000Z',
      }),
    );
    expect(steps.every((step) => step.done)).toBe(true);
    expect(steps[0]).toEqual({
      kind: 'collected',
      done: true,
      at: '2026-03-01T10:00:00.000Z',
      job: { id: 'job-uuid', number: 'J-2026-000112' },
      seals: ['S-1', 'S-2'],
    });
    // Without the unit's own time, the latest carrier attempt dates the sanitisation.
    expect(steps[3]).toMatchObject({ at: '2026-03-04T09:00:00.000Z', result: 'passed' });
    expect(steps[4]).toEqual({
      kind: 'outcome',
      done: true,
      outcome: 'recycled',
      recycler: 'Stena Recycling AS',
    });
  });

  it('names a job number that is not one of the supplier jobs, without a page to link', () => {
    const [collected] = custodyTimeline(unit({ job_number: 'WMS-88' }));
    expect(collected).toMatchObject({ done: true, at: null, job: { id: null, number: 'WMS-88' } });
  });

  it('does not count a failed sanitisation as done, and a unit without data as done', () => {
    expect(custodyTimeline(unit({ sanitisation_result: 'failed' }))[3]?.done).toBe(false);
    expect(
      custodyTimeline(
        unit({ sanitisation_method: 'not_required', sanitisation_result: 'not_required' }),
      )[3]?.done,
    ).toBe(true);
  });
});

describe('carrierAttemptsByCarrier', () => {
  it('groups each carrier’s attempts, oldest first, carriers in the order first sanitised', () => {
    const groups = carrierAttemptsByCarrier([
      carrier({ carrier_serial: 'B', sanitised_at: '2026-03-04T09:00:00.000Z' }),
      carrier({ carrier_serial: 'A', sanitised_at: '2026-03-04T08:00:00.000Z', result: 'passed' }),
      carrier({ carrier_serial: 'A', sanitised_at: '2026-03-04T07:00:00.000Z', result: 'failed' }),
    ]);
    expect(
      groups.map((group) => [group.serial, group.attempts.map((attempt) => attempt.result)]),
    ).toEqual([
      ['A', ['failed', 'passed']],
      ['B', ['passed']],
    ]);
  });
});
