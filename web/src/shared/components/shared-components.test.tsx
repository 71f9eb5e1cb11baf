import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import type { DateRange } from '../lib/date-ranges';
import { ConfirmDialog } from './confirm-dialog';
import { DateRangePicker } from './date-range-picker';
import { Modal } from './modal';
import { StatusTag } from './status-tag';
import { Tooltip } from './tooltip';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Order report">
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named dialog with focus inside, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Order report' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete"
        message="Are you sure you want to delete this regular report?"
        onConfirm={onConfirm}
        destructive
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveProperty(
      'textContent',
      expect.stringContaining('Are you sure you want to delete this regular report?'),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('Tooltip', () => {
  it('opens when its trigger gets keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Max 975 kg" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'More information' })).toBe(document.activeElement);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Max 975 kg');
  });
});

function PickerHarness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('fills both dates from a quick selection and flags a reversed range', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 15));
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PickerHarness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Quick selection'), 'lastYear');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-01-01', to: '2024-12-31' });
    // Shown as English readers in Europe write it, day first.
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('01/01/2024');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '01/02/2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-01', to: '2024-12-31' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The start date must be on or before the end date.',
    );
    vi.useRealTimers();
  });
});

describe('StatusTag', () => {
  it('renders its text', () => {
    render(<StatusTag tone="active">Active</StatusTag>);
    expect(screen.getByText('Active')).toBeTruthy();
  });
});
