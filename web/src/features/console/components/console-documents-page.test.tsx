import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maximumDocumentBytes } from '@itad-portal/validation';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleDocumentsQuery, StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import {
  answerOperations,
  fakeTheNetwork,
  network,
  recordRequests,
} from '../../../test-support/network';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleDocumentsPage } from './console-documents-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

type LibraryDocument = ConsoleDocumentsQuery['console_documents']['items'][number];

const packingGuide: LibraryDocument = {
  id: 'doc-1',
  key: 'packing-guide',
  category: 'packing_instructions',
  title: 'Packing guide',
  title_translations: [{ language: 'fi', title: 'Pakkausohje' }],
  language: null,
  supplier_id: null,
  customer: null,
  file_name: 'packing-guide.pdf',
  size: 245_000,
  position: 1,
  updated_at: '2026-11-20T09:30:00Z',
  path: '/api/console/dk/documents/doc-1/file',
};

/** The console's answers: who is signed in, and the library's one page (listed as often as asked). */
function serve(role: StaffRole, items: LibraryDocument[] = [packingGuide]) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_documents: () => ({
      data: { console_documents: { items, total: items.length, page: 1, page_size: 25 } },
    }),
    console_retire_document: () => ({
      data: { console_retire_document: { id: packingGuide.id, title: packingGuide.title } },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'DK' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/documents']}>
      <QueryClientProvider client={client}>
        <ConsoleDocumentsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const pdf = (name: string, size = 9) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

describe('ConsoleDocumentsPage', () => {
  it("refuses a file over 20 MB with the spec's words, and a missing title, before sending", async () => {
    serve('administrator');
    const requests = recordRequests();
    const user = renderPage();
    await screen.findByRole('rowheader', { name: /Packing guide/ });

    await user.upload(
      screen.getByLabelText('PDF file'),
      pdf('catalogue.pdf', maximumDocumentBytes + 1),
    );
    expect(screen.getByText('File to large.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('English title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the English title.')).toBeTruthy();
    expect(screen.getByText('File to large.')).toBeTruthy();
    expect(requests.filter((url) => url.includes('/api/console/'))).toEqual([]);
  });

  it('makes the key of the English title until the key is typed by hand', async () => {
    serve('account_manager');
    const user = renderPage();
    const title = await screen.findByLabelText('English title');
    const key = screen.getByLabelText('Document key');
    await user.type(title, 'Packing guide: laptops & Bærbare');
    expect(key).toHaveProperty('value', 'packing-guide-laptops-baerbare');

    await user.clear(key);
    await user.type(key, 'laptop-guide');
    await user.type(title, ' 2');
    expect(key).toHaveProperty('value', 'laptop-guide');
  });

  it('uploads as the console session, says so, empties the form and lists again', async () => {
    const sent = serve('administrator');
    const uploads: { url: URL; authorization: string | null; file: unknown }[] = [];
    network.use(
      http.post('*/api/console/:country/documents', async ({ request }) => {
        const form = await request.formData();
        uploads.push({
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
          file: form.get('file'),
        });
        return HttpResponse.json(
          { id: 'doc-2', title: 'Packing guide for laptops', replaced: 1 },
          { status: 201 },
        );
      }),
    );
    const user = renderPage();
    await screen.findByRole('rowheader', { name: /Packing guide/ });

    const form = within(screen.getByRole('region', { name: 'Upload a document' }));
    await user.upload(form.getByLabelText('PDF file'), pdf('laptops.pdf'));
    await user.selectOptions(form.getByLabelText('Group'), 'packing_instructions');
    await user.type(form.getByLabelText('English title'), 'Packing guide for laptops');
    await user.type(form.getByLabelText('Finnish'), 'Kannettavien pakkausohje');
    await user.selectOptions(form.getByLabelText('Readers'), 'fi');
    await user.type(form.getByLabelText('Position'), '2');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    const notice = await screen.findByText(
      'Document uploaded: Packing guide for laptops. It replaced the earlier file.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url.pathname).toBe('/api/console/dk/documents');
    expect(Object.fromEntries(uploads[0]!.url.searchParams)).toEqual({
      key: 'packing-guide-for-laptops',
      category: 'packing_instructions',
      title: 'Packing guide for laptops',
      title_fi: 'Kannettavien pakkausohje',
      language: 'fi',
      position: '2',
    });
    expect(uploads[0]?.authorization).toBe('Bearer itadst_session');
    expect((uploads[0]?.file as File).name).toBe('laptops.pdf');
    expect(screen.getByLabelText('English title')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Document key')).toHaveProperty('value', '');
    await waitFor(() =>
      expect(
        sent.filter((operation) => operation.operationName === 'console_documents'),
      ).toHaveLength(2),
    );
  });

  it("shows the server's words when it refuses the upload", async () => {
    serve('administrator');
    network.use(
      http.post('*/api/console/:country/documents', () =>
        HttpResponse.json(
          { error: { code: 'BAD_USER_INPUT', message: 'The file is empty.' } },
          { status: 400 },
        ),
      ),
    );
    const user = renderPage();
    await user.upload(await screen.findByLabelText('PDF file'), pdf('empty.pdf'));
    await user.type(screen.getByLabelText('English title'), 'Empty');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is empty.');
  });

  it('lists each document with its translations, readers and customer', async () => {
    serve('administrator');
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /Packing guide/ })).closest('tr')!;
    expect(within(row).getByText('fi: Pakkausohje')).toBeTruthy();
    expect(within(row).getByText('All languages')).toBeTruthy();
    expect(within(row).getByText('All customers')).toBeTruthy();
    expect(within(row).getByText('245 kB')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Download Packing guide' })).toBeTruthy();
  });

  it('retires a document once asked and confirmed', async () => {
    const sent = serve('account_manager');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retire Packing guide' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Retire “Packing guide”? Customers will no longer see it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    const notice = await screen.findByText('Document retired: Packing guide');
    expect(notice.getAttribute('role')).toBe('status');
    expect(
      sent.find((operation) => operation.operationName === 'console_retire_document')?.variables,
    ).toEqual({ id: 'doc-1' });
  });

  it('offers support staff the list to read, without upload or retire', async () => {
    serve('support');
    renderPage();
    expect(await screen.findByRole('rowheader', { name: /Packing guide/ })).toBeTruthy();
    expect(screen.getByText(/You have read access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retire/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Upload a document' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Packing guide' })).toBeTruthy();
  });
});
