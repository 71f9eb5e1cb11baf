/**
 * One evidence pack built in a process of its own, so its peak memory is its own. Prints
 * {seconds, cpuSeconds, peakRssMb, baselineRssMb, bytes, files} as JSON. Run by bench/evidence.ts.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config.js';
import { createDatabase } from '../api/src/database/connections.js';
import { buildEvidencePack } from '../api/src/modules/evidence/build-pack.js';
import { createObjectStorage } from '../api/src/shared/storage/create-storage.js';

const [databaseUrl, packId, dataDirectory] = process.argv.slice(2);
if (!databaseUrl || !packId || !dataDirectory) throw new Error('Missing arguments');
const database = createDatabase(databaseUrl, 2);
const config = loadConfig({ DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
const storage = createObjectStorage(config);
const pack = await database
  .selectFrom('evidence_packs')
  .selectAll()
  .where('id', '=', packId)
  .executeTakeFirstOrThrow();
const folder = await mkdtemp(path.join(os.tmpdir(), 'itad-evidence-bench-'));
const baselineRss = process.memoryUsage().rss;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const built = await buildEvidencePack({
  config,
  country: 'no',
  database,
  storage,
  pack,
  folder,
  issuedAt: new Date(),
  onProgress: async () => {},
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const bytes = (await stat(built.zipPath)).size;
await database.destroy();
await rm(folder, { recursive: true, force: true });
process.stdout.write(
  JSON.stringify({
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes,
    files: built.files.map((file) => ({ path: file.path, bytes: file.size_bytes })),
    peakRssMb: (process.resourceUsage().maxRSS * 1024) / 1e6,
    baselineRssMb: baselineRss / 1e6,
  }),
);
