import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { serveConsoleExports } from '../lib/console-export-answer';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleContactsPage } from './console-contacts-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

const liisa = {
  id: 'contact-1',
  name: 'Liisa Lahtinen',
  email: 'liisa@provider.example',
  phone: '+358 40 123 4567',
  job_title: 'Account manager',
  job_title_translations: [{ language: 'fi', title: 'Asiakasvastaava' }],
  customer_count: 3,
};

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_provider_contacts: () => ({
      data: { console_provider_contacts: { items: [liisa], total: 1, page: 1, page_size: 25 } },
    }),
    console_save_provider_contact: (variables) => ({
      data: {
        console_save_provider_contact: {
          ...liisa,
          id: typeof variables.id === 'string' ? variables.id : 'contact-2',
        },
      },
    }),
  });
}

function renderPage(address = '/console/contacts') {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>
        <ConsoleContactsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleContactsPage', () => {
  it("changes a contact's job title in Swedish and keeps the Finnish one", async () => {
    const sent = serve('account_manager');
    const user = renderPage();
    const table = await screen.findByRole('table', { name: /Contact people/ });
    expect(within(table).getByText('fi: Asiakasvastaava')).toBeTruthy();
    expect(within(table).getByText('3 customers')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Change Liisa Lahtinen' }));
    const form = screen.getByRole('region', { name: 'Change Liisa Lahtinen' });
    expect(within(form).getByLabelText<HTMLInputElement>('Finnish').value).toBe('Asiakasvastaava');
    await user.type(within(form).getByLabelText('Swedish'), 'Kundansvarig');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Liisa Lahtinen is saved.')).toBeTruthy();
    const saved = sent.find(
      (operation) => operation.operationName === 'console_save_provider_contact',
    );
    expect(saved?.variables).toMatchObject({
      id: 'contact-1',
      contact: {
        job_title_translations: [
          { language: 'fi', title: 'Asiakasvastaava' },
          { language: 'se', title: 'Kundansvarig' },
        ],
      },
    });
  });

  it('lets support read the contacts without changing them', async () => {
    serve('support');
    renderPage();
    await screen.findByRole('table', { name: /Contact people/ });
    expect(screen.queryByRole('region', { name: 'Add a contact person' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('sorts by a header, searches by text and exports the view it shows', async () => {
    const sent = serve('support');
    const requests = serveConsoleExports();
    const user = renderPage('/console/contacts?sort=job_title&dir=DESC');
    const table = await screen.findByRole('table', { name: /Contact people/ });
    const listed = () =>
      sent.filter((operation) => operation.operationName === 'console_provider_contacts');
    expect(listed()[0]?.variables).toMatchObject({ sort: 'job_title', direction: 'DESC' });

    const email = within(table).getByRole('columnheader', { name: /E-mail/ });
    await user.click(within(email).getByRole('button'));
    await waitFor(() =>
      expect(listed().at(-1)?.variables).toMatchObject({ sort: 'email', direction: 'ASC' }),
    );
    expect(email.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(email).getByRole('button'));
    await waitFor(() =>
      expect(listed().at(-1)?.variables).toMatchObject({ sort: 'email', direction: 'DESC' }),
    );

    await user.type(screen.getByLabelText('Search'), 'Liisa');
    await waitFor(() =>
      expect(listed().at(-1)?.variables).toMatchObject({
        text: 'Liisa',
        sort: 'email',
        direction: 'DESC',
        page: 1,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      path: '/api/console/no/exports/provider-contacts.xlsx',
      query: { text: 'Liisa', sort: 'email', direction: 'DESC', language: 'en' },
      authorization: 'Bearer itadst_session',
    });
  });
});
