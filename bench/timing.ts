/** What the benches share: percentiles, timed rounds, and the demo admin's session. */
import type { BenchServer } from './server-process.js';

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** p50 and p95 in milliseconds of `rounds` runs, after `warmUp` runs that are not counted. */
export async function timeRounds(
  run: () => Promise<unknown>,
  options: { rounds: number; warmUp: number },
): Promise<{ p50: number; p95: number }> {
  for (let round = 0; round < options.warmUp; round += 1) await run();
  const durations: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/** A session token of admin@demo.no (Norway), signed in over GraphQL as the portal does. */
export async function demoAdminToken(server: BenchServer): Promise<string> {
  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  return signIn.data.auth.token;
}
