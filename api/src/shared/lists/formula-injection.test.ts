import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn, signInMutation } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const formula = /^[=+\-@\t\r]/;

/** The cells a spreadsheet makes of a CSV with this separator: quotes honoured, as Excel does. */
function cellsOf(text: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted && character === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (!quoted && (character === separator || character === '\n')) {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += character;
  }
  return [...cells, cell];
}

/** Every cell a formula would start, read with a comma or (Nordic locales) a semicolon list separator. */
function formulaCells(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  return [...cellsOf(text, ','), ...cellsOf(text, ';')].filter((cell) => formula.test(cell));
}

// OWASP's payloads after each separator (and a user agent as a reviewer sent it).
const payloads = ['=SUM(1+2)', '+SUM(1+2)', '-SUM(1+2)', '@SUM(1+2)', '\t=1', '\r=1'].flatMap(
  (start) => [`Nordlys;${start}`, `Nordlys,${start}`, start],
);

describe('exports a user can write into', () => {
  it('never start a cell with a formula in the audit log export, by either separator', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    // A header cannot hold a carriage return; the unit tests of the guard cover that start.
    const userAgents = [
      'Mozilla/5.0;=SUM(1+2);',
      ...payloads.filter((text) => !text.includes('\r')),
    ];
    for (const userAgent of userAgents) {
      // An anonymous, failed sign-in lands the user agent in the admin's log (a colleague per
      // attempt, so the account's own throttle never steps in).
      const colleague = await createUser(server.databases.no, { supplier_id: admin.supplier_id });
      await fetch(`${server.url}/graphql/no`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({
          query: signInMutation,
          variables: { email: colleague.email, password: 'wrong-password-1' },
        }),
      });
    }
    const token = await signIn(server, admin);
    const response = await auditLogRequests(() => server).exportCsv(token, { language: 'no' });
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('Mozilla/5.0;');
    expect(formulaCells(csv)).toEqual([]);
  });

  it('never start a cell with a formula in jobs.csv or jobs.xlsx', async () => {
    const user = await createUser(server.databases.no);
    const token = await signIn(server, user);
    for (const payload of payloads.filter((text) => !/[\t\r]/.test(text))) {
      await orderTestJob(server, token, { company_name: payload, case_reference: payload });
    }
    const headers = { authorization: `Bearer ${token}` };
    const csvResponse = await fetch(`${server.url}/files/no/exports/jobs.csv?language=en`, {
      headers,
    });
    expect(csvResponse.status).toBe(200);
    const csv = await csvResponse.text();
    expect(csv).toContain('Nordlys;');
    expect(formulaCells(csv)).toEqual([]);

    const xlsxResponse = await fetch(`${server.url}/files/no/exports/jobs.xlsx`, { headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer());
    const texts: string[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.formula).toBeUndefined();
        texts.push(cell.text);
      }),
    );
    expect(texts.filter((text) => formula.test(text))).toEqual([]);
  });
});
