import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { http, HttpResponse } from 'msw';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleProviderIdentityPage } from './console-provider-identity-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

const configured = {
  legal_name: 'Greentech AS',
  address: 'Industriveien 12, 0668 Oslo',
  address_country: 'NO',
  organisation_number: 'NO 912 345 678 MVA',
  signatory_name: 'Ingrid Bakke',
  signatory_title: 'Head of Data Security',
  bank_account: '1503 12 34567',
  iban: 'NO34 1503 1234 567',
  bic: 'DNBANOKK',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  signature: null as string | null,
  source: 'configuration',
  changed_at: null,
  changed_by: null,
};

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_provider_identity: () => ({ data: { console_provider_identity: configured } }),
    console_save_provider_identity: (variables) => ({
      data: {
        console_save_provider_identity: {
          ...(variables.identity as object),
          iban: 'NO93 8601 1117 947',
          source: 'console',
          changed_at: '2026-11-29T15:00:00Z',
          changed_by: 'Ada Admin',
        },
      },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/legal-identity']}>
      <QueryClientProvider client={client}>
        <ConsoleProviderIdentityPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleProviderIdentityPage', () => {
  it('checks the IBAN, asks before payment details change, and saves what the form says', async () => {
    const sent = serve('administrator');
    const user = renderPage();
    const legalName = await screen.findByLabelText('Legal name');
    expect(screen.getByText(/From the server's configuration/)).toBeTruthy();
    await user.clear(legalName);
    await user.type(legalName, 'Grønn Gjenvinning AS');
    await user.clear(screen.getByLabelText('Organisation number'));
    const iban = screen.getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'NO94 8601 1117 947');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/This IBAN is not valid/)).toBeTruthy();
    expect(sent.some((body) => body.operationName === 'console_save_provider_identity')).toBe(
      false,
    );

    await user.clear(iban);
    await user.type(iban, 'no93 8601 1117 947');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the payment details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. Documents issued from now on carry the new details.'),
    ).toBeTruthy();
    expect(
      sent.find((body) => body.operationName === 'console_save_provider_identity')?.variables,
    ).toEqual({
      identity: {
        ...Object.fromEntries(
          Object.entries(configured).filter(
            ([name]) => !['logo', 'signature', 'source', 'changed_at', 'changed_by'].includes(name),
          ),
        ),
        legal_name: 'Grønn Gjenvinning AS',
        organisation_number: null,
        iban: 'no93 8601 1117 947',
      },
    });
    expect(screen.getByText(/Saved by Ada Admin/)).toBeTruthy();
    // The form starts again from what the server kept.
    expect(screen.getByLabelText<HTMLInputElement>(/^IBAN/).value).toBe('NO93 8601 1117 947');
  });

  it('saves a change of the letterhead alone without asking', async () => {
    const sent = serve('administrator');
    const user = renderPage();
    await user.type(await screen.findByLabelText('Address', { exact: false }), ', Norway');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(/Saved\. Documents/)).toBeTruthy();
    expect(
      sent.filter((body) => body.operationName === 'console_save_provider_identity'),
    ).toHaveLength(1);
  });

  it('says so when nothing has changed, sending nothing', async () => {
    const sent = serve('administrator');
    const user = renderPage();
    await screen.findByLabelText('Legal name');
    // The same IBAN and BIC written otherwise are the same details.
    const iban = screen.getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'no3415031234567');
    const bic = screen.getByLabelText(/^BIC/);
    await user.clear(bic);
    await user.type(bic, 'dnbanokk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Nothing has changed/)).toBeTruthy();
    expect(sent.some((body) => body.operationName === 'console_save_provider_identity')).toBe(
      false,
    );
  });

  it('uploads a signature, checking the file first, and removes the logo', async () => {
    const signature = 'data:image/jpeg;base64,/9j/4AAQ';
    let shown: typeof configured = { ...configured };
    const posted: URL[] = [];
    const sent = answerOperations({
      console_me: () => consoleMeAnswer('administrator'),
      console_provider_identity: () => ({ data: { console_provider_identity: shown } }),
      console_remove_provider_identity_image: (variables) => {
        shown = { ...shown, [String(variables.image)]: null };
        return { data: { console_remove_provider_identity_image: shown } };
      },
    });
    network.use(
      http.post('*/api/console/:country/provider-identity-image', ({ request }) => {
        posted.push(new URL(request.url));
        shown = { ...shown, signature, source: 'console' };
        return HttpResponse.json({ image: signature });
      }),
    );
    const user = renderPage();
    // As a file dropped on the zone: the chooser's filter does not apply.
    const dropper = userEvent.setup({ applyAccept: false });
    const section = await screen.findByRole('region', { name: 'Logo and signature' });
    expect(within(section).getByRole('img', { name: 'Logo of Greentech AS' })).toBeTruthy();
    const input = within(section).getByLabelText('New signature');
    await dropper.upload(
      input,
      new File([new Uint8Array(10)], 'signature.gif', { type: 'image/gif' }),
    );
    expect(within(section).getByText('This is not a PNG or JPEG image.')).toBeTruthy();
    await user.upload(
      input,
      new File([new Uint8Array(201 * 1024)], 'signature.jpg', { type: 'image/jpeg' }),
    );
    expect(within(section).getByText('File to large.')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.upload(
      input,
      new File([new Uint8Array(4096)], 'signature.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('The new signature is on certificates issued from now on.'),
    ).toBeTruthy();
    const drawn = await within(section).findByRole('img', { name: 'Signature of Ingrid Bakke' });
    expect(drawn.getAttribute('src')).toBe(signature);
    expect(posted[0]?.searchParams.get('image')).toBe('signature');
    // The form now warns that the signature goes with the name.
    expect(screen.getByText(/The signature image belongs to this name/)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByText('Documents issued from now on have no logo.')).toBeTruthy();
    expect(within(section).queryByRole('img', { name: 'Logo of Greentech AS' })).toBeNull();
    expect(
      sent.find((body) => body.operationName === 'console_remove_provider_identity_image')
        ?.variables,
    ).toEqual({ image: 'logo' });
  });

  it('shows support the identity without a form', async () => {
    serve('support');
    renderPage();
    expect(await screen.findByText('Only administrators change the legal identity.')).toBeTruthy();
    expect(screen.getByText('NO34 1503 1234 567')).toBeTruthy();
    expect(screen.getByText('Norway')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo of Greentech AS' })).toBeTruthy();
    expect(screen.queryByLabelText('New logo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove the logo' })).toBeNull();
  });
});
