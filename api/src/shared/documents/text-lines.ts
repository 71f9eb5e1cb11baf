import { softHyphen } from './hyphenation.js';

/** The width a text takes in the current font and size. */
type Measure = (text: string) => number;
/** The word with soft hyphens where it may break. */
type Hyphenate = (word: string) => string;

/** A part of a word up to a break point, and what a line ending there shows after it. */
interface Piece {
  text: string;
  mark: string;
}

/**
 * A word's parts between its break points: a soft hyphen (the break shows a hyphen) or the
 * word's own hyphen ("CO2-päästöt" breaks after it with nothing added).
 */
function piecesOf(word: string): Piece[] {
  const syllables = word.split(softHyphen).filter(Boolean);
  return syllables.flatMap((syllable, index) => {
    const parts = syllable.split(/(?<=-)(?=.)/);
    return parts.map((text, part) => ({
      text,
      mark: part === parts.length - 1 && index < syllables.length - 1 ? '-' : '',
    }));
  });
}

const textOf = (pieces: Piece[]) => pieces.map((piece) => piece.text).join('');

/**
 * The lines a text takes in a column: words move whole to the next line when they fit there;
 * a word wider than the column breaks at its syllables (a hyphen ends the line, filled as far
 * as it goes), and a syllable wider than the column, as a last resort, between letters.
 * No soft hyphen is left in the lines: it would read as a space to some PDF text extractors.
 */
export function wrapLines(
  text: string,
  width: number,
  measure: Measure,
  hyphenate: Hyphenate,
): string[] {
  // Most cells fit on one line: one measurement (a certificate has a row per unit).
  if (!text.includes('\n') && measure(text) <= width) return [text];
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (measure(joined) <= width) {
        line = joined;
        continue;
      }
      if (measure(word) <= width) {
        lines.push(line);
        line = word;
        continue;
      }
      let pieces = piecesOf(hyphenate(word));
      while (pieces.length) {
        const start = line ? `${line} ` : '';
        let count = pieces.length;
        while (count > 0) {
          const head = pieces.slice(0, count);
          if (measure(`${start}${textOf(head)}${head[count - 1]?.mark ?? ''}`) <= width) break;
          count -= 1;
        }
        if (count === pieces.length) {
          line = `${start}${textOf(pieces)}`;
          break;
        }
        if (count > 0) {
          lines.push(`${start}${textOf(pieces.slice(0, count))}${pieces[count - 1]?.mark ?? ''}`);
          pieces = pieces.slice(count);
          line = '';
        } else if (line) {
          lines.push(line);
          line = '';
        } else {
          pieces = breakBetweenLetters(pieces, width, measure, lines);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Puts as many letters of the first piece as fit on a line of their own (all of them, without
 * the hyphen, when only the hyphen is too many); gives what is left.
 */
function breakBetweenLetters(
  pieces: Piece[],
  width: number,
  measure: Measure,
  lines: string[],
): Piece[] {
  const [first, ...rest] = pieces;
  if (!first) return rest;
  const letters = [...first.text];
  let count = letters.length;
  while (count > 1 && measure(letters.slice(0, count).join('')) > width) count -= 1;
  lines.push(letters.slice(0, count).join(''));
  const left = letters.slice(count).join('');
  return left ? [{ text: left, mark: first.mark }, ...rest] : rest;
}

/**
 * The narrowest width the text can be set in without breaking between letters: its widest
 * word that fits the column whole, or, for a wider word, its widest syllable with the hyphen.
 */
export function narrowestWidth(
  text: string,
  width: number,
  measure: Measure,
  hyphenate: Hyphenate,
): number {
  let needed = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const whole = measure(word);
    const widest =
      whole <= width
        ? whole
        : Math.min(
            whole,
            Math.max(
              ...piecesOf(hyphenate(word)).map((piece) => measure(`${piece.text}${piece.mark}`)),
            ),
          );
    needed = Math.max(needed, widest);
  }
  return needed;
}
