import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import { PeriodChangeNote } from './period-change-note';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

describe('PeriodChangeNote', () => {
  it('shows the change short and tells it in a sentence', () => {
    render(<PeriodChangeNote current={112} previous={100} kind="count" />);
    const note = screen.getByTestId('period-change');
    expect(note.textContent).toBe('↑+12%12% more than the previous period');
  });

  it('tells a fall in tonnes without calling it good or bad', () => {
    render(<PeriodChangeNote current={1.5} previous={2} kind="tons" />);
    expect(screen.getByTestId('period-change').textContent).toBe(
      '↓-25%25% less than the previous period',
    );
  });

  it('says when nothing changed', () => {
    render(<PeriodChangeNote current={0} previous={0} kind="count" />);
    expect(screen.getByTestId('period-change').textContent).toBe(
      '±0The same as the previous period',
    );
  });
});
