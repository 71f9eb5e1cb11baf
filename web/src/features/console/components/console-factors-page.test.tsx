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
import { ConsoleFactorsPage } from './console-factors-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

const laptopAverage = {
  category: 'laptop',
  manufacturer: null,
  model: null,
  valid_from: '2026-01-01',
  kg_co2e: 250,
  kg_co2e_low: 180.5,
  kg_co2e_high: 320,
  source: 'Lifecycle study of office laptops',
  source_year: 2025,
  source_url: null,
};

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_co2_factors: () => ({
      data: {
        console_co2_factors: {
          items: [laptopAverage],
          total: 1,
          page: 1,
          page_size: 50,
          categories: ['laptop', 'desktop'],
        },
      },
    }),
    console_co2_equivalents: () => ({
      data: {
        console_co2_equivalents: {
          items: [
            {
              equivalent: 'households',
              country: null,
              valid_from: '2025-01-01',
              per_ton_co2e: 0.3125,
              source: 'European Environment Agency',
              source_year: 2024,
              source_url: null,
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
          kinds: ['households', 'persons', 'water_liters', 'spruce_forest_hectares'],
        },
      },
    }),
    console_add_co2_equivalent: (variables) => ({
      data: {
        console_add_co2_equivalent: {
          equivalent: 'households',
          valid_from: (variables.equivalent as { valid_from: string }).valid_from,
        },
      },
    }),
    console_add_co2_factor: (variables) => ({
      data: {
        console_add_co2_factor: {
          category: 'laptop',
          manufacturer: 'Lenovo',
          model: 'T14',
          valid_from: (variables.factor as { valid_from: string }).valid_from,
        },
      },
    }),
  });
}

function renderPage(address = '/console/co2-factors') {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>
        <ConsoleFactorsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleFactorsPage', () => {
  it("lists the factors and publishes a model's own from a future day", async () => {
    const sent = serve('account_manager');
    const user = renderPage();
    const table = await screen.findByRole('table', { name: /CO2 factors/ });
    const row = within(table).getByRole('row', { name: /Laptops/ });
    expect(row.textContent).toContain('250 (180.5–320)');
    expect(row.textContent).toContain('Category average');

    const form = screen.getByRole('region', { name: 'Publish a factor' });
    await user.selectOptions(within(form).getByLabelText('Category'), 'laptop');
    await user.type(within(form).getByLabelText('Model'), 'T14');
    await user.click(within(form).getByRole('button', { name: 'Publish factor' }));
    expect(within(form).getByText('Give both manufacturer and model, or neither.')).toBeTruthy();

    await user.type(within(form).getByLabelText('Manufacturer'), 'Lenovo');
    await user.type(within(form).getByLabelText('Valid from'), '2027-01-01');
    await user.type(within(form).getByLabelText('kg CO2e per unit'), '210');
    await user.type(within(form).getByLabelText('Low'), '190');
    await user.type(within(form).getByLabelText('High'), '230');
    await user.type(within(form).getByLabelText('Source'), 'Lenovo product carbon footprint');
    await user.type(within(form).getByLabelText('Year of the source'), '2025');
    await user.click(within(form).getByRole('button', { name: 'Publish factor' }));
    expect(
      await screen.findByText('The factor for Lenovo T14 is published from 2027-01-01.'),
    ).toBeTruthy();
    const added = sent.find((operation) => operation.operationName === 'console_add_co2_factor');
    expect(added?.variables).toMatchObject({
      factor: { category: 'laptop', kg_co2e: 210, kg_co2e_low: 190, source_year: 2025 },
    });
  });

  it("lists the everyday equivalents and publishes the country's own from a future day", async () => {
    const sent = serve('administrator');
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Everyday equivalents' });
    const row = await within(section).findByRole('row', { name: /households/ });
    expect(row.textContent).toContain('European figure');
    expect(row.textContent).toContain('0.3125');

    await user.click(within(section).getByRole('button', { name: 'Publish the figure' }));
    expect(within(section).getByText('Choose the comparison.')).toBeTruthy();
    await user.selectOptions(within(section).getByLabelText('Comparison'), 'households');
    await user.type(within(section).getByLabelText('Valid from'), '2027-01-01');
    await user.type(within(section).getByLabelText('Per tonne of CO2e'), '0.2345');
    await user.type(within(section).getByLabelText('Source'), 'Statistics Norway');
    await user.type(within(section).getByLabelText('Year of the source'), '2025');
    await user.click(within(section).getByRole('button', { name: 'Publish the figure' }));
    expect(
      await screen.findByText("Published: households' yearly electricity use from 2027-01-01."),
    ).toBeTruthy();
    const added = sent.find(
      (operation) => operation.operationName === 'console_add_co2_equivalent',
    );
    expect(added?.variables).toEqual({
      equivalent: {
        equivalent: 'households',
        valid_from: '2027-01-01',
        per_ton_co2e: 0.2345,
        source: 'Statistics Norway',
        source_year: 2025,
        source_url: null,
      },
    });
  });

  it('lets support read the factors and equivalents without publishing', async () => {
    serve('support');
    renderPage();
    await screen.findByRole('table', { name: /CO2 factors/ });
    await screen.findByRole('table', { name: /Everyday equivalents of CO2/ });
    expect(screen.queryByRole('region', { name: 'Publish a factor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish the figure' })).toBeNull();
  });

  it('sorts the everyday equivalents by a header, apart from the factors, and exports that order', async () => {
    const sent = serve('support');
    const requests = serveConsoleExports();
    const user = renderPage('/console/co2-factors?category=laptop&equivalents-sort=source');
    const section = await screen.findByRole('region', { name: 'Everyday equivalents' });
    await within(section).findByRole('row', { name: /households/ });
    const asked = (operationName: string) =>
      sent.filter((operation) => operation.operationName === operationName);
    expect(asked('console_co2_equivalents')[0]?.variables).toMatchObject({
      sort: 'source',
      direction: 'ASC',
    });

    const validFrom = within(section).getByRole('columnheader', { name: /Valid from/ });
    await user.click(within(validFrom).getByRole('button'));
    await waitFor(() =>
      expect(asked('console_co2_equivalents').at(-1)?.variables).toMatchObject({
        sort: 'valid_from',
        direction: 'ASC',
        page: 1,
      }),
    );
    expect(validFrom.getAttribute('aria-sort')).toBe('ascending');
    // The factors keep their own view: asked once, for their category.
    expect(asked('console_co2_factors').map((operation) => operation.variables.category)).toEqual([
      'laptop',
    ]);

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.path).toBe('/api/console/no/exports/co2-equivalents.csv');
    expect(requests[0]?.query).toEqual({
      sort: 'valid_from',
      direction: 'ASC',
      language: 'en',
    });
  });
});
