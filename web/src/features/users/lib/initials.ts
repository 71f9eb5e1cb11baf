/**
 * Initials for the user menu: the first letters of the first and the last word of the name,
 * uppercased ('Ola Nordmann' -> 'ON', 'kari anne hansen' -> 'KH', 'Kari' -> 'K').
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const firstLetter = (word: string) => Array.from(word)[0] ?? '';
  return `${firstLetter(first)}${last ? firstLetter(last) : ''}`.toLocaleUpperCase();
}
