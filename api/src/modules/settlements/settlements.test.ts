import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { createSettlement } from '../../test-support/settlement-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addSettlement, changeSettlementStatus } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settlementsQuery = `query get_settlements($type: SettlementListType!) {
  get_settlements(type: $type) {
    currency csv_path
    totals { count resale_value service_costs net_amount }
    settlements {
      id settlement_number company period_type period_start period_end currency
      resale_value service_costs net_amount status
      lines { position description quantity resale_value service_costs net_amount }
      document { file_name extension size path }
    }
  }
}`;

interface SettlementResult {
  id: string;
  settlement_number: string;
  company: string;
  period_type: string;
  period_start: string;
  period_end: string;
  currency: string;
  net_amount: string;
  status: string;
  lines: { position: number; net_amount: string }[];
  document: { file_name: string; extension: string; size: number; path: string } | null;
}
interface ListResult {
  get_settlements: {
    currency: string;
    csv_path: string;
    totals: { count: number; resale_value: string; service_costs: string; net_amount: string };
    settlements: SettlementResult[];
  };
}

const location = () => ({ storage: server.storage });

const list = (token: string, type: string, country: 'no' | 'dk' | 'se' = 'no') =>
  server.graphql<ListResult>({ query: settlementsQuery, variables: { type }, token, country });

const get = (pathName: string, token?: string) =>
  fetch(`${server.url}${pathName}`, { headers: { authorization: token ? `Bearer ${token}` : '' } });

describe('get_settlements', () => {
  it('lists a tab with lines, amounts, totals and the PDF', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const september = await createSettlement(database, location(), {
      supplierId: supplier.id,
      periodStart: '2026-09-01',
    });
    await createSettlement(database, location(), {
      supplierId: supplier.id,
      periodStart: '2026-10-01',
      lines: [{ description: 'Phones', quantity: 3, resaleValue: '900', serviceCosts: '100' }],
    });
    await createSettlement(database, location(), {
      supplierId: supplier.id,
      periodType: 'quarterly',
      periodStart: '2026-07-01',
    });
    const token = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, has_report_access: true }),
    );

    const monthly = (await list(token, 'monthly')).body.data!.get_settlements;

    expect(monthly.currency).toBe('NOK');
    expect(monthly.settlements.map((row) => row.period_start)).toEqual([
      '2026-10-01',
      '2026-09-01',
    ]);
    const row = monthly.settlements[1]!;
    expect(row).toMatchObject({
      id: september.id,
      company: supplier.company,
      period_end: '2026-09-30',
      currency: 'NOK',
      net_amount: '13840.25',
      status: 'unpaid',
      document: { extension: 'PDF', size: 15 },
    });
    expect(row.lines.map((line) => line.net_amount)).toEqual(['13200.00', '640.25']);
    expect(monthly.totals).toEqual({
      count: 2,
      resale_value: '16900.50',
      service_costs: '2260.25',
      net_amount: '14640.25',
    });
    expect(monthly.csv_path).toBe('/files/no/settlements.csv?type=monthly');
    expect((await list(token, 'quarterly')).body.data!.get_settlements.totals.count).toBe(1);

    await changeSettlementStatus(database, september.settlement_number, 'paid');
    const paid = (await list(token, 'paid')).body.data!.get_settlements.settlements;
    expect(paid.map((settlement) => settlement.id)).toEqual([september.id]);
    expect((await list(token, 'unpaid')).body.data!.get_settlements.totals.count).toBe(2);
  });

  it('settles in the country’s currency', async () => {
    const supplier = await createSupplier(server.databases.se);
    await createSettlement(
      server.databases.se,
      { ...location(), country: 'se' },
      { supplierId: supplier.id },
    );
    const token = await signIn(
      server,
      await createUser(server.databases.se, {
        supplier_id: supplier.id,
        has_report_access: true,
        country: 'sweden',
      }),
      'se',
    );
    const result = (await list(token, 'monthly', 'se')).body.data!.get_settlements;
    expect(result.currency).toBe('SEK');
    expect(result.settlements[0]?.currency).toBe('SEK');
  });

  it('shows a master account its group’s settlements and nobody else’s', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const stranger = await createSupplier(database);
    const own = await createSettlement(database, location(), { supplierId: subSuppliers[0]!.id });
    const foreign = await createSettlement(database, location(), { supplierId: stranger.id });

    const masterToken = await signIn(
      server,
      await createUser(database, { supplier_id: master.id, has_report_access: true }),
    );
    const ids = (await list(masterToken, 'monthly')).body.data!.get_settlements.settlements.map(
      (row) => row.id,
    );
    expect(ids).toEqual([own.id]);

    const subToken = await signIn(
      server,
      await createUser(database, { supplier_id: subSuppliers[0]!.id, has_report_access: true }),
    );
    expect(
      (await list(subToken, 'monthly')).body.data!.get_settlements.settlements.map((row) => row.id),
    ).toEqual([own.id]);

    const strangerToken = await signIn(
      server,
      await createUser(database, { supplier_id: stranger.id, has_report_access: true }),
    );
    expect(
      (await list(strangerToken, 'monthly')).body.data!.get_settlements.settlements.map(
        (row) => row.id,
      ),
    ).toEqual([foreign.id]);
    // Nor in the stranger's CSV, nor the other's PDF, nor from another country's endpoint.
    const strangerCsv = await (
      await get('/files/no/settlements.csv?type=monthly', strangerToken)
    ).text();
    expect(strangerCsv).toContain(foreign.settlement_number);
    expect(strangerCsv).not.toContain(own.settlement_number);
    expect((await get(`/files/no/settlements/${own.id}/document`, strangerToken)).status).toBe(404);
    expect((await get(`/files/no/settlements/${own.id}/document`, masterToken)).status).toBe(200);
    const danishToken = await signIn(
      server,
      await createUser(server.databases.dk, { has_report_access: true, country: 'denmark' }),
      'dk',
    );
    expect((await get(`/files/dk/settlements/${own.id}/document`, danishToken)).status).toBe(404);
  });

  it('is refused on the server without report access, for the list, the CSV and the PDF', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const settlement = await createSettlement(database, location(), { supplierId: supplier.id });
    const token = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, has_report_access: false }),
    );

    expect(errorCodeOf(await list(token, 'monthly'))).toBe('FORBIDDEN');
    expect((await get('/files/no/settlements.csv?type=monthly', token)).status).toBe(403);
    expect((await get(`/files/no/settlements/${settlement.id}/document`, token)).status).toBe(403);
    expect((await get('/files/no/settlements.csv?type=monthly')).status).toBe(401);
    expect(
      errorCodeOf(await server.graphql({ query: settlementsQuery, variables: { type: 'paid' } })),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('settlement files', () => {
  it('sends the PDF with its name, and the CSV of exactly the tab shown', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database, { company: 'Fjord "Kraft" AS' });
    const monthly = await createSettlement(database, location(), {
      supplierId: supplier.id,
      pdfContent: Buffer.from('%PDF-1.4\n% settlement\n%%EOF\n'),
      pdfFileName: 'Settlement 2026-09.pdf',
    });
    const yearly = await createSettlement(database, location(), {
      supplierId: supplier.id,
      periodType: 'yearly',
      periodStart: '2025-01-01',
    });
    const token = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, has_report_access: true }),
    );

    const pdf = await get(`/files/no/settlements/${monthly.id}/document`, token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('filename="Settlement 2026-09.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('% settlement');

    const csv = await get('/files/no/settlements.csv?type=monthly', token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename=settlements-monthly.csv',
    );
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'settlement_number,company,period_type,period_start,period_end,status,currency,resale_value,service_costs,net_amount',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(
      `"${monthly.settlement_number}","Fjord ""Kraft"" AS","monthly","2026-09-01","2026-09-30","unpaid","NOK","16000.50","2160.25","13840.25"`,
    );
    expect(rows.join('\n')).not.toContain(yearly.settlement_number);
    expect((await get('/files/no/settlements.csv?type=weekly', token)).status).toBe(400);
  });
});

describe('addSettlement and changeSettlementStatus', () => {
  it('refuses bad periods, lines and files, and stores nothing then', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const base = {
      supplierId: supplier.id,
      settlementNumber: `BAD-${Date.now()}`,
      periodType: 'quarterly' as const,
      periodStart: '2026-07-01',
      lines: [{ description: 'Laptops', quantity: 1, resaleValue: '10', serviceCosts: '1' }],
    };
    const place = { ...location(), country: 'no' as const };
    await expect(
      addSettlement(database, place, { ...base, periodStart: '2026-08-01' }),
    ).rejects.toThrow(
      'A quarterly period starts on the first day of January, April, July or October (YYYY-MM-DD).',
    );
    await expect(
      addSettlement(database, place, {
        ...base,
        lines: [{ ...base.lines[0]!, resaleValue: '12.345' }],
      }),
    ).rejects.toThrow('Line 1: "12.345" is not an amount.');
    await expect(addSettlement(database, place, { ...base, lines: [] })).rejects.toThrow(
      'A settlement needs lines.',
    );
    await expect(
      addSettlement(database, place, { ...base, pdfContent: Buffer.from('<html>') }),
    ).rejects.toThrow('The file is not a PDF.');
    const stored = await database
      .selectFrom('settlements')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('moves the status on only: unpaid -> paid -> settled', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const settlement = await createSettlement(database, location(), { supplierId: supplier.id });
    expect(
      await changeSettlementStatus(database, settlement.settlement_number, 'paid'),
    ).toMatchObject({
      previous: 'unpaid',
    });
    await expect(
      changeSettlementStatus(database, settlement.settlement_number, 'unpaid'),
    ).rejects.toThrow(/is paid; it can only move on/);
    await changeSettlementStatus(database, settlement.settlement_number, 'settled');
    await expect(changeSettlementStatus(database, 'NO-SUCH', 'paid')).rejects.toThrow(
      'No settlement NO-SUCH.',
    );
  });
});
