import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n, loadTranslations } from '../../test-support/i18n';
import { DateField } from './date-field';

beforeAll(() => {
  initialiseTestI18n();
  i18n.addResourceBundle('no', 'translations', loadTranslations('no'));
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function Harness({ initial, onChange }: { initial: string; onChange: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Pickup day</label>
      <DateField
        id="day"
        value={value}
        min="2026-11-03"
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </>
  );
}

describe('DateField', () => {
  it('reads a day typed the Norwegian way and shows it so', async () => {
    await i18n.changeLanguage('no');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Pickup day');
    expect(input.placeholder).toBe('dd.mm.åååå');

    await user.type(input, '5.11.2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    expect(input.value).toBe('05.11.2026');

    await user.clear(input);
    await user.type(input, '31.11.2026');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Skriv datoen som dd.mm.åååå.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('chooses a day in the calendar with the keyboard, never one before the first allowed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2026-11-05" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Choose a date from the calendar' }));
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    // The chosen day has the focus; Monday is the first column.
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-05');
    expect(grid.querySelector('th')?.getAttribute('abbr')).toBe('Monday');
    expect(screen.getByRole('button', { name: 'Monday, 2 November 2026' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-13');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeDefined();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2026-12-13');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Pickup day').value).toBe('13/12/2026');
  });
});
