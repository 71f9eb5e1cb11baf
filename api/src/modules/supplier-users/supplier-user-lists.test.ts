import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const { adminOfNewSupplier, invite } = supplierUserRequests(() => server);

/**
 * `count` users of the supplier in one statement: `<prefix>-<i>@test.example`, named "First<i>
 * Last<i>" (zero-padded), active, invited and deactivated by i % 3 (0, 1, 2).
 */
async function insertUsers(supplierId: string, prefix: string, count: number) {
  await sql`
    insert into users (supplier_id, email, first_name, last_name, country, status)
    select ${supplierId}, ${prefix} || '-' || lpad(i::text, 5, '0') || '@test.example',
      'First' || lpad(i::text, 5, '0'), 'Last' || lpad(i::text, 5, '0'), 'norway',
      (array['active', 'invited', 'deactivated'])[i % 3 + 1]
    from generate_series(1, ${count}) as i`.execute(database);
}

interface ListedUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  is_admin: boolean;
  has_report_access: boolean;
  language: string;
  last_sign_in_at: string | null;
  invited_at: string | null;
}
interface UserPage {
  users: ListedUser[];
  total: number;
}

const listUsers = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ get_supplier_user_page: UserPage }>({
    query: `query get_supplier_user_page($filter: SupplierUserFilter, $page: Int, $page_size: Int,
      $sort: SupplierUserSort, $direction: SortDirection) {
      get_supplier_user_page(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) {
        users { id email first_name last_name status is_admin has_report_access language
          last_sign_in_at invited_at }
        total
      }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('10,000 users of a supplier', () => {
  let token: string;
  let prefix: string;
  beforeAll(async () => {
    const { token: adminToken, supplierId } = await adminOfNewSupplier();
    token = adminToken;
    prefix = `u${randomUUID().slice(0, 8)}`;
    await insertUsers(supplierId, prefix, 10_000);
  });

  it('pages active, invited, deactivated by name, sorts by any column and filters', async () => {
    const first = (await listUsers(token, { page_size: 100 })).body.data!.get_supplier_user_page;
    // The 10,000 and the admin.
    expect(first.total).toBe(10_001);
    expect(first.users).toHaveLength(100);
    expect(first.users.every((user) => user.status === 'ACTIVE')).toBe(true);
    const last = (await listUsers(token, { page: 101, page_size: 100 })).body.data!
      .get_supplier_user_page;
    expect(last.users).toHaveLength(1);
    expect(last.users[0]!.status).toBe('DEACTIVATED');
    expect(last.users[0]!.first_name).toBe('First09998');

    const byEmail = (
      await listUsers(token, {
        filter: { text: prefix },
        sort: 'email',
        direction: 'DESC',
        page_size: 3,
      })
    ).body.data!.get_supplier_user_page;
    expect(byEmail.users.map((user) => user.email)).toEqual([
      `${prefix}-10000@test.example`,
      `${prefix}-09999@test.example`,
      `${prefix}-09998@test.example`,
    ]);
    const byName = (await listUsers(token, { sort: 'name', page: 2, page_size: 2 })).body.data!
      .get_supplier_user_page;
    expect(byName.users.map((user) => user.first_name)).toEqual(['First00003', 'First00004']);
    // Nobody has signed in: ties keep one order, the same every time.
    const bySignIn = async () =>
      (await listUsers(token, { sort: 'last_sign_in', page: 7, page_size: 5 })).body.data!
        .get_supplier_user_page.users;
    expect(await bySignIn()).toEqual(await bySignIn());

    const filtered = (await listUsers(token, { filter: { text: 'last0999' } })).body.data!
      .get_supplier_user_page;
    expect(filtered.total).toBe(10);
    const byAddress = (await listUsers(token, { filter: { text: `${prefix}-0001` } })).body.data!
      .get_supplier_user_page;
    expect(byAddress.total).toBe(10);
    const literal = (await listUsers(token, { filter: { text: '%' } })).body.data!
      .get_supplier_user_page;
    expect(literal.total).toBe(0);
  });

  it('exports exactly what the filter and order show', async () => {
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await listUsers(token, {
          filter: { text: 'First01' },
          sort: 'email',
          direction: 'DESC',
          page,
          page_size: 100,
        })
      ).body.data!.get_supplier_user_page;
      shown.push(...result.users.map((user) => user.email));
      if (shown.length >= result.total) break;
    }
    expect(shown).toHaveLength(1000);
    const query = 'text=First01&sort=email&direction=DESC&language=en';
    const csv = await (
      await exportOf(token, `/files/no/exports/supplier-users.csv?${query}`)
    ).text();
    const rows = csvRows(csv);
    expect(rows[0]).toBe('Name,E-mail,Status,Administrator,Report access,Last sign-in');
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(shown);

    const xlsx = await exportOf(token, `/files/no/exports/supplier-users.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(shown[0]);
  });

  it('filters by status, with the text and in the export', async () => {
    for (const [status, count] of [
      ['ACTIVE', 3_333 + 1],
      ['INVITED', 3_334],
      ['DEACTIVATED', 3_333],
    ] as const) {
      const page = (await listUsers(token, { filter: { status }, page_size: 100 })).body.data!
        .get_supplier_user_page;
      expect(page.total).toBe(count);
      expect(page.users.every((user) => user.status === status)).toBe(true);
    }
    const invitedMatching = (
      await listUsers(token, {
        filter: { status: 'INVITED', text: 'First01' },
        sort: 'email',
        direction: 'ASC',
        page_size: 100,
      })
    ).body.data!.get_supplier_user_page;
    // i % 3 = 1 among 1000-1999: 1000, 1003, ..., 1999.
    expect(invitedMatching.total).toBe(334);
    const shown = [...invitedMatching.users];
    for (let page = 2; shown.length < invitedMatching.total; page += 1) {
      shown.push(
        ...(
          await listUsers(token, {
            filter: { status: 'INVITED', text: 'First01' },
            sort: 'email',
            direction: 'ASC',
            page,
            page_size: 100,
          })
        ).body.data!.get_supplier_user_page.users,
      );
    }
    const query = 'status=INVITED&text=First01&sort=email&direction=ASC&language=en';
    const rows = csvRows(
      await (await exportOf(token, `/files/no/exports/supplier-users.csv?${query}`)).text(),
    );
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(shown.map((user) => user.email));
    expect(rows.slice(1).every((row) => row.split(',')[2] === 'Invited')).toBe(true);
    expect(
      (await exportOf(token, '/files/no/exports/supplier-users.csv?status=pending')).status,
    ).toBe(400);
    // Not one of the schema's statuses: refused before it runs.
    expect(errorCodeOf(await listUsers(token, { filter: { status: 'PENDING' } }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('is for admins, and shows another supplier’s admin none of these users', async () => {
    const other = await adminOfNewSupplier();
    const page = (await listUsers(other.token, { filter: { text: prefix } })).body.data!
      .get_supplier_user_page;
    expect(page.total).toBe(0);
    const otherCsv = await (
      await exportOf(other.token, `/files/no/exports/supplier-users.csv?text=${prefix}`)
    ).text();
    expect(csvRows(otherCsv)).toHaveLength(1);
    const user = await signIn(server, await createUser(database));
    expect(errorCodeOf(await listUsers(user, {}))).toBe('FORBIDDEN');
    expect((await exportOf(user, '/files/no/exports/supplier-users.csv')).status).toBe(403);
    expect(errorCodeOf(await listUsers(token, { page_size: 101 }))).toBe('BAD_USER_INPUT');
  });
});

describe('an invitation of another supplier’s user’s address in the paged list', () => {
  it('looks, sorts and exports exactly like an invitation of a new address', async () => {
    const { token } = await adminOfNewSupplier();
    const owner = await createUser(database);
    const family = `berg${randomUUID().slice(0, 8)}`;
    const taken = (await invite(token, { email: owner.email, last_name: family })).body.data!
      .invite_supplier_user;
    const fresh = (await invite(token, { email: `${family}@test.example`, last_name: family })).body
      .data!.invite_supplier_user;
    const withoutIdentity = ({ id, email, invited_at, ...rest }: ListedUser) => {
      expect([id, email, invited_at]).not.toContain(null);
      return rest;
    };

    for (const sort of ['status', 'name', 'email', 'last_sign_in']) {
      for (const direction of ['ASC', 'DESC']) {
        const page = (await listUsers(token, { filter: { text: family }, sort, direction })).body
          .data!.get_supplier_user_page;
        expect(page.total).toBe(2);
        const listedTaken = page.users.find((user) => user.id === taken.id)!;
        const listedFresh = page.users.find((user) => user.id === fresh.id)!;
        expect(withoutIdentity(listedTaken)).toEqual(withoutIdentity(listedFresh));
      }
    }

    const csv = await (
      await exportOf(token, `/files/no/exports/supplier-users.csv?text=${family}&language=en`)
    ).text();
    const rows = csvRows(csv).slice(1);
    expect(rows).toHaveLength(2);
    const withoutAddress = (row: string) => row.split(',').toSpliced(1, 1);
    expect(withoutAddress(rows[0]!)).toEqual(withoutAddress(rows[1]!));
    expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(
      [owner.email, `${family}@test.example`].sort(),
    );
  });
});
