import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { initialiseTestI18n, loadTranslations } from '../../test-support/i18n';
import { FileInput } from './file-input';

beforeAll(() => {
  initialiseTestI18n();
  i18n.addResourceBundle('fi', 'translations', loadTranslations('fi'));
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** The text of the elements the control's aria-describedby names, as a screen reader reads it. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('FileInput', () => {
  it('is named by its label, says no file is chosen, then names the file chosen', async () => {
    const onFiles = vi.fn();
    render(<FileInput label="Certificate file (PDF)" accept=".pdf" onFiles={onFiles} />);
    // Named by the field's label only (aria-labelledby), not also by the button's words.
    const input = screen.getByLabelText('Certificate file (PDF)', { exact: true });
    expect(input.getAttribute('aria-labelledby')).toBe(
      screen.getByText('Certificate file (PDF)').id,
    );
    expect(descriptionOf(input)).toBe('No file chosen');
    expect(screen.getByText('Choose file').tagName).toBe('LABEL');

    await userEvent.upload(input, pdf('COD-NO-2026.pdf'));

    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'COD-NO-2026.pdf' })]);
    expect(descriptionOf(input)).toBe('COD-NO-2026.pdf');
  });

  it('takes files dropped on it, one unless it takes several', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileInput label="List" onFiles={onFiles} />);
    const zone = container.querySelector('input[type="file"]')!.parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })]);
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('fi');
    render(<FileInput label="Liitteet" multiple chosenNames={[]} onFiles={vi.fn()} />);
    expect(screen.getByText('Valitse tiedostot')).toBeDefined();
    expect(descriptionOf(screen.getByLabelText('Liitteet'))).toBe('Tiedostoa ei ole valittu');
  });
});
