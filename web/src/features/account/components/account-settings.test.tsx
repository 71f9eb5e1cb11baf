import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { AccountSettings } from './account-settings';

let i18n: typeof i18next;
beforeAll(() => {
  i18n = initialiseTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
fakeTheNetwork();

const profile = {
  id: 'u1',
  email: 'kari@example.no',
  first_name: 'Kari',
  last_name: 'Nordmann',
  phone: null,
  job_title: 'IT-sjef',
  language: 'en',
  country: 'norway',
  is_admin: false,
};

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AccountSettings />
    </QueryClientProvider>,
  );
}

describe('AccountSettings', () => {
  it('shows the profile, with e-mail and country read-only', async () => {
    answerOperations({ account_profile: () => ({ data: { get_user: profile } }) });
    renderSettings();
    expect(await screen.findByLabelText('First name')).toHaveProperty('value', 'Kari');
    expect(screen.getByText('kari@example.no')).toBeTruthy();
    expect(screen.getByText('Norway')).toBeTruthy();
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en');
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });

  it('ties required-field and password errors to their inputs, sending nothing', async () => {
    const sent = answerOperations({ account_profile: () => ({ data: { get_user: profile } }) });
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = phone.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');

    await user.type(phone, '+47 912 34 567');
    await user.type(screen.getByLabelText('New password'), 'Fjord-tur-42');
    await user.type(screen.getByLabelText('Repeat new password'), 'Fjord-tur-43');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Passwords is not equal.')).toBeTruthy();
    expect(screen.getByText('Enter your current password to choose a new one.')).toBeTruthy();
    expect(sent.map((request) => request.operationName)).toEqual(['account_profile']);
  });

  it('saves, confirms and switches the interface to the chosen language', async () => {
    const sent = answerOperations({
      account_profile: () => ({ data: { get_user: profile } }),
      update_user_information: (variables) => ({
        data: { update_user_information: { id: 'u1', ...variables } },
      }),
    });
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '+47 912 34 567');
    await user.selectOptions(screen.getByLabelText('Language'), 'no');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(i18n.language).toBe('no'));
    const update = sent.find((request) => request.operationName === 'update_user_information');
    expect(update?.variables).toEqual({
      first_name: 'Kari',
      last_name: 'Nordmann',
      phone: '+47 912 34 567',
      job_title: 'IT-sjef',
      language: 'no',
    });
  });

  it('shows a wrong current password at the current-password input', async () => {
    answerOperations({
      account_profile: () => ({ data: { get_user: { ...profile, phone: '12345678' } } }),
      update_user_information: () => ({
        data: null,
        errors: [
          {
            message: 'The current password is not correct.',
            extensions: { code: 'WRONG_PASSWORD' },
          },
        ],
      }),
    });
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Gammelt-1');
    await user.type(screen.getByLabelText('New password'), 'Fjord-tur-42');
    await user.type(screen.getByLabelText('Repeat new password'), 'Fjord-tur-42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your settings have been saved.')).toBeNull();
  });
});
