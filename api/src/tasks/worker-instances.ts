import { sql } from 'kysely';
import type { Database } from '../database/connections.js';

/**
 * One life of a server process: one start of one instance. Its id is new at every start; its
 * instance name stays the same across restarts (INSTANCE_NAME, or the host name and data folder).
 * `poolIds` are the graphile-worker pools it runs, which lock jobs under those ids.
 */
export interface WorkerLife {
  id: string;
  instanceName: string;
  poolIds: string[];
}

/** Frees what gone lives held (their reports, say) inside the transaction that ends them. */
export type ReleaseClaims = (transaction: Database, lifeIds: string[]) => Promise<string[]>;

/**
 * Registers the life, or beats for it (the heartbeat): written again if another instance took
 * it for gone and removed it (a stall longer than the staleness), so it counts as alive again.
 */
export async function beatForLife(database: Database, life: WorkerLife): Promise<void> {
  await database
    .insertInto('worker_instances')
    .values({ id: life.id, instance_name: life.instanceName, pool_ids: life.poolIds })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ heartbeat_at: sql<Date>`now()`, pool_ids: life.poolIds }),
    )
    .execute();
}

/** A clean stop: the life holds nothing any more. */
export async function endLife(database: Database, life: WorkerLife): Promise<void> {
  await database.deleteFrom('worker_instances').where('id', '=', life.id).execute();
}

export interface TakenOverLife {
  id: string;
  instanceName: string;
  /** Seconds since its last heartbeat. */
  silentSeconds: number;
}

/**
 * Ends the lives that are gone and frees what they held, in one transaction: the jobs their
 * pools had locked (graphile-worker would otherwise wait four hours) and, through
 * `releaseClaims`, the reports they were generating. Gone means a heartbeat older than
 * `staleSeconds`, or, with `previousLivesOf`, any other life of that instance name: a restarted
 * instance knows its previous life is over. Instances sweeping at once skip each other's rows.
 */
export async function takeOverGoneLives(
  database: Database,
  options: {
    currentLifeId: string;
    staleSeconds: number;
    previousLivesOf?: string;
    releaseClaims: ReleaseClaims;
  },
): Promise<{ lives: TakenOverLife[]; released: string[] }> {
  return database.transaction().execute(async (transaction) => {
    const gone = await transaction
      .selectFrom('worker_instances')
      .select([
        'id',
        'instance_name',
        'pool_ids',
        sql<number>`extract(epoch from now() - heartbeat_at)::float8`.as('silent_seconds'),
      ])
      .where('id', '!=', options.currentLifeId)
      .where((eb) =>
        eb.or([
          eb(
            'heartbeat_at',
            '<',
            sql<Date>`now() - make_interval(secs => ${options.staleSeconds})`,
          ),
          ...(options.previousLivesOf ? [eb('instance_name', '=', options.previousLivesOf)] : []),
        ]),
      )
      .forUpdate()
      .skipLocked()
      .execute();
    if (!gone.length) return { lives: [], released: [] };
    const lifeIds = gone.map((life) => life.id);
    const poolIds = gone.flatMap((life) => life.pool_ids);
    if (poolIds.length) {
      await sql`select graphile_worker.force_unlock_workers(${poolIds}::text[])`.execute(
        transaction,
      );
    }
    const released = await options.releaseClaims(transaction, lifeIds);
    await transaction.deleteFrom('worker_instances').where('id', 'in', lifeIds).execute();
    return {
      lives: gone.map((life) => ({
        id: life.id,
        instanceName: life.instance_name,
        silentSeconds: life.silent_seconds,
      })),
      released,
    };
  });
}
