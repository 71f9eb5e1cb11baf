import type { ActAsVictim, Victim } from './cross-tenant-types.js';
import { createSupplierGroup, createUser } from './factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';

/** A victim group (master + sub-supplier) with an admin who may see and do everything there. */
export async function createVictim(
  server: TestServer,
): Promise<{ victim: Victim; actAsVictim: ActAsVictim }> {
  const database = server.databases.no;
  const { master, subSuppliers } = await createSupplierGroup(database, 1);
  await database
    .updateTable('suppliers')
    .set({ can_upload: true })
    .where('id', '=', master.id)
    .execute();
  const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
  const token = await signIn(server, admin);
  const actAsVictim: ActAsVictim = async <Data>(
    document: string,
    variables: Record<string, unknown>,
  ) => {
    const response = await server.graphql<Data>({ query: document, variables, token });
    if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data;
  };
  return {
    victim: {
      server,
      token,
      database,
      masterId: master.id,
      subSupplierId: subSuppliers[0]!.id,
      adminUserId: admin.id,
    },
    actAsVictim,
  };
}
