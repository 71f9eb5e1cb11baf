import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { pdfPageTexts, squeezed } from '../../test-support/pdf-text.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { seedDemoSettlements } from './demo-seed.js';

let server: TestServer;
beforeAll(async () => {
  // Own databases (task workers): the demo seed covers every top-level supplier it finds.
  server = await startTestServer(
    {
      PROVIDER_LEGAL_NAME: 'Greentech Gjenvinning AS',
      PROVIDER_DK_LEGAL_NAME: 'Greentech Genbrug ApS',
      PROVIDER_DK_ADDRESS: 'Havnegade 3, 8000 Aarhus',
      PROVIDER_DK_ORGANISATION_NUMBER: 'CVR DK 12 34 56 78',
    },
    { taskWorkers: true },
  );
});
afterAll(() => server.close());

describe('the demo settlements’ PDFs, downloaded as a customer does', () => {
  it('are on the letterhead, in Danish, with Danish money, a totals row and a due date', async () => {
    const database = server.databases.dk;
    const supplier = await createSupplier(database, {
      company: 'Aarhus Byg A/S',
      address: 'Skolegade 7',
      zip: '8000',
      city: 'Aarhus C',
      org_number: 'DK 12345678',
    });
    const user = await createUser(database, { supplier_id: supplier.id, language: 'da' });
    expect(await seedDemoSettlements(database, 'dk', server.storage, server.config.provider)).toBe(
      10,
    );
    const settlement = await database
      .selectFrom('settlements')
      .select(['id', 'settlement_number', 'net_amount'])
      .where('supplier_id', '=', supplier.id)
      .where('period_type', '=', 'monthly')
      .orderBy('period_start', 'desc')
      .executeTakeFirstOrThrow();

    const token = await signIn(server, user, 'dk');
    const response = await fetch(`${server.url}/files/dk/settlements/${settlement.id}/document`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const pages = await pdfPageTexts(Buffer.from(await response.arrayBuffer()));
    const text = squeezed(pages.join('\n'));
    expect(text).toContain('Greentech Genbrug ApS');
    // From the Danish company, the country named in Danish; nothing of the Norwegian one.
    expect(text).toContain('Havnegade 3, 8000 Aarhus, Danmark · Virksomhedsnr. CVR DK 12 34 56 78');
    expect(text).not.toMatch(/Gjenvinning|Oslo|Norge|Norway/);
    expect(text).toContain(`Afregning ${settlement.settlement_number}`);
    // The provider's line texts are Danish in a Danish settlement, wrapped whole, never cut short.
    expect(text).toMatch(/Bærbare computere, klassificeret\s[^\n]*\n\s*og videresolgt/);
    expect(text).not.toContain('…');
    for (const line of [
      'Aarhus Byg A/S',
      'Skolegade 7',
      '8000 Aarhus C',
      'Virksomhedsnr. DK 12345678',
    ]) {
      expect(text).toContain(line);
    }
    // Intl's Danish format: a point between thousands, a decimal comma, "kr." after.
    const net = squeezed(
      new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(
        Number(settlement.net_amount),
      ),
    );
    expect(net).toMatch(/^[\d.]+,\d\d kr\.$/);
    const totals = text.split('\n').find((line) => line.trim().startsWith('I alt'));
    expect(totals).toMatch(/^ ?I alt [\d.]+ [\d.]+,\d\d kr\. [\d.]+,\d\d kr\. /);
    expect(totals?.trim().endsWith(net)).toBe(true);
    expect(text).toContain('FORFALDSDATO');
    expect(text).toContain('Side 1 af 1');

    // An English reader of the same Danish settlement reads it in English, lines and all.
    const englishReader = await createUser(database, { supplier_id: supplier.id, language: 'en' });
    const englishToken = await signIn(server, englishReader, 'dk');
    const english = await fetch(`${server.url}/files/dk/settlements/${settlement.id}/document`, {
      headers: { authorization: `Bearer ${englishToken}` },
    });
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toContain(
      `Settlement ${settlement.settlement_number}.pdf`,
    );
    const englishText = squeezed(
      (await pdfPageTexts(Buffer.from(await english.arrayBuffer()))).join('\n'),
    );
    expect(englishText).toContain(`Settlement ${settlement.settlement_number}`);
    expect(englishText).toContain('Greentech Genbrug ApS');
    expect(englishText).toContain('Havnegade 3, 8000 Aarhus, Denmark');
    expect(englishText).toContain('Laptops, graded and resold');
    expect(englishText).toMatch(/^ ?Total [\d,]+ DKK/m);
    expect(englishText).toContain('DUE DATE');
    expect(englishText).not.toMatch(/Afregning|klassificeret|Bærbare|I alt|Side 1/);

    // The page's lines too: the provider's texts in the reader's language.
    const linesResponse = await server.graphql<{
      get_settlement_lines: { lines: { description: string; category: string }[] };
    }>({
      country: 'dk',
      token: englishToken,
      query: `{ get_settlement_lines(settlement_id: "${settlement.id}") { lines { description category } } }`,
    });
    const lines = linesResponse.body.data?.get_settlement_lines.lines ?? [];
    expect(lines[0]).toEqual({ description: 'Laptops, graded and resold', category: 'Laptops' });
  });
});
