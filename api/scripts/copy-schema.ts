// Copies every .graphql file from api/src into api/dist with the same layout, so the built
// server reads its schema from dist and a deploy of api/dist runs without api/src.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function copySchemaFiles(sourceRoot: string, targetRoot: string): string[] {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.graphql'),
  );
  for (const file of files) cpSync(path.join(sourceRoot, file), path.join(targetRoot, file));
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const copied = copySchemaFiles(path.join(apiDirectory, 'src'), path.join(apiDirectory, 'dist'));
  console.log(`Copied ${copied.length} .graphql files into dist.`);
}
