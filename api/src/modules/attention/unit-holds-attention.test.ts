import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerTestHold,
  createTestUnit,
  createUnitHold,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

interface Item {
  kind: string;
  status: string;
  target_id: string;
  label: string;
  date: string | null;
  count: number | null;
  overdue_count: number | null;
}

const attentionQuery = `query { get_attention_items {
  items { kind status target_id label date count overdue_count } more { kind count } } }`;

async function holdItems(token: string): Promise<Item[]> {
  const response = await server.graphql<{ get_attention_items: { items: Item[] } }>({
    query: attentionQuery,
    token,
  });
  const answer = response.body.data?.get_attention_items;
  if (!answer) throw new Error(JSON.stringify(response.body.errors));
  return answer.items.filter((item) => item.kind === 'UNITS_ON_HOLD');
}

const dayMs = 24 * 60 * 60 * 1000;

async function heldUnit(supplierId: string, respondBy: Date) {
  const unit = await createTestUnit(database, supplierId);
  return createUnitHold(database, { supplierId, unitId: unit.id, respond_by: respondBy });
}

describe('the attention item of units on hold', () => {
  it('counts the open holds, the overdue ones and the first respond-by, until all are answered', async () => {
    // A user without report access or admin rights: holds are for everyone who sees the units.
    const user = await createUser(database, { has_report_access: false });
    const token = await signIn(server, user);
    expect(await holdItems(token)).toEqual([]);

    const overdueSince = new Date(Date.now() - 2 * dayMs);
    const first = await heldUnit(user.supplier_id, new Date(Date.now() + 3 * dayMs));
    expect(await holdItems(token)).toEqual([
      {
        kind: 'UNITS_ON_HOLD',
        status: 'ON_HOLD',
        target_id: user.supplier_id,
        label: 'unit-holds',
        date: expect.any(String) as string,
        count: 1,
        overdue_count: 0,
      },
    ]);

    const overdue = await heldUnit(user.supplier_id, overdueSince);
    const [item] = await holdItems(token);
    expect(item).toMatchObject({ status: 'OVERDUE', count: 2, overdue_count: 1 });
    expect(item?.date).toBe(overdueSince.toISOString());

    await answerTestHold(database, overdue.id, { state: 'destroy_requested', answeredBy: user.id });
    expect(await holdItems(token)).toEqual([
      expect.objectContaining({ status: 'ON_HOLD', count: 1, overdue_count: 0 }),
    ]);
    await answerTestHold(database, first.id, { note: 'Released in our MDM' });
    expect(await holdItems(token)).toEqual([]);
  });

  it("never counts another supplier's holds", async () => {
    const user = await createUser(database);
    const other = await createUser(database);
    await heldUnit(other.supplier_id, new Date(Date.now() - dayMs));
    expect(await holdItems(await signIn(server, user))).toEqual([]);
    expect(await holdItems(await signIn(server, other))).toEqual([
      expect.objectContaining({ count: 1, overdue_count: 1 }),
    ]);
  });

  it("covers a master account's group, and a company only its own", async () => {
    const {
      master,
      subSuppliers: [first, second],
    } = await createSupplierGroup(database, 2);
    await heldUnit(first!.id, new Date(Date.now() + dayMs));
    await heldUnit(second!.id, new Date(Date.now() - dayMs));
    await heldUnit(master.id, new Date(Date.now() + 2 * dayMs));
    const masterUser = await createUser(database, { supplier_id: master.id });
    const firstUser = await createUser(database, { supplier_id: first!.id });
    expect(await holdItems(await signIn(server, masterUser))).toEqual([
      expect.objectContaining({ status: 'OVERDUE', count: 3, overdue_count: 1 }),
    ]);
    expect(await holdItems(await signIn(server, firstUser))).toEqual([
      expect.objectContaining({ status: 'ON_HOLD', count: 1, overdue_count: 0 }),
    ]);
  });
});
