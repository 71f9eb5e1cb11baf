import { cleanup, render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths';
import { routes } from '../route-table';
import { AdminGuard } from './admin-guard';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tokenWith(claims: Record<string, unknown>): string {
  const payload = { sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

function AccountProbe() {
  const location = useLocation();
  return <p>account page at {location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account" element={<AccountProbe />} />
        <Route element={<AdminGuard />}>
          <Route path="/account/users" element={<p>users page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AdminGuard', () => {
  it('shows a supplier admin the page', () => {
    localStorage.setItem('jwt', tokenWith({ is_admin: true }));
    renderAt('/account/users');
    expect(screen.getByText('users page')).toBeTruthy();
  });

  it('sends a user who is not an admin to /account', () => {
    localStorage.setItem('jwt', tokenWith({ is_admin: false }));
    renderAt('/account/users');
    expect(screen.getByText('account page at /account')).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
  });

  it('sends a token without the claim, or one it cannot read, to /account', () => {
    localStorage.setItem('jwt', tokenWith({}));
    renderAt('/account/users');
    expect(screen.getByText('account page at /account')).toBeTruthy();
    cleanup();
    localStorage.setItem('jwt', 'undecodable');
    renderAt('/account/users');
    expect(screen.getByText('account page at /account')).toBeTruthy();
  });
});

describe('the route table', () => {
  const guardedBy = (pathname: string) =>
    (matchRoutes(routes, pathname) ?? []).some(
      (match) => isValidElement(match.route.element) && match.route.element.type === AdminGuard,
    );

  it('puts every admin account page behind AdminGuard, and not the profile', () => {
    for (const path of [
      paths.accountUsers,
      paths.accountAuditLog,
      paths.accountProvisioning,
      paths.accountApi,
      paths.accountWebhooks,
    ]) {
      expect(guardedBy(path), path).toBe(true);
    }
    expect(guardedBy(paths.account)).toBe(false);
  });
});
