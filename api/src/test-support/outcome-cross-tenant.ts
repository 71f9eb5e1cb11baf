import { randomBytes } from 'node:crypto';
import type { Victim } from './cross-tenant-types.js';
import { orderTestJob } from './job-factories.js';
import { setExpectedAssetsMutation } from './reconciliation-factories.js';
import { importTestUnits, unitRow } from './unit-factories.js';

/**
 * The outcome list and its files name a job in their query (`job_id`), not their path: asked
 * with the victim's job, an outsider gets 404 and none of the victim's units.
 */
export async function victimOutcomes(
  victim: Victim,
  route: 'outcomes' | 'outcomes/snipe-it.csv' | 'outcomes/servicenow.csv',
): Promise<{ path: string; content: Buffer }> {
  const job = await orderTestJob(victim.server, victim.token);
  const serial = `XT-OUT-${randomBytes(6).toString('hex')}`;
  await victim.server.graphql({
    query: setExpectedAssetsMutation,
    token: victim.token,
    variables: { job_id: job.id, assets: [{ serial_number: serial, asset_tag: `AT-${serial}` }] },
  });
  await importTestUnits(victim.database, victim.masterId, [
    unitRow({ serial_number: serial, job_number: job.job_number }),
  ]);
  const path = `/api/units/no/${route}?job_id=${job.id}`;
  const own = await fetch(`${victim.server.url}${path}`, {
    headers: { authorization: `Bearer ${victim.token}` },
  });
  const content = Buffer.from(await own.arrayBuffer());
  if (!content.includes(serial)) throw new Error(`The victim's outcomes lack the unit: ${path}`);
  return { path, content };
}
