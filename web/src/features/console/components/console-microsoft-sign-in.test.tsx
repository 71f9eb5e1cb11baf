import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork, recordRequests } from '../../../test-support/network';
import { rememberConsoleMicrosoftSignIn } from '../lib/console-microsoft-pending';
import { clearConsoleSession, useConsoleSession } from '../lib/console-session';
import { ConsoleMicrosoftCallback } from './console-microsoft-callback';
import { ConsoleSignIn } from './console-sign-in';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
  sessionStorage.clear();
});
fakeTheNetwork();

function Inbox() {
  const session = useConsoleSession();
  return <h1>Inbox of {session?.country}</h1>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route path="/console" element={<ConsoleSignIn />} />
          <Route path="/console/microsoft/" element={<ConsoleMicrosoftCallback />} />
          <Route path="/console/inbox" element={<Inbox />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the console's sign-in with the provider's Microsoft tenant", () => {
  it('is offered beside the password and starts at the country chosen', async () => {
    answerOperations({
      console_microsoft_sign_in_available: () => ({
        data: { console_microsoft_sign_in_available: true },
      }),
      console_microsoft_login_url: () => ({
        data: {
          console_microsoft_login_url: {
            url: 'https://login.example/authorize',
            state: 's'.repeat(43),
          },
        },
      }),
    });
    const urls = recordRequests();
    const user = renderAt('/console');
    const button = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await user.selectOptions(screen.getByLabelText('Country'), 'DK');
    await user.click(button);
    await screen.findByRole('button', { name: 'Opening Microsoft...' });
    expect(JSON.parse(sessionStorage.getItem('consoleMicrosoftSignIn') ?? '{}')).toEqual({
      state: 's'.repeat(43),
      country: 'DK',
    });
    expect(urls.at(-1)).toMatch(/\/graphql\/dk$/);
  });

  it('is not offered when the server has no tenant set up', async () => {
    answerOperations({
      console_microsoft_sign_in_available: () => ({
        data: { console_microsoft_sign_in_available: false },
      }),
    });
    renderAt('/console');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).toBeNull();
  });

  it('completes the sign-in this tab started and opens that country’s inbox', async () => {
    const sent = answerOperations({
      console_sign_in_microsoft: () => ({
        data: {
          console_sign_in_microsoft: {
            token: 'itadst_session',
            expires_at: '2026-11-29T20:00:00Z',
          },
        },
      }),
    });
    rememberConsoleMicrosoftSignIn({ state: 'state-1', country: 'SE' });
    renderAt('/console/microsoft/?code=from-tenant&state=state-1');
    expect(await screen.findByRole('heading', { name: 'Inbox of SE' })).toBeTruthy();
    expect(sent[0]?.variables).toEqual({ callback_code: 'from-tenant', state: 'state-1' });
    expect(sessionStorage.getItem('consoleMicrosoftSignIn')).toBeNull();
  });

  it('says who may not come in, and never completes a sign-in another tab started', async () => {
    answerOperations({
      console_sign_in_microsoft: () => ({
        data: null,
        errors: [{ message: 'No staff member', extensions: { code: 'INVALID_CREDENTIALS' } }],
      }),
    });
    rememberConsoleMicrosoftSignIn({ state: 'state-1', country: 'NO' });
    renderAt('/console/microsoft/?code=from-tenant&state=state-1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No staff member has this Microsoft account. Ask an administrator to add you to the console.',
    );
    expect(screen.getByRole('link', { name: "Back to the console's sign-in" })).toBeTruthy();
    cleanup();

    const sent = answerOperations({});
    renderAt('/console/microsoft/?code=from-tenant&state=someone-else');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Microsoft sign-in did not complete. Try again.',
    );
    expect(sent).toEqual([]);
  });
});
