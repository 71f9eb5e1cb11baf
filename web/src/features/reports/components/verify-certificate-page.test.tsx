import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { holdTheDigests } from '../../../test-support/held-digests';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { VerifyCertificatePage } from './verify-certificate-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
fakeTheNetwork();

const number = 'COD-NO-2026-Q23FRQBV76';
const genuineHash = 'a'.repeat(64);
const alteredHash = 'b'.repeat(64);

function renderPage() {
  const sent = answerOperations({
    verify_certificate: (variables) => ({
      data: {
        verify_certificate: {
          valid: variables.sha256 === genuineHash,
          certificate_number: number,
          issued_at: '2026-11-30T09:00:00Z',
          supplier: 'Nordlys Energi ASA',
          from: '2026-05-30',
          to: '2026-11-30',
          units: 4,
        },
      },
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/verify-certificate?number=${number}`]}>
        <VerifyCertificatePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe('VerifyCertificatePage', () => {
  it('checks a newly chosen file only once its hash is known, never with the previous one', async () => {
    const digests = holdTheDigests();
    const finishDigest = (hash: string) => digests.shift()?.(hash);
    const sent = renderPage();
    const user = userEvent.setup();
    const file = screen.getByLabelText('Certificate file (PDF)');
    const hashField = screen.getByLabelText('SHA-256 of the file');

    await user.upload(
      file,
      new File(['%PDF genuine'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    finishDigest(genuineHash);
    expect(await screen.findByDisplayValue(genuineHash)).toBe(hashField);
    await user.click(screen.getByRole('button', { name: 'Verify certificate' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'This certificate is genuine.',
    );

    await user.upload(file, new File(['%PDF altered'], 'altered.pdf', { type: 'application/pdf' }));
    const waiting = screen.getByRole('button', { name: 'Checking...' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(hashField).toHaveProperty('value', '');
    expect(screen.queryByRole('status')).toBeNull();

    finishDigest(alteredHash);
    await user.click(await screen.findByRole('button', { name: 'Verify certificate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This certificate could not be verified.',
    );
    expect(sent.map((operation) => operation.variables.sha256)).toEqual([genuineHash, alteredHash]);
  });
});
