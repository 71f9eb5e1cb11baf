import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTheNetwork, network } from '../../test-support/network';
import { DownloadButton } from './download-button';

afterEach(cleanup);
fakeTheNetwork({ files: true });

const path = '/files/no/documents/terms.pdf';

function renderButton() {
  render(
    <DownloadButton
      path={path}
      fileName="terms.pdf"
      busyLabel="Downloading..."
      failedMessage="Could not download the file. Try again."
      aria-label="Download the terms"
    >
      PDF
    </DownloadButton>,
  );
  return screen.getByRole('button', { name: 'Download the terms' });
}

describe('DownloadButton', () => {
  it('says it is downloading and takes no second click until the file is in', async () => {
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    let requests = 0;
    network.use(
      http.get(path, async () => {
        requests += 1;
        await delivered;
        return new HttpResponse('%PDF-1.4', {
          headers: { 'content-disposition': 'attachment; filename="terms.pdf"' },
        });
      }),
    );
    const button = renderButton();
    const user = userEvent.setup();
    await user.click(button);
    expect(button.textContent).toBe('Downloading...');
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    deliver();
    await waitFor(() => expect(button.textContent).toBe('PDF'));
    expect(button).toHaveProperty('disabled', false);
    expect(requests).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the download failed, until a try succeeds', async () => {
    let answer = 500;
    network.use(
      http.get(path, () => new HttpResponse(answer === 200 ? 'x' : null, { status: answer })),
    );
    const button = renderButton();
    const user = userEvent.setup();
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not download the file. Try again.',
    );
    answer = 200;
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
