/**
 * One report file written in a process of its own, so its peak memory is its own. Prints
 * {seconds, cpuSeconds, units, peakRssMb, baselineRssMb, bytes} as JSON. Run by bench/reports.ts.
 */
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config.js';
import { createDatabase } from '../api/src/database/connections.js';
import { writeCertificatePdf } from '../api/src/modules/reports/files/certificate-pdf.js';
import { writeCompleteCsv } from '../api/src/modules/reports/files/complete-csv.js';
import { writeCompleteXlsx } from '../api/src/modules/reports/files/complete-xlsx.js';
import { writeHighLevelPdf } from '../api/src/modules/reports/files/high-level-pdf.js';
import {
  countReportUnits,
  summariseReportUnits,
  type ReportFilter,
} from '../api/src/modules/reports/report-units.js';
import { translator } from '../api/src/modules/reports/translate.js';

/**
 * The worksheets of an XLSX file, counted in its zip's central directory at the end of the file
 * (names stored as they are), without reading the workbook into memory.
 */
async function worksheetsIn(xlsxPath: string): Promise<number> {
  const file = await open(xlsxPath, 'r');
  try {
    const { size } = await file.stat();
    const length = Math.min(size, 256 * 1024);
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    return new Set(tail.toString('latin1').match(/xl\/worksheets\/sheet\d+\.xml/g) ?? []).size;
  } finally {
    await file.close();
  }
}

const [format, databaseUrl, masterId, departmentId] = process.argv.slice(2);
if (!format || !databaseUrl || !masterId || !departmentId) throw new Error('Missing arguments');
const database = createDatabase(databaseUrl, 2);
const report: ReportFilter = {
  supplier_id: masterId,
  scope_supplier_id: departmentId,
  date_from: '2000-01-01',
  date_to: '2100-12-31',
  date_column: 'CREATED_AT',
  free_text: null,
  serial_or_product: null,
  kind: format === 'certificate' ? 'CERTIFICATE_OF_DESTRUCTION' : 'COMPLETE',
};
const t = translator('en');
const folder = await mkdtemp(path.join(os.tmpdir(), 'itad-report-bench-'));
const filePath = path.join(folder, `report.${format}`);
const baselineRss = process.memoryUsage().rss;
const units = await countReportUnits(database, report);
const onProgress = async () => {};
const started = performance.now();
const cpuBefore = process.cpuUsage();
if (format === 'xlsx') {
  await writeCompleteXlsx({ database, report, filePath, t, about: [], onProgress });
} else if (format === 'csv') {
  await writeCompleteCsv({ database, report, filePath, t, onProgress });
} else if (format === 'certificate') {
  await writeCertificatePdf({
    database,
    report: { ...report, language: 'en' },
    filePath,
    t,
    provider: loadConfig({}).provider,
    onProgress,
    details: {
      certificateNumber: 'COD-NO-2026-BENCHMARK0',
      provider: 'Greentech AS',
      supplier: 'Bench AS',
      department: null,
      period: 'all',
      dateColumn: 'Received',
      issuedAt: new Date().toISOString(),
      unitCount: units,
      verifyUrl: 'http://localhost/verify-certificate?number=COD-NO-2026-BENCHMARK0',
    },
  });
} else {
  await writeHighLevelPdf({
    filePath,
    t,
    language: 'en',
    title: 'High level report',
    provider: 'Greentech AS',
    facts: [],
    rows: await summariseReportUnits(database, report),
  });
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// CPU time of this process only: on a busy shared machine it moves less than the wall clock.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const bytes = (await stat(filePath)).size;
const sheets = format === 'xlsx' ? await worksheetsIn(filePath) : undefined;
await database.destroy();
if (process.env.BENCH_KEEP_FILES) {
  process.stderr.write(`kept ${filePath}\n`);
} else {
  await rm(folder, { recursive: true, force: true });
}
process.stdout.write(
  JSON.stringify({
    seconds,
    cpuSeconds,
    units,
    bytes,
    sheets,
    peakRssMb: (process.resourceUsage().maxRSS * 1024) / 1e6,
    baselineRssMb: baselineRss / 1e6,
  }),
);
