import { createUser, type UserOverrides } from './factories.js';
import { orderTestJob } from './job-factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';
import { receivedEvent, sendUnitEvents } from './unit-hold-factories.js';

/**
 * A fresh supplier's user (override its columns with `user`), signed in, with a job and the
 * units of `serials` received into it by the provider's `received` events (override their
 * fields with `received`); fails loudly when an event is not applied.
 */
export async function customerWithReceivedUnits(
  server: TestServer,
  providerKey: string,
  options: {
    serials: readonly string[];
    user?: UserOverrides;
    received?: Record<string, unknown>;
  },
) {
  const user = await createUser(server.databases.no, options.user);
  const token = await signIn(server, user);
  const job = await orderTestJob(server, token);
  const serials = [...options.serials];
  if (serials.length) {
    const events = serials.map((serial) =>
      receivedEvent(user.supplier_id, serial, { job_number: job.job_number, ...options.received }),
    );
    const { body } = await sendUnitEvents(server, providerKey, events);
    if (body.applied !== events.length) throw new Error(`Not applied: ${JSON.stringify(body)}`);
  }
  return { user, token, job, serials };
}
