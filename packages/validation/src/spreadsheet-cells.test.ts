import { describe, expect, it } from 'vitest';
import {
  csvField,
  neutraliseFormula,
  quotedCsvField,
  spreadsheetCell,
} from './spreadsheet-cells.js';

// Payloads from the OWASP CSV injection page, and the starts it names.
const owaspPayloads = [
  `=cmd|' /C calc'!A0`,
  `-2+3+cmd|' /C calc'!A0`,
  '@SUM(1+1)',
  '+1',
  '\t=1',
  '\r=1',
  '-2+3',
];

describe('neutraliseFormula', () => {
  it.each(owaspPayloads)('makes %j plain text with a leading apostrophe', (payload) => {
    expect(neutraliseFormula(payload)).toBe(`'${payload}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Lenovo ThinkPad T14')).toBe('Lenovo ThinkPad T14');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('csvField', () => {
  it('neutralises and quotes text that needs it', () => {
    expect(csvField(`=cmd|' /C calc'!A0`)).toBe(`'=cmd|' /C calc'!A0`);
    expect(csvField('@SUM(1,1)')).toBe(`"'@SUM(1,1)"`);
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('-2+3', { alwaysQuote: true })).toBe(`"'-2+3"`);
  });

  it('writes numbers and empty cells as they are', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField(null)).toBe('');
    expect(csvField(null, { alwaysQuote: true })).toBe('""');
  });

  it('quotes amounts without touching them', () => {
    expect(quotedCsvField('-120.50')).toBe('"-120.50"');
  });
});

/** The cells a spreadsheet makes of one CSV line with this separator, honouring quotes or not. */
function cellsOf(line: string, separator: ',' | ';', honourQuotes: boolean): string[] {
  if (!honourQuotes) return line.split(/[\r\n]/).flatMap((part) => part.split(separator));
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (character === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  return [...cells, cell];
}

const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];
// Each payload alone, after each locale's separator, and in a user agent as a reviewer sent it.
const injections = [
  ...owaspPayloads,
  ...formulaStarts.flatMap((start) => [
    `a;${start}SUM(1+2)`,
    `a,${start}SUM(1+2)`,
    `a\t${start}SUM(1+2)`,
    `a\n${start}SUM(1+2)`,
  ]),
  'Mozilla/5.0;=SUM(1+2);',
  'Nordlys;;=HYPERLINK("https://evil.test","x")',
];

describe.each([',', ';'] as const)('a CSV line read with %j as the separator', (separator) => {
  it.each(injections)('never starts a cell with a formula for %j', (payload) => {
    const line = ['Safe', payload, 'Safe'].map((value) => csvField(value)).join(separator);
    for (const honourQuotes of [true, false]) {
      for (const cell of cellsOf(line, separator, honourQuotes)) {
        expect(cell, `${line} (${honourQuotes ? 'quotes honoured' : 'split naively'})`).not.toMatch(
          /^[=+\-@\t\r]/,
        );
      }
    }
  });

  it('keeps a field with a separator in one cell, as written', () => {
    const line = ['Nordlys; Oslo', 'A, B'].map((value) => csvField(value)).join(separator);
    expect(cellsOf(line, separator, true)).toEqual(['Nordlys; Oslo', 'A, B']);
  });
});

describe('spreadsheetCell', () => {
  it('neutralises text cells only', () => {
    expect(spreadsheetCell('+1')).toBe(`'+1`);
    expect(spreadsheetCell(-1)).toBe(-1);
    expect(spreadsheetCell(null)).toBeNull();
  });
});
