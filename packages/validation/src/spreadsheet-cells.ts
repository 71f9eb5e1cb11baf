/**
 * CSV and formula injection (OWASP): a spreadsheet runs a cell whose text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula. Every spreadsheet file we write, CSV or XLSX, on
 * the server or in the browser, passes its text through here, so opening one never runs what a user typed.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Where a program may start a new cell inside a CSV field: the list separators of every locale
 * (`,`, `;` in the Nordic ones, tab) and line ends, for programs that split without honouring quotes.
 */
const cellBreak = /([,;\t\r\n])(?=[=+\-@\t\r])/g;

/** Characters that make a CSV field need quotes: quotes, separators of any locale, line ends. */
const needsQuotes = /[",;\t\r\n]/;

/** The text as a spreadsheet shows it, never run: a leading apostrophe makes it plain text. */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * CSV text neutralised at its start and after every separator or line end, so no split of the
 * field (by any locale's separator, quoted or not) starts a cell with a formula.
 */
function neutraliseCsvText(text: string): string {
  return neutraliseFormula(text).replace(cellBreak, `$1'`);
}

/** A text cell for XLSX (numbers and empty cells stay as they are). */
export function spreadsheetCell<Value extends string | number | null>(value: Value): Value {
  return (typeof value === 'string' ? neutraliseFormula(value) : value) as Value;
}

/** Quotes a field (RFC 4180) without changing it: only for values that are not text, e.g. amounts. */
export function quotedCsvField(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * One CSV field (RFC 4180). Text is neutralised, numbers written as they are; a field is quoted
 * when it holds a quote, any locale's separator or a line end, or always when `alwaysQuote` asks.
 */
export function csvField(
  value: string | number | null,
  options: { alwaysQuote?: boolean } = {},
): string {
  if (value === null) return options.alwaysQuote ? '""' : '';
  const text = typeof value === 'number' ? String(value) : neutraliseCsvText(value);
  return options.alwaysQuote || needsQuotes.test(text) ? quotedCsvField(text) : text;
}
