// Fails when a relative link in README.md or docs/ points at a file that does not exist, or at a
// heading (#fragment) the target page does not have, so moving or renaming a page cannot leave
// readers at a dead end.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFilesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks, where links and headings count. */
const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = new Set();
    const seen = new Map<string, number>();
    for (const match of withoutCodeBlocks(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
      const anchor = anchorOf(match[1] ?? '');
      const count = seen.get(anchor) ?? 0;
      anchors.add(count ? `${anchor}-${count}` : anchor);
      seen.set(anchor, count + 1);
    }
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

const files = [
  path.join(repositoryRoot, 'README.md'),
  ...markdownFilesUnder(path.join(repositoryRoot, 'docs')),
];
const problems: string[] = [];
for (const file of files) {
  const text = withoutCodeBlocks(readFileSync(file, 'utf8'));
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [targetPath = '', fragment] = target.split('#');
    const resolved = targetPath ? path.resolve(path.dirname(file), targetPath) : file;
    const where = path.relative(repositoryRoot, file);
    if (!existsSync(resolved)) {
      problems.push(`${where}: ${target} does not exist`);
    } else if (fragment && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!anchorsOf(resolved).has(fragment)) {
        problems.push(`${where}: ${target} names no heading of ${path.basename(resolved)}`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Broken links in the documentation:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Links in ${files.length} documentation files resolve.`);
