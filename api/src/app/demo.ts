import type { Database } from '../database/connections.js';
import { seedDemoData, seedDemoUnits } from '../demo/seed.js';
import type { PortalModule } from '../platform/module.js';
import type { CountryCode } from '../shared/countries.js';
import type { ProviderIdentity } from '../shared/documents/provider-identity.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

/**
 * Fills an empty country database with the demo suppliers, users and units, then each module's
 * own demo data in the list's order. False when the country had suppliers already (nothing
 * changed).
 */
export async function seedDemoCountry(
  modules: readonly PortalModule[],
  context: {
    database: Database;
    country: CountryCode;
    storage: ObjectStorage;
    provider: ProviderIdentity;
  },
): Promise<boolean> {
  if (!(await seedDemoData(context.database, context.country))) return false;
  await seedDemoUnits(context.database, context.country);
  for (const module of modules) await module.seedDemo?.(context);
  return true;
}
