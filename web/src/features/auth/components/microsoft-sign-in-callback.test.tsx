import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readToken } from '../../../shared/auth/token';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { MicrosoftSignInCallback } from './microsoft-sign-in-callback';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
fakeTheNetwork();

const state = 's'.repeat(43);

const offer = (companies: string[]) => () => ({
  data: null,
  errors: [
    {
      message: 'Choose the company you work for.',
      extensions: { code: 'MICROSOFT_CHOOSE_COMPANY', choice_code: 'c'.repeat(43), companies },
    },
  ],
});

/** Microsoft has sent the browser back to the sign-in this tab started. */
function renderCallback() {
  sessionStorage.setItem('microsoftSignIn', JSON.stringify({ state, from: '/account' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/login/microsoft/?code=from-microsoft&state=${state}`]}>
        <Routes>
          <Route path="/login/microsoft/" element={<MicrosoftSignInCallback />} />
          <Route path="/account" element={<p>Account page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MicrosoftSignInCallback: companies that set the person up', () => {
  it('lets the person choose their company, then signs them in as its user', async () => {
    const sent = answerOperations({
      auth_microsoft: offer(['Fjord Rival AS', 'Nordlys Energi ASA']),
      auth_microsoft_choose: () => ({
        data: { auth_microsoft_choose: { id: 'u1', token: 'session-token' } },
      }),
    });
    renderCallback();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirm your company' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '2 companies have set up a portal account for your e-mail address. Choose the one you work for: the others cannot use your address afterwards.',
      ),
    ).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Continue as a user of Nordlys Energi ASA' }));

    expect(await screen.findByText('Account page')).toBeTruthy();
    expect(readToken()).toBe('session-token');
    expect(sent.find((body) => body.operationName === 'auth_microsoft_choose')?.variables).toEqual({
      choice_code: 'c'.repeat(43),
      company: 1,
    });
  });

  it('asks to confirm a single company too, and tells when the choice failed', async () => {
    answerOperations({
      auth_microsoft: offer(['Nordlys Energi ASA']),
      auth_microsoft_choose: () => ({
        data: null,
        errors: [{ message: 'failed', extensions: { code: 'MICROSOFT_SIGN_IN_FAILED' } }],
      }),
    });
    renderCallback();

    expect(
      await screen.findByText(
        'A company has set up a portal account for your e-mail address. Continue if you work there.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Not your company? Go back to log in: nothing is changed.'),
    ).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Continue as a user of Nordlys Energi ASA' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Microsoft login did not complete. Try again.',
    );
    expect(readToken()).toBeNull();
  });
});
