import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { OpenHoldsLink } from './open-holds-link';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const renderLink = (count: number) =>
  render(
    <MemoryRouter>
      <OpenHoldsLink jobId="a1b2c3d4-0000-4000-8000-000000000001" count={count} />
    </MemoryRouter>,
  );

describe('OpenHoldsLink', () => {
  it("leads to the job's units waiting for an answer", () => {
    renderLink(2);
    const link = screen.getByRole('link', { name: '2 units wait for your answer' });
    expect(link.getAttribute('href')).toBe(
      '/unit-holds?job=a1b2c3d4-0000-4000-8000-000000000001&state=open',
    );
  });

  it('says nothing when no unit of the job is on hold', () => {
    renderLink(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
