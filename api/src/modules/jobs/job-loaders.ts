import type { Database } from '../../database/connections.js';
import { requestLoader } from '../../shared/request-loader.js';
import { openHoldsOfJobs } from './job-holds.js';
import { unitValuesOfJobs } from '../units/service.js';
import { processedUnitsOfJobs } from './job-units.js';
import { attachmentsOfJobs, statusHistoryOfJobs, storageUnitsOfJobs } from './service.js';

// What Job's fields read per job, read once for every job of a request's page (by job id).

export const storageUnitsLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  storageUnitsOfJobs(database, jobIds),
);

export const attachmentsLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  attachmentsOfJobs(database, jobIds),
);

export const statusHistoryLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  statusHistoryOfJobs(database, jobIds),
);

/** processed_units and processed_unit_count share it. */
export const processedUnitsLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  processedUnitsOfJobs(database, jobIds),
);

export const openHoldsLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  openHoldsOfJobs(database, jobIds),
);

export const unitValuesLoader = requestLoader((database: Database, jobIds: readonly string[]) =>
  unitValuesOfJobs(database, jobIds),
);
