import type { Database } from '../database/connections.js';
import type { CountryCode } from '../shared/countries.js';
import type { ProviderIdentity } from '../shared/documents/provider-identity.js';
import { seedDemoAgreements } from '../modules/departments/demo-seed.js';
import { seedDemoDocuments } from '../modules/documents/demo-seed.js';
import { seedDemoSettlements } from '../modules/settlements/demo-seed.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

/** Demo documents, agreements and settlements of a freshly seeded country. */
export async function seedDemoContent(
  database: Database,
  country: CountryCode,
  storage: ObjectStorage,
  provider: ProviderIdentity,
): Promise<void> {
  await seedDemoDocuments(database, country, storage);
  await seedDemoAgreements(database, country, storage);
  await seedDemoSettlements(database, country, storage, provider);
}
