/**
 * Escapes LIKE/ILIKE wildcards (and the escape character itself) so text a user types is
 * matched literally; PostgreSQL's default escape character is the backslash.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
