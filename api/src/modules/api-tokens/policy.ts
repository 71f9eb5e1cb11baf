import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import { assertSupplierAdmin } from '../users/policy.js';
import type { RequiredAccess } from './token-use.js';

/**
 * Only a supplier admin signed in as a person manages tokens, those of their own (home)
 * supplier. An API token never does (nor reaches these calls: their modules' apiTokenAccess denies them).
 */
export function assertTokenAdmin(viewer: Viewer): { supplierId: string; userId: string } {
  if (viewer.apiToken) throw forbidden();
  return assertSupplierAdmin(viewer);
}

/**
 * What an organisation API token may call of the schema's root fields, DEFAULT DENY: each module
 * lists its own root fields in its manifest (`apiTokenAccess`); a field listed nowhere is refused
 * to every token, whoever adds it (app/api-token-access.test.ts fails on a root field that is
 * neither allowed nor explicitly denied, so each new operation is a decision, not an accident).
 */
export type ApiTokenAccess = Readonly<Record<string, RequiredAccess>>;

/** What a call of these root fields needs: the most any of them needs; unlisted is denied. */
export function requiredAccessOf(
  apiTokenRootFields: ApiTokenAccess,
  rootFields: readonly string[],
): RequiredAccess {
  let required: RequiredAccess = 'read';
  for (const field of rootFields) {
    // Introspection reads the schema only (and is off in production anyway).
    if (field === '__typename' || field === '__schema' || field === '__type') continue;
    const access = Object.hasOwn(apiTokenRootFields, field) ? apiTokenRootFields[field] : 'denied';
    if (access === 'denied') return 'denied';
    if (access === 'order') required = 'order';
  }
  return required;
}
