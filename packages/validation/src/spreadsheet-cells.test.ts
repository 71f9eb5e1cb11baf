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

describe('spreadsheetCell', () => {
  it('neutralises text cells only', () => {
    expect(spreadsheetCell('+1')).toBe(`'+1`);
    expect(spreadsheetCell(-1)).toBe(-1);
    expect(spreadsheetCell(null)).toBeNull();
  });
});
