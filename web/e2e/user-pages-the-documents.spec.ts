import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { watchRequests } from './support/quiet-network';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const htmlLanguage = { da: 'da', en: 'en', fi: 'fi', no: 'nb', se: 'sv' } as const;

/**
 * A supplier of its own with a user (the demo password, English) and 25 documents of its own:
 * "<prefix> Guide <i>" (two digits) with a title kept in every other language ("<prefix>
 * Vejledning <i>" in Danish, ...), the even ones user guides, the odd ones about us.
 */
async function supplierWithDocuments(email: string, prefix: string): Promise<void> {
  await withTestDatabase(async (client) => {
    const supplierId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company) values ($1) returning id`,
        [`Documents ${prefix} AS`],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
         is_admin, has_report_access, password_hash, registered_at)
       select $1, $2, 'Dora', 'Documents', 'norway', 'active', 'en', false, false, password_hash,
         now()
       from users where email = 'admin@demo.no'`,
      [supplierId, email],
    );
    await client.query(
      `insert into documents (supplier_id, document_key, category, title, title_translations,
         language, extension, content_type, file_name, storage_name, size_bytes, sha256)
       select $1, lower($2) || '-' || i,
         case when i % 2 = 0 then 'user_guides' else 'about' end,
         $2 || ' Guide ' || lpad(i::text, 2, '0'),
         jsonb_build_object('da', $2 || ' Vejledning ' || lpad(i::text, 2, '0'),
           'fi', $2 || ' Opas ' || lpad(i::text, 2, '0'),
           'no', $2 || ' Veiledning ' || lpad(i::text, 2, '0'),
           'se', $2 || ' Vägledning ' || lpad(i::text, 2, '0')),
         null, 'PDF', 'application/pdf', 'guide.pdf', gen_random_uuid() || '.pdf', 1000 + i,
         md5(i::text) || md5(i::text)
       from generate_series(1, 25) as i`,
      [supplierId, prefix],
    );
  });
}

test('[USER] pages, sorts, filters, shares and exports the documents, titles in their language', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `documents-${unique()}@demo.no`;
  const prefix = `Dl${unique()}`;
  await supplierWithDocuments(email, prefix);
  const { context, page } = await signedInPage(browser, request, email);
  const waitForQuiet = watchRequests(page);

  await page.goto(`/documents?q=${prefix}`);
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 25 rows');
  const table = page.getByRole('table', { name: 'Documents and their files' });
  const titles = table.getByRole('rowheader');

  // By title with the keyboard: A to Z, then Z to A, then the next page.
  const titleHeader = table.getByRole('columnheader', { name: /Title/ });
  await titleHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(titles.first()).toHaveText(`${prefix} Guide 01`);
  await page.keyboard.press('Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(titles.first()).toHaveText(`${prefix} Guide 25`);
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(count).toHaveText('Showing 21-25 of 25 rows');
  await expect(titles).toHaveText([5, 4, 3, 2, 1].map((i) => `${prefix} Guide 0${i}`));
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(
    other.getByRole('table', { name: 'Documents and their files' }).getByRole('rowheader'),
  ).toHaveCount(5);
  await other.close();

  // The group filter, in the address; the export holds exactly the rows shown.
  await page.getByRole('combobox', { name: 'Group' }).selectOption('user_guides');
  await expect(count).toHaveText('Showing 1-12 of 12 rows');
  expect(page.url()).toContain('category=user_guides');
  const shown = await titles.allTextContents();
  expect(shown).toEqual(
    [24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2].map(
      (i) => `${prefix} Guide ${String(i).padStart(2, '0')}`,
    ),
  );
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(/^documents-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Title,Group,File type,Size (bytes),Updated');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);

  // In Danish the titles and the search are the Danish ones.
  await setUserLanguage(email, 'da');
  await page.goto(`/documents?q=${encodeURIComponent(`${prefix} Vejledning 1`)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.locator('main table').getByRole('rowheader')).toHaveText(
    // In the groups' order: about us (the odd ones), then user guides.
    [11, 13, 15, 17, 19, 10, 12, 14, 16, 18].map((i) => `${prefix} Vejledning ${i}`),
    { useInnerText: true },
  );

  // No accessibility violations in any language, with the list sorted and filtered.
  const found: { language: string; rule: string }[] = [];
  for (const language of languages) {
    await setUserLanguage(email, language);
    await page.goto(`/documents?q=${prefix}&sort=title&dir=DESC&category=about`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLanguage[language]);
    await expect(page.locator('main table tbody tr')).toHaveCount(13);
    await waitForQuiet();
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.map((violation) => ({ language, rule: violation.id })));
  }
  expect(found).toEqual([]);
  await context.close();
});
