import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readToken } from '../../../shared/auth/token';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { CustomerViewBanner } from './customer-view-banner';
import { CustomerViewStart } from './customer-view-start';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
fakeTheNetwork();

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A view's token as the server issues it: who looks, and until when. */
const viewToken = `${base64Url('{"alg":"HS256"}')}.${base64Url(
  JSON.stringify({
    sub: 'u-1',
    exp: 4_102_444_800,
    customer_view: {
      staff_name: 'Siri Support',
      ends_at: Date.parse('2026-11-29T14:30:00Z') / 1000,
    },
  }),
)}.signature`;

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/view-as" element={<CustomerViewStart />} />
          <Route path="/unit-summary" element={<CustomerViewBanner />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a staff member's read-only customer view", () => {
  it('takes the code once, keeps the view in this tab, shows whose it is and ends it', async () => {
    localStorage.setItem('jwt', 'own-session');
    const sent = answerOperations({
      start_customer_view: () => ({ data: { start_customer_view: { token: viewToken } } }),
      logout: () => ({ data: { logout: true } }),
    });
    renderAt('/view-as?location=NO&code=itadcv_code');

    const banner = await screen.findByRole('region', {
      name: "Read-only view for the provider's staff",
    });
    expect(banner.textContent).toMatch(
      /^Read only\. Siri Support of the provider's staff sees the portal as this user until .+\. Nothing can be changed here\.End view$/,
    );
    expect(sessionStorage.getItem('customer_view')).toBe(viewToken);
    expect(localStorage.getItem('jwt')).toBe('own-session');
    expect(sent.find((body) => body.operationName === 'start_customer_view')?.variables).toEqual({
      code: 'itadcv_code',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'End view' }));
    expect(await screen.findByText('The view has ended. You can close this tab.')).toBeTruthy();
    expect(sent.map((body) => body.operationName)).toContain('logout');
    // The user's own session in this browser is left as it was.
    expect(readToken()).toBe('own-session');
  });

  it('says when the code was used or is too old', async () => {
    answerOperations({
      start_customer_view: () => ({
        data: null,
        errors: [{ message: 'This is no longer available.', extensions: { code: 'EXPIRED' } }],
      }),
    });
    renderAt('/view-as?code=itadcv_old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has already been used or is more than two minutes old. Open the view again from the console.',
    );
    expect(sessionStorage.getItem('customer_view')).toBeNull();
  });

  it('shows nothing in a user’s own session', () => {
    localStorage.setItem('jwt', `${base64Url('{}')}.${base64Url('{"exp":4102444800}')}.signature`);
    renderAt('/unit-summary');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
