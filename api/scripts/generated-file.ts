import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** A generated file's content as the repository's Prettier settings write it. */
export async function prettierFormatted(file: string, content: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(content, { ...options, filepath: file });
}

/**
 * Writes a generated file when it changed; with --check, writes nothing and only says so (and
 * the script exits with 1).
 */
export function writeOrCheck(file: string, content: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === content) return;
  if (process.argv.includes('--check')) {
    console.error(`${file} is out of date: run npm run generate -w api`);
    process.exitCode = 1;
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`Wrote ${file}`);
}
