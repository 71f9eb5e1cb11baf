/** A small seeded generator (mulberry32), so demo data is the same on every machine. */
export function randomNumbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const serialAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Characters as serial numbers have them: digits and capitals without I and O. */
export function randomCharacters(random: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += serialAlphabet[Math.floor(random() * serialAlphabet.length)] ?? '0';
  }
  return text;
}

export function pick<Item>(items: readonly Item[], random: () => number): Item {
  return items[Math.floor(random() * items.length)] as Item;
}

/** A whole number from `lowest` to `highest`, both included. */
export function between(random: () => number, lowest: number, highest: number): number {
  return lowest + Math.floor(random() * (highest - lowest + 1));
}
