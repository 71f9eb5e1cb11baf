import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork, recordRequests } from '../../../test-support/network';
import { clearConsoleSession } from '../lib/console-session';
import { ConsoleSignIn } from './console-sign-in';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  key_uri:
    'otpauth://totp/Provider%3Akari%40provider.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
/** The server offers no Microsoft sign-in to staff (its own test covers it). */
const withoutMicrosoft = {
  console_microsoft_sign_in_available: () => ({
    data: { console_microsoft_sign_in_available: false },
  }),
};
const recoveryCodes = Array.from({ length: 10 }, (_unused, index) => `abcde-fghi${index}`);

function renderSignIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console']}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route path="/console" element={<ConsoleSignIn />} />
          <Route path="/console/inbox" element={<h1>Inbox</h1>} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>, country = 'NO') {
  await user.selectOptions(screen.getByLabelText('Country'), country);
  await user.type(screen.getByLabelText('E-mail'), 'kari@provider.example');
  await user.type(screen.getByLabelText('Password'), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('ConsoleSignIn', () => {
  it('says a refused password plainly and stays on the first step', async () => {
    answerOperations({
      ...withoutMicrosoft,
      console_sign_in: () => ({
        data: null,
        errors: [{ message: 'No', extensions: { code: 'INVALID_CREDENTIALS' } }],
      }),
    });
    const user = renderSignIn();
    await enterPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The e-mail address or password is wrong, or you have no access to this country's console.",
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it("sets up the authenticator, shows the recovery codes once, then opens the chosen country's console", async () => {
    const sent = answerOperations({
      ...withoutMicrosoft,
      console_sign_in: () => ({
        data: { console_sign_in: { challenge: 'itadsc_x', totp_setup: setup } },
      }),
      console_confirm_code: () => ({
        data: {
          console_confirm_code: {
            token: 'itadst_session',
            expires_at: '2026-11-29T18:00:00Z',
            recovery_codes: recoveryCodes,
            staff: { id: 's1', name: 'Kari Konsoll' },
          },
        },
      }),
    });
    const requests = recordRequests();
    const user = renderSignIn();
    await enterPassword(user, 'DK');

    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(setup.qr_code);
    expect(screen.getByLabelText('Key for the authenticator app').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    const recoveryHeading = await screen.findByRole('heading', {
      name: 'Save your recovery codes',
    });
    expect(document.activeElement).toBe(recoveryHeading);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const open = screen.getByRole('button', { name: 'Open the console' });
    expect((open as HTMLButtonElement).disabled).toBe(true);
    expect(sessionStorage.getItem('itad_console_token')).toBeNull();
    await user.click(screen.getByLabelText('I have saved my recovery codes somewhere safe.'));
    await user.click(open);

    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(sessionStorage.getItem('itad_console_token')).toBe('itadst_session');
    expect(sessionStorage.getItem('itad_console_country')).toBe('DK');
    const signInSteps = sent.filter(
      (operation) => operation.operationName !== 'console_microsoft_sign_in_available',
    );
    expect(signInSteps.map((operation) => operation.operationName)).toEqual([
      'console_sign_in',
      'console_confirm_code',
    ]);
    expect(signInSteps[1]?.variables).toEqual({ challenge: 'itadsc_x', code: '123456' });
    // Both steps went to the chosen country (whether Microsoft is offered is asked once, anywhere).
    expect(requests.filter((url) => url.endsWith('/graphql/dk'))).toHaveLength(2);
  });

  it('starts again at the password when the code came too late', async () => {
    answerOperations({
      ...withoutMicrosoft,
      console_sign_in: () => ({
        data: { console_sign_in: { challenge: 'itadsc_y', totp_setup: null } },
      }),
      console_confirm_code: () => ({
        data: null,
        errors: [{ message: 'Sign in again.', extensions: { code: 'EXPIRED' } }],
      }),
    });
    const user = renderSignIn();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'That took too long. Sign in again.',
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
