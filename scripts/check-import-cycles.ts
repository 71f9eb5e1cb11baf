// Fails when relative imports form a cycle. Unlike import-x/no-cycle it counts `import type`
// and `export ... from` too: a type-only cycle still ties two files into one unit to understand.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx'];

function sourceFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesUnder(full);
    return sourceExtensions.some((extension) => entry.name.endsWith(extension)) &&
      !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** `./a.js` -> a.ts or a.tsx; `./folder` -> folder/index.ts(x); undefined when not a source file. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => withoutJs + extension),
    ...sourceExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(
    (candidate) =>
      sourceExtensions.some((extension) => candidate.endsWith(extension)) &&
      existsSync(candidate) &&
      statSync(candidate).isFile(),
  );
}

function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

export function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.filter((root) => existsSync(root)).flatMap(sourceFilesUnder)) {
    graph.set(
      file,
      importedSpecifiers(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== undefined),
    );
  }
  return graph;
}

/** Each cycle once, as the files along it (first file repeated at the end). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components; a component of two or more files holds a cycle.
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const connect = (file: string): void => {
    index.set(file, nextIndex);
    lowLink.set(file, nextIndex);
    nextIndex += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) cycles.push(pathWithin(graph, new Set(component)));
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

/** One concrete loop through a strongly connected component, for a readable message. */
function pathWithin(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const seen = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let step = file; step !== start; step = seen.get(step)!) loop.splice(1, 0, step);
        return [...loop, start];
      }
      if (!seen.has(target)) {
        seen.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultRoots = ['api/src', 'web/src', 'packages/validation/src'];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const roots = (process.argv.length > 2 ? process.argv.slice(2) : defaultRoots).map((root) =>
    path.resolve(repositoryRoot, root),
  );
  const cycles = findCycles(importGraph(roots));
  for (const cycle of cycles) {
    console.error(
      `Import cycle: ${cycle.map((file) => path.relative(repositoryRoot, file)).join(' -> ')}`,
    );
  }
  if (cycles.length > 0) process.exit(1);
  console.log(
    `No import cycles in ${roots.map((root) => path.relative(repositoryRoot, root)).join(', ')}.`,
  );
}
