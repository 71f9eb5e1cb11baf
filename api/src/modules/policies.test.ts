import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The naming scheme of docs/developing/architecture.md ("Policies"): assertX throws, mayX answers
// yes or no, a scope helper ends in ScopeSupplierIds/ScopeSupplierId/ScopeSuppliers, xOf derives
// any other value a rule gives.
const policyFunctionName =
  /^(assert[A-Z]\w*|may[A-Z]\w*|[a-z]\w*Scope(SupplierIds|SupplierId|Suppliers)|[a-z]\w*Of)$/;

// Each permission flag of the viewer is read in one policy file: the home of its rule.
const flagHomes: { flag: RegExp; home: string }[] = [
  { flag: /\b(isAdmin|is_admin)\b/, home: 'users/policy.ts' },
  { flag: /\b(hasReportAccess|has_report_access)\b/, home: 'reports/policy.ts' },
  { flag: /\b(canUpload|can_upload)\b/, home: 'jobs/policy.ts' },
];

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** What breaks the scheme in one policy file (`file` is `<module>/policy.ts`). */
function policyViolations(file: string, source: string): string[] {
  const code = withoutComments(source);
  const names = [
    ...code.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g),
    ...code.matchAll(/export\s+const\s+(\w+)\s*=\s*(?:async\s*)?(?:\(|function\b)/g),
  ].map((match) => match[1] ?? '');
  return [
    ...names
      .filter((name) => !policyFunctionName.test(name))
      .map((name) => `${file}: ${name} is outside the naming scheme`),
    ...flagHomes
      .filter(({ flag, home }) => file !== home && flag.test(code))
      .map(({ flag, home }) => `${file}: reads ${flag.source}, whose rule lives in ${home}`),
  ];
}

const modulesDirectory = path.dirname(fileURLToPath(import.meta.url));
const policyFiles = readdirSync(modulesDirectory)
  .map((module) => `${module}/policy.ts`)
  .filter((file) => existsSync(path.join(modulesDirectory, file)));

describe('policy files', () => {
  it('are found', () => {
    expect(policyFiles).toContain('users/policy.ts');
    expect(policyFiles.length).toBeGreaterThan(5);
  });

  it('name their functions by the scheme and read each permission flag only in its home', () => {
    const violations = policyFiles.flatMap((file) =>
      policyViolations(file, readFileSync(path.join(modulesDirectory, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('catch a name outside the scheme and a copied admin rule', () => {
    const copied = [
      '/** is_admin in a comment is fine */',
      'export function assertWebhookAdmin(viewer: Viewer) {',
      '  if (!viewer.isAdmin) throw forbidden();',
      '}',
      'export function requireSettlementAccess() {}',
      'export const checkUpload = (viewer: Viewer) => viewer.canUpload;',
      'export function settlementSupplierIds() {}',
    ].join('\n');
    expect(policyViolations('webhooks/policy.ts', copied)).toEqual([
      'webhooks/policy.ts: requireSettlementAccess is outside the naming scheme',
      'webhooks/policy.ts: settlementSupplierIds is outside the naming scheme',
      'webhooks/policy.ts: checkUpload is outside the naming scheme',
      'webhooks/policy.ts: reads \\b(isAdmin|is_admin)\\b, whose rule lives in users/policy.ts',
      'webhooks/policy.ts: reads \\b(canUpload|can_upload)\\b, whose rule lives in jobs/policy.ts',
    ]);
    expect(policyViolations('users/policy.ts', 'const admin = viewer.isAdmin;')).toEqual([]);
  });
});
