import { visit, type DocumentNode } from 'graphql';
import { DomainError } from '../shared/errors.js';

const nulCharacter = '\u0000';

function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(nulCharacter);
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, entry]) => key.includes(nulCharacter) || holdsNulCharacter(entry),
    );
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a string holding one would fail deep in a
 * service as an internal error. Every string argument, inline or in variables, is refused here.
 */
export function assertNoNulCharacters(document: DocumentNode, variables: unknown): void {
  let found = holdsNulCharacter(variables);
  if (!found) {
    visit(document, {
      StringValue(node) {
        if (node.value.includes(nulCharacter)) found = true;
      },
    });
  }
  if (found) {
    throw new DomainError('BAD_USER_INPUT', 'Text must not contain the NUL character (U+0000).');
  }
}
