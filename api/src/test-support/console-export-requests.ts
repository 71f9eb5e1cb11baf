import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { CountryCode } from '../shared/countries.js';
import { createUser } from './factories.js';
import { signIn } from './sign-in.js';
import { createTestStaff, signInStaff } from './staff-factories.js';
import type { TestServer } from './test-server.js';

/** GET a console export (a path under /api/console/<country>/exports/) with a token, or none. */
export function consoleExport(server: TestServer, path: string, token?: string) {
  return fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A CSV's rows as cells, quotes taken off: a quoted cell may hold commas, doubled quotes and line
 * breaks (a published source's text has commas).
 */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n$/, '');
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  rows.push([...row, cell]);
  return rows;
}

/** An export's CSV as rows of cells; fails with the answer's body when it is not a file. */
export async function consoleCsv(server: TestServer, path: string, token: string) {
  const response = await consoleExport(server, path, token);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/attachment/);
  return csvRows(text);
}

/** An export's XLSX first sheet as rows of cell texts. */
export async function consoleXlsx(server: TestServer, path: string, token: string) {
  const response = await consoleExport(server, path, token);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      cells.push(cell.value instanceof Date ? cell.value.toISOString() : cell.text);
    });
    rows.push(cells);
  });
  return { name: sheet.name, rows };
}

/** Every page of a console list (page_size 100), in the list's order. */
export async function allConsolePages<Item>(
  read: (page: number) => Promise<{ items: Item[]; total: number }>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const result = await read(page);
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) return items;
  }
}

/**
 * Who is refused an export at /api/console/no/...: nobody signed in, a customer's admin (no
 * console session) and Norway's path with a Danish console session all get 401 without a file.
 */
export async function expectConsoleExportRefusals(server: TestServer, path: string) {
  const customer = await signIn(server, await createUser(server.databases.no, { is_admin: true }));
  const danishStaff = await staffSession(server, 'administrator', 'dk');
  for (const token of [undefined, customer, danishStaff]) {
    const response = await consoleExport(server, path, token);
    expect(response.status, path).toBe(401);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }
}

/** A console session of a new staff member of the role and country. */
export async function staffSession(
  server: TestServer,
  role: 'administrator' | 'account_manager' | 'support',
  country: CountryCode = 'no',
  language = 'en',
) {
  return signInStaff(server, await createTestStaff(server, { role, country, language }));
}
