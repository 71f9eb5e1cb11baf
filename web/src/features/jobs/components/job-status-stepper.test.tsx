import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { JobStatusStepper } from './job-status-stepper';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const history = [
  { status: 'ORDERED', occurred_at: '2026-11-02T08:15:00.000Z' },
  { status: 'CONFIRMED', occurred_at: '2026-11-03T09:00:00.000Z' },
  { status: 'SCHEDULED', occurred_at: '2026-11-04T10:30:00.000Z' },
] as const;

function renderStepper() {
  render(
    <>
      <h2 id="status-heading">Status</h2>
      <JobStatusStepper status="SCHEDULED" history={history} labelledBy="status-heading" />
    </>,
  );
  return within(screen.getByRole('list', { name: 'Status' }));
}

describe('JobStatusStepper', () => {
  it('lists every status in order, the steps done with the day they were reached', () => {
    const steps = renderStepper().getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^✓Done: Ordered2 Nov 2026/),
      expect.stringMatching(/^✓Done: Confirmed3 Nov 2026/),
      expect.stringMatching(/^3Scheduled4 Nov 2026/),
      '4CollectedNot yet',
      '5ReceivedNot yet',
      '6ProcessingNot yet',
      '7CompletedNot yet',
    ]);
  });

  it('marks the current step, and only it', () => {
    const steps = renderStepper().getAllByRole('listitem');
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([
      steps[2],
    ]);
    expect(steps[2]?.textContent).toContain('Scheduled');
  });

  it('ticks the last step of a completed job, which stays the current one', () => {
    render(
      <>
        <h2 id="done-heading">Status</h2>
        <JobStatusStepper
          status="COMPLETED"
          history={[...history, { status: 'COMPLETED', occurred_at: '2026-11-20T12:00:00.000Z' }]}
          labelledBy="done-heading"
        />
      </>,
    );
    const steps = within(screen.getByRole('list', { name: 'Status' })).getAllByRole('listitem');
    const last = steps[steps.length - 1];
    expect(last?.textContent).toMatch(/^✓Done: Completed20 Nov 2026/);
    expect(last?.getAttribute('aria-current')).toBe('step');
  });
});
