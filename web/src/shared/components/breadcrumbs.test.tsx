import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { Breadcrumbs } from './breadcrumbs';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the page itself', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          crumbs={[
            { label: 'Jobs', to: '/services-overview' },
            { label: 'Job 1042', to: '/services/job-1' },
            { label: 'SN-123' },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const items = trail.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Jobs', 'Job 1042', 'SN-123']);
    expect(trail.getByRole('link', { name: 'Job 1042' }).getAttribute('href')).toBe(
      '/services/job-1',
    );
    expect(trail.queryByRole('link', { name: 'SN-123' })).toBeNull();
    expect(trail.getByText('SN-123').getAttribute('aria-current')).toBe('page');
  });
});
