import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { createJobsUser } from './jobs-user';
import { createProviderKey, supplierIdOf } from './provider-key';
import { setUserLanguage } from './report-list-supplier';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

/**
 * A user (in `language`) of a supplier of their own whose units the provider reported through
 * the unit events, as its systems would: in the last six months three laptops reused and one
 * desktop recycled, in the six months before two laptops reused. Against the previous period
 * the dashboard shows 50 % more reused units and one more recycled.
 */
export async function createFiguresSupplier(
  request: APIRequestContext,
  email: string,
  options: { language: string; admin?: boolean },
): Promise<void> {
  const tag = `FIG${randomInt(10_000_000, 99_999_999)}`;
  await createJobsUser(email, `Figures ${tag} AS`, { admin: options.admin });
  await setUserLanguage(email, options.language);
  const units = [
    ...[1, 2, 3].map((index) => ({ index, category: 'laptop', outcome: 'reused', day: 10 })),
    { index: 4, category: 'desktop', outcome: 'recycled', day: 40 },
    ...[5, 6].map((index) => ({ index, category: 'laptop', outcome: 'reused', day: 250 })),
  ];
  const supplierId = await supplierIdOf(email);
  const events = units.flatMap(({ index, category, outcome, day }) => {
    const common = { supplier_id: supplierId, serial_number: `${tag}-${index}` };
    return [
      {
        ...common,
        event_id: `${tag}-received-${index}`,
        type: 'received',
        occurred_at: daysAgo(day + 5),
        category,
        sanitisation_method: 'software_erasure',
      },
      {
        ...common,
        event_id: `${tag}-completed-${index}`,
        type: 'completed',
        occurred_at: daysAgo(day),
        outcome,
        ...(outcome === 'recycled' ? { downstream_recycler: 'Stena Recycling AS' } : {}),
      },
    ];
  });
  const key = await createProviderKey(`E2E figures ${tag}`);
  const sent = await request.post(`${process.env.E2E_BASE_URL}/api/provider/no/unit-events`, {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(await sent.json()).toMatchObject({ applied: events.length });
}
