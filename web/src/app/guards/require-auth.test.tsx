import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../test-support/network';
import { RequireAuth } from './require-auth';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tokenExpiringIn(seconds: number): string {
  const claims = { sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds };
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from ?? 'nowhere'}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/documents"
          element={
            <RequireAuth>
              <p>documents page</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
fakeTheNetwork();

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login, carrying the requested location', () => {
    renderAt('/documents');
    expect(screen.getByText('login page, from /documents')).toBeTruthy();
  });

  it('shows the page for a valid token', () => {
    localStorage.setItem('jwt', tokenExpiringIn(3600));
    renderAt('/documents');
    expect(screen.getByText('documents page')).toBeTruthy();
  });

  it('renews an expired token and stores the renewed one', async () => {
    localStorage.setItem('jwt', tokenExpiringIn(-60));
    const renewed = tokenExpiringIn(3600);
    const sent = answerOperations({
      renew_token: () => ({ data: { renew_token: { token: renewed } } }),
    });
    renderAt('/documents');
    expect(screen.getByRole('status').textContent).toBe(
      'Renewing token please wait. If nothing happens you can try to manually log in again.',
    );
    expect(screen.getByRole('link', { name: 'manually log in again' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await screen.findByText('documents page')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBe(renewed);
    expect(sent.map((operation) => operation.operationName)).toEqual(['renew_token']);
  });

  it('removes the token and logs the errors when the renewal fails', async () => {
    localStorage.setItem('jwt', 'undecodable');
    localStorage.setItem('shipment_items', '[]');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    answerOperations({
      renew_token: () => ({
        data: null,
        errors: [{ message: 'You must be signed in.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    });
    renderAt('/documents');
    expect(await screen.findByText('login page, from /documents')).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('shipment_items')).toBeNull();
    expect(debug).toHaveBeenCalledWith('You must be signed in.');
  });
});
