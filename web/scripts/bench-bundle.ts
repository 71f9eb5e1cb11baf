// Prints the gzip size of the JavaScript and CSS that /login loads first, and of each route
// chunk beyond that first load, from the Vite manifest of the last build (web/dist).
// Warns when /login needs more than the goal; fails when its first load pulls in a module
// outside the login screen's own feature (charts and feature code must load later).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const loginBudgetBytes = 90 * 1024;
const distDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(
  readFileSync(path.join(distDirectory, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDirectory, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically: what the browser loads for it. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** The script and stylesheet files of these chunks. */
function filesOf(keys: Iterable<string>) {
  const files = { js: new Set<string>(), css: new Set<string>() };
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  return files;
}

function measure(keys: Iterable<string>) {
  const files = filesOf(keys);
  const sum = (set: Set<string>) => [...set].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(files.js), css: sum(files.css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest; run "vite build" first.');
const loginKeys = ['src/app/layouts/auth-layout.tsx', 'src/app/routes/login.tsx'];
const firstLoad = closure([entryKey, ...loginKeys]);
const loginSize = measure(firstLoad);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows: [string, string, string][] = [
  ['/login first load', kilobytes(loginSize.js), kilobytes(loginSize.css)],
];
const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry)
  .sort();
for (const key of routeKeys) {
  // What a route adds on top of the first load.
  const extra = [...closure([key])].filter((chunkKey) => !firstLoad.has(chunkKey));
  const size = measure(extra);
  rows.push([key.replace(/^src\//, ''), kilobytes(size.js), kilobytes(size.css)]);
}

const widths = [0, 1, 2].map((column) =>
  Math.max(
    ...rows.map((row) => row[column]!.length),
    ['chunk', 'JS gzip', 'CSS gzip'][column]!.length,
  ),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
    )
    .join('  ');
process.stdout.write(`${line(['chunk', 'JS gzip', 'CSS gzip'])}\n`);
process.stdout.write(`${widths.map((width) => '-'.repeat(width)).join('  ')}\n`);
for (const row of rows) process.stdout.write(`${line(row)}\n`);

const problems: string[] = [];
const allowedInFirstLoad =
  /^(index\.html|src\/(main\.tsx|app\/(app|router)\.tsx|app\/layouts\/(auth-layout|panel-page)\.tsx|app\/routes\/login\.tsx|shared\/.*|features\/auth\/.*))$|^_/;
const strays = [...firstLoad].filter((key) => !allowedInFirstLoad.test(key));
if (strays.length) problems.push(`Unexpected modules in the first load: ${strays.join(', ')}`);
if (problems.length) {
  process.stderr.write(`\n${problems.join('\n')}\n`);
  process.exit(1);
}
const verdict =
  loginSize.js > loginBudgetBytes
    ? `OVER the goal of ${kilobytes(loginBudgetBytes)} by ${kilobytes(loginSize.js - loginBudgetBytes)}`
    : `within the goal of ${kilobytes(loginBudgetBytes)}`;
process.stdout.write(`\n/login JavaScript: ${kilobytes(loginSize.js)}, ${verdict}.\n`);
// The dashboard after signing in: what it fetches beyond the sign-in page's files. Over HTTP/1.1
// a browser fetches six at a time, so the count of files weighs as much as their size.
const dashboardKeys = [
  ...closure(['src/app/layouts/protected-shell.tsx', 'src/app/routes/unit-summary.tsx']),
].filter((key) => !firstLoad.has(key));
const dashboard = measure(dashboardKeys);
const dashboardFiles = filesOf(dashboardKeys);
process.stdout.write(
  `/unit-summary after signing in: ${dashboardFiles.js.size} scripts (${kilobytes(dashboard.js)}) and ${dashboardFiles.css.size} stylesheets (${kilobytes(dashboard.css)}).\n`,
);
process.stdout.write('No feature or chart code outside the login screen is in the first load.\n');
