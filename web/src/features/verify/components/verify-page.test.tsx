import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { holdTheDigests } from '../../../test-support/held-digests';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { VerifyPage } from './verify-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
fakeTheNetwork();

const registeredHash = 'a'.repeat(64);
const unknownHash = 'b'.repeat(64);

describe('VerifyPage', () => {
  it('shows the answer for the file chosen last, even when an earlier one is answered later', async () => {
    const sent = answerOperations({
      verify_document: (variables) => ({
        data: {
          verify_document:
            variables.sha256 === registeredHash
              ? {
                  found: true,
                  kind: 'certificate_of_destruction',
                  file_name: 'certificate.pdf',
                  size_bytes: 1000,
                  supplier: 'Nordlys Energi ASA',
                  issued_at: '2026-11-30T09:00:00Z',
                }
              : {
                  found: false,
                  kind: null,
                  file_name: null,
                  size_bytes: null,
                  supplier: null,
                  issued_at: null,
                },
        },
      }),
    });
    // The page fetches the key that signs packs as it opens; these files are no packs.
    network.use(
      http.get('*/.well-known/evidence-signing-key', () =>
        HttpResponse.json({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'AAAA', kid: 'test' }] }),
      ),
    );
    const digests = holdTheDigests();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <VerifyPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText(/file/i, { selector: 'input' });
    await user.upload(input, new File(['altered'], 'altered.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File(['genuine'], 'genuine.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(digests).toHaveLength(2));

    // The file chosen last is answered first: it is registered.
    digests[1]!(registeredHash);
    expect(await screen.findByText(/certificate\.pdf/)).toBeTruthy();
    // The first file's answer comes after it, and does not replace it.
    digests[0]!(unknownHash);
    const asked = () => sent.filter((operation) => operation.operationName === 'verify_document');
    await vi.waitFor(() => expect(asked()).toHaveLength(2));
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    expect(screen.getByText(/certificate\.pdf/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
