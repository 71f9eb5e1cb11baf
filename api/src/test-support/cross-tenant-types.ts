import type { Database } from '../database/connections.js';
import type { TestServer } from './test-server.js';

/** A supplier group whose things an outsider tries to reach. */
export interface Victim {
  server: TestServer;
  /** The victim admin's token. */
  token: string;
  database: Database;
  masterId: string;
  subSupplierId: string;
  adminUserId: string;
}

/**
 * One operation that takes an id, called by an outsider with the victim's ids. `prepare` makes
 * what the ids name (it runs as the victim, through factories or the victim's own token).
 */
export interface CrossTenantCase {
  document: string;
  /** Besides NOT_FOUND and FORBIDDEN, when the id is one input among others. */
  alsoAccepted?: string[];
  prepare(victim: Victim, actAsVictim: ActAsVictim): Promise<Record<string, unknown>>;
  /**
   * The victim's data the operation could change, read before and after the outsiders' calls:
   * it must not differ. Every mutation has one (the test checks).
   */
  state?(victim: Victim, variables: Record<string, unknown>): Promise<unknown>;
}

export type ActAsVictim = <Data>(
  document: string,
  variables: Record<string, unknown>,
) => Promise<Data>;
