import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListSection } from './list-section';

afterEach(cleanup);

describe('ListSection', () => {
  it('is a region named by its heading, with the intro, then the tools, then the list', () => {
    render(
      <ListSection
        id="certificates-heading"
        heading="Certificates"
        intro="Every certificate you ordered."
        tools={<button type="button">Export CSV</button>}
      >
        <table aria-label="Certificates list" />
      </ListSection>,
    );
    const section = screen.getByRole('region', { name: 'Certificates' });
    expect(within(section).getByText('Every certificate you ordered.')).toBeTruthy();
    const exportButton = within(section).getByRole('button', { name: 'Export CSV' });
    const list = within(section).getByRole('table', { name: 'Certificates list' });
    expect(
      exportButton.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('leaves out the intro and the tools row when it has none', () => {
    const { container } = render(
      <ListSection id="documents-heading" heading="Documents">
        <p>No documents yet.</p>
      </ListSection>,
    );
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(section.children).toHaveLength(2);
    expect(container.textContent).toBe('DocumentsNo documents yet.');
  });
});
