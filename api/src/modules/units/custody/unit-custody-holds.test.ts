import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitWithCarriers } from '../../../test-support/custody-factories.js';
import { createUser } from '../../../test-support/factories.js';
import { pdfPageTexts, squeezed } from '../../../test-support/pdf-text.js';
import { signIn } from '../../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { answerTestHold, createUnitHold } from '../../../test-support/unit-hold-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const holdFields = 'id reason note state placed_at respond_by answered_at answered_by answer_note';
const unitQuery = `query get_unit($id: ID!) {
  get_unit(id: $id) { id hold { ${holdFields} } holds { ${holdFields} } }
}`;

interface Hold {
  id: string;
  reason: string;
  note: string | null;
  state: string;
  placed_at: string;
  respond_by: string;
  answered_at: string | null;
  answered_by: string | null;
  answer_note: string | null;
}

describe("a unit's processing holds in its chain of custody", () => {
  it('lists each hold placed and answered, the latest as the hold, and the certificate tells them', async () => {
    const database = server.databases.no;
    const user = await createUser(database, {
      language: 'en',
      first_name: 'Kari',
      last_name: 'Nordmann',
    });
    const token = await signIn(server, user);
    const unit = await createUnitWithCarriers(database, { supplierId: user.supplier_id });
    const unitId = unit.id;
    const ask = async () =>
      (
        await server.graphql<{ get_unit: { hold: Hold | null; holds: Hold[] } }>({
          query: unitQuery,
          variables: { id: unitId },
          token,
        })
      ).body.data?.get_unit;
    expect(await ask()).toMatchObject({ hold: null, holds: [] });

    const supplierId = user.supplier_id;
    const first = await createUnitHold(database, {
      supplierId,
      unitId,
      reason: 'mdm_enrolment',
      note: 'Enrolled in Intune',
      placed_at: new Date('2026-03-02T08:00:00Z'),
      respond_by: new Date('2026-03-09T08:00:00Z'),
    });
    await answerTestHold(database, first.id, {
      answeredBy: user.id,
      note: 'Released in our MDM',
      answeredAt: new Date('2026-03-03T10:30:00Z'),
    });
    const second = await createUnitHold(database, {
      supplierId,
      unitId,
      reason: 'firmware_password',
      note: 'BIOS password set',
      placed_at: new Date('2026-03-04T08:00:00Z'),
      respond_by: new Date('2026-03-11T08:00:00Z'),
    });

    const open = await ask();
    expect(open?.holds).toEqual([
      {
        id: first.id,
        reason: 'mdm_enrolment',
        note: 'Enrolled in Intune',
        state: 'released',
        placed_at: '2026-03-02T08:00:00.000Z',
        respond_by: '2026-03-09T08:00:00.000Z',
        answered_at: '2026-03-03T10:30:00.000Z',
        answered_by: 'Kari Nordmann',
        answer_note: 'Released in our MDM',
      },
      expect.objectContaining({ id: second.id, state: 'open', answered_at: null }),
    ]);
    expect(open?.hold).toMatchObject({ id: second.id, reason: 'firmware_password' });

    const certificateText = async () => {
      const response = await fetch(`${server.url}/files/no/units/${unitId}/certificate.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      return squeezed((await pdfPageTexts(pdf)).join('\n'));
    };
    const waiting = await certificateText();
    expect(waiting).toContain('Processing holds');
    expect(waiting).toContain("Held 2 Mar 2026, 09:00: Enrolled in the customer's MDM");
    expect(waiting).toContain('Released by Kari Nordmann 3 Mar 2026, 11:30');
    expect(waiting).toContain("Customer's note: Released in our MDM");
    expect(waiting).toContain('A BIOS, UEFI or firmware password is set');
    expect(waiting).toContain("Waiting for the customer's answer (due 11 Mar 2026, 09:00)");

    // Answered by a user since removed: the answer stays, by "the customer".
    await answerTestHold(database, second.id, {
      state: 'destroy_requested',
      answeredAt: new Date('2026-03-05T12:00:00Z'),
    });
    const answered = await ask();
    expect(answered?.hold).toMatchObject({
      id: second.id,
      state: 'destroy_requested',
      answered_by: null,
    });
    expect(await certificateText()).toContain(
      'Destruction requested by the customer 5 Mar 2026, 13:00',
    );
  });
});
