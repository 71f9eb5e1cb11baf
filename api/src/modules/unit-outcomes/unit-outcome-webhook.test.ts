import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOutcome } from './outcome-model.js';
import { attachRetirementList, outcomeCustomer } from '../../test-support/outcome-requests.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../test-support/webhook-receiver.js';

let server: TestServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { taskWorkers: true });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

/** A customer whose supplier has an endpoint for the given events. */
async function subscribedCustomer(events: string[]) {
  const customer = await outcomeCustomer(server);
  const endpoint = await createTestWebhookEndpoint(server, customer.adminToken, {
    url: receiver.url,
    events,
  });
  receiver.secrets.push(endpoint.secret);
  return customer;
}

const received = (predicate: (event: ReceivedWebhook) => boolean) =>
  [...receiver.received.values()].filter(predicate);

const storedEventTypes = async (supplierId: string) =>
  (
    await server.databases.no
      .selectFrom('webhook_events')
      .select('type')
      .where('supplier_id', '=', supplierId)
      .execute()
  ).map((event) => event.type);

describe('unit.outcome_recorded', () => {
  it("sends the outcomes recorded, keyed by the register's asset tag and serial number, batched per job", async () => {
    const customer = await subscribedCustomer(['UNIT_OUTCOME_RECORDED']);
    const tag = customer.supplierId.slice(0, 8);
    await attachRetirementList(server, customer, [
      { serial_number: `HOOK-A-${tag}`, asset_tag: `AT-A-${tag}`, device_name: 'LT-A' },
      { serial_number: `HOOK-B-${tag}`, asset_tag: `AT-B-${tag}` },
    ]);
    await importTestUnits(server.databases.no, customer.supplierId, [
      unitRow({ serial_number: `HOOK-A-${tag}`, job_number: customer.job.job_number }),
      unitRow({
        serial_number: `HOOK-B-${tag}`,
        job_number: customer.job.job_number,
        outcome: 'recycled',
        sanitisation_method: 'physical_destruction',
        erasure_standard: '',
        downstream_recycler: 'Metal Recovery AS',
      }),
      // Not completed: no outcome recorded yet.
      unitRow({
        serial_number: `HOOK-C-${tag}`,
        job_number: customer.job.job_number,
        outcome: 'in_process',
        completed_date: '',
      }),
    ]);
    const ofCustomer = (event: ReceivedWebhook) =>
      event.type === 'unit.outcome_recorded' && event.payload.data.job_id === customer.job.id;
    await receiver.waitUntil(() => received(ofCustomer).length >= 1);
    const [event] = received(ofCustomer);
    expect(received(ofCustomer)).toHaveLength(1);
    expect(event?.payload.data.job_number).toBe(customer.job.job_number);
    const units = event?.payload.data.units as UnitOutcome[];
    const bySerial = new Map(units.map((unit) => [unit.serial_number, unit]));
    expect([...bySerial.keys()].sort()).toEqual([`HOOK-A-${tag}`, `HOOK-B-${tag}`]);
    expect(bySerial.get(`HOOK-A-${tag}`)).toMatchObject({
      asset_tag: `AT-A-${tag}`,
      device_name: 'LT-A',
      outcome: 'reused',
      sanitisation_result: 'passed',
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST 800-88 Purge',
      completed_date: '2026-01-20',
      value: null,
    });
    expect(bySerial.get(`HOOK-B-${tag}`)).toMatchObject({
      asset_tag: `AT-B-${tag}`,
      outcome: 'destroyed',
      recycler: 'Metal Recovery AS',
    });
    // No endpoint of this supplier wants units.completed: nothing of it is stored or sent.
    expect(await storedEventTypes(customer.supplierId)).toEqual(['unit.outcome_recorded']);
  });

  it('costs nothing for a supplier whose endpoints want only units.completed', async () => {
    const customer = await subscribedCustomer(['UNITS_COMPLETED']);
    await importTestUnits(server.databases.no, customer.supplierId, [
      unitRow({ job_number: customer.job.job_number }),
    ]);
    await receiver.waitUntil(
      () =>
        received(
          (event) =>
            event.type === 'units.completed' && event.payload.data.job_id === customer.job.id,
        ).length === 1,
    );
    expect(await storedEventTypes(customer.supplierId)).toEqual(['units.completed']);
  });
});
