import { randomBytes } from 'node:crypto';
import { addDays, todayInBusinessTimeZone } from '../shared/local-dates.js';
import type { Victim } from './cross-tenant-types.js';
import { orderTestJob } from './job-factories.js';
import { uploadExpectedAssets } from './reconciliation-factories.js';
import { importTestUnits, unitRow } from './unit-factories.js';
import { insertTestHold } from './unit-hold-factories.js';

/**
 * A route for the provider's systems (a provider key of the path's country): a user's token,
 * even the victim's own, or another country's key changes nothing and reveals nothing.
 */
export interface RestProviderCase {
  /** POST unless said. */
  method?: 'GET';
  /**
   * The victim's path and a body that would change the victim's data; `hidden`, what of the
   * victim's no refused or other country's answer may contain.
   */
  prepare(victim: Victim): ProviderAttempt | Promise<ProviderAttempt>;
  /** The Danish key's answer at /dk/ (200: nothing of the victim there; 404: no such job). */
  otherCountryStatus?: 200 | 404;
}

interface ProviderAttempt {
  path: string;
  body?: unknown;
  hidden?: string;
}

/** Every route under /api/provider/ must be here: the test lists the server's routes. */
export const restProviderCases: Record<string, RestProviderCase> = {
  'POST /api/provider/:country/unit-events': {
    prepare: (victim) => ({
      path: '/api/provider/no/unit-events',
      body: {
        events: [
          {
            event_id: `cross-${randomBytes(8).toString('hex')}`,
            type: 'received',
            occurred_at: '2026-03-02T08:00:00Z',
            supplier_id: victim.masterId,
            serial_number: 'CROSS-1',
            category: 'laptop',
            sanitisation_method: 'software_erasure',
          },
        ],
      },
    }),
  },
  'POST /api/provider/:country/expected-asset-resolutions': {
    // The victim's pickup has a missing asset (nothing received): resolving it is a change.
    prepare: async (victim) => ({
      path: '/api/provider/no/expected-asset-resolutions',
      body: {
        resolutions: [
          {
            job: (await victimPickupWithMissingAsset(victim)).job_number,
            serial_number: 'VICTIM-1',
            resolution: 'confirmed_missing',
            note: 'An outsider says so.',
          },
        ],
      },
    }),
  },
  // Factors belong to the country's method, not to a customer: a user's token (even the victim's)
  // or another country's key must add none.
  'POST /api/provider/:country/co2-factors': {
    prepare: () => ({
      path: '/api/provider/no/co2-factors',
      body: {
        factors: [
          {
            category: 'other',
            manufacturer: 'Cross',
            model: `Tenant ${randomBytes(8).toString('hex')}`,
            valid_from: addDays(todayInBusinessTimeZone(), 1),
            kg_co2e: 10,
            kg_co2e_low: 5,
            kg_co2e_high: 15,
            source: 'Cross-tenant test',
            source_year: 2026,
          },
        ],
      },
    }),
  },
  // Equivalents belong to the country too. The Danish key's own call adds one: far in the
  // future, so no other test's period reaches it.
  'POST /api/provider/:country/co2-equivalents': {
    prepare: () => ({
      path: '/api/provider/no/co2-equivalents',
      body: {
        equivalents: [
          {
            equivalent: 'spruce_forest_hectares',
            valid_from: '2199-12-31',
            per_ton_co2e: 0.2,
            source: 'Cross-tenant test',
            source_year: 2026,
          },
        ],
      },
    }),
  },
  // The provider's job routes name a job of the victim by its id (a job number repeats across
  // countries): the Danish key finds no such job at /dk/.
  'GET /api/provider/:country/jobs': {
    method: 'GET',
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      return { path: `/api/provider/no/jobs?supplier_id=${victim.masterId}`, hidden: job.id };
    },
  },
  'GET /api/provider/:country/unit-holds': {
    method: 'GET',
    prepare: async (victim) => ({
      path: '/api/provider/no/unit-holds?limit=500',
      hidden: await insertTestHold(victim.database, victim.subSupplierId),
    }),
  },
  'GET /api/provider/:country/jobs/:job': {
    method: 'GET',
    otherCountryStatus: 404,
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      return { path: `/api/provider/no/jobs/${job.id}`, hidden: job.job_number };
    },
  },
  'POST /api/provider/:country/jobs/:job/status': {
    otherCountryStatus: 404,
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      return { path: `/api/provider/no/jobs/${job.id}/status`, body: { status: 'COMPLETED' } };
    },
  },
  'POST /api/provider/:country/jobs/:job/seals': {
    otherCountryStatus: 404,
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      return { path: `/api/provider/no/jobs/${job.id}/seals`, body: { seals: ['CROSS-1'] } };
    },
  },
  'POST /api/provider/:country/jobs/:job/units': {
    otherCountryStatus: 404,
    prepare: async (victim) => {
      const job = await orderTestJob(victim.server, victim.token);
      const serial = `VICTIM-${randomBytes(6).toString('hex').toUpperCase()}`;
      await importTestUnits(victim.database, victim.masterId, [
        unitRow({ serial_number: serial, job_number: '' }),
      ]);
      return {
        path: `/api/provider/no/jobs/${job.id}/units`,
        body: { serial_numbers: [serial] },
      };
    },
  },
};

async function victimPickupWithMissingAsset(victim: Victim): Promise<{ job_number: string }> {
  const job = await orderTestJob(victim.server, victim.token);
  await uploadExpectedAssets(
    victim.server,
    victim.token,
    { name: 'list.csv', bytes: 'Serial\nVICTIM-1\n' },
    { jobId: job.id },
  );
  return job;
}
