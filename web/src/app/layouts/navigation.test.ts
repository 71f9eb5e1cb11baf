import { describe, expect, it } from 'vitest';
import { activeSection } from './navigation';

describe('activeSection', () => {
  it('highlights an entry for every route of its group', () => {
    expect(activeSection('/unit-summary')).toBe('dashboard');
    for (const path of ['/reports', '/reports-overview', '/report-subscriptions', '/report-cods']) {
      expect(activeSection(path)).toBe('reports');
    }
    for (const path of ['/services', '/services-overview', '/services/42']) {
      expect(activeSection(path)).toBe('jobs');
    }
    expect(activeSection('/unit-holds')).toBe('unitHolds');
    expect(activeSection('/settlements/unpaid')).toBe('settlements');
    expect(activeSection('/departments')).toBe('departments');
  });

  it('highlights nothing for pages outside the menu', () => {
    expect(activeSection('/account')).toBeNull();
    expect(activeSection('/reportsx')).toBeNull();
  });
});
