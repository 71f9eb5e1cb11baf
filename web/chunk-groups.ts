import path from 'node:path';

/**
 * How the build groups the signed-in pages' code into files. Left to itself, the bundler makes a
 * file of every set of routes that share modules, which gave the dashboard 30 scripts and 10
 * stylesheets beyond what the sign-in page had loaded; over HTTP/1.1 they queue six at a time,
 * and a cold first visit spent a second waiting for them. A module goes to the first group that
 * takes it (with what it imports), so the order below matters.
 */

const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const protectedShell = source('app/layouts/protected-shell.tsx');
/**
 * The layouts and pages outside the signed-in shell (as in src/app/route-table.tsx). A page
 * added there and missing here still works; it may load more than it needs, which
 * `npm run bench:bundle` shows.
 */
const otherRoots = [
  'app/layouts/auth-layout.tsx',
  'app/layouts/public-data-shell.tsx',
  'app/layouts/console-shell.tsx',
  'app/routes/login.tsx',
  'app/routes/logout.tsx',
  'app/routes/not-found.tsx',
  'app/routes/microsoft-login.tsx',
  'app/routes/register.tsx',
  'app/routes/reset-password.tsx',
  'app/routes/request-access.tsx',
  'app/routes/verify-certificate.tsx',
  'app/routes/verify.tsx',
  'app/routes/methodology.tsx',
  'app/routes/console.tsx',
  'app/routes/console-microsoft.tsx',
  'app/routes/view-as.tsx',
].map(source);

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}
interface ChunkContext {
  getModuleInfo: (id: string) => ModuleInfo | null;
}

function staticClosure(roots: readonly string[], context: ChunkContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** What the signed-in shell and the other routes import, worked out once per build. */
function createReach() {
  let reach: { shell: Set<string>; other: Set<string> } | undefined;
  return (context: ChunkContext) =>
    (reach ??= {
      shell: staticClosure([protectedShell], context),
      other: staticClosure(otherRoots, context),
    });
}

const dataLayer = /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]shared[\\/]graphql[\\/]/;
const sharedCode = /[\\/]src[\\/]shared[\\/]/;

/** The groups, after those of the entry and the sign-in screen. */
export function signedInChunkGroups() {
  const reachOf = createReach();
  return [
    // TanStack Query and the GraphQL client: the shell and the public forms use them alike.
    {
      name: (id: string, context: ChunkContext) => {
        const { shell, other } = reachOf(context);
        return shell.has(id) && other.has(id) && dataLayer.test(id) ? 'data' : null;
      },
    },
    // The rest of what the shell shares with public pages, so those do not load the shell.
    {
      name: (id: string, context: ChunkContext) => {
        const { shell, other } = reachOf(context);
        return shell.has(id) && other.has(id) ? 'shell-shared' : null;
      },
    },
    // What only the signed-in shell uses: every signed-in page loads it anyway.
    {
      name: (id: string, context: ChunkContext) => {
        const { shell, other } = reachOf(context);
        return shell.has(id) && !other.has(id) ? 'signed-in' : null;
      },
    },
    // Shared components and helpers only signed-in pages use, as one file: a page loads a few
    // kB it may not need instead of a dozen small files.
    {
      name: (id: string, context: ChunkContext) => {
        const { other } = reachOf(context);
        const isRoute = Boolean(context.getModuleInfo(id)?.dynamicImporters.length);
        return sharedCode.test(id) && !other.has(id) && !isRoute ? 'signed-in-kit' : null;
      },
    },
  ];
}
