/**
 * A cell a spreadsheet program would read as a formula (CSV injection: `=HYPERLINK(…)`, `@SUM(…)`,
 * `+cmd|…`) made plain text: a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a leading apostrophe, which Excel, LibreOffice and Google Sheets show as text and do not
 * evaluate. A plain number (`-12.5`, `-3,75`) is left alone: it cannot be a formula, and a negative
 * amount must stay a number.
 */
export function neutraliseFormula(text: string): string {
  if (text === '' || !FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A cell of an imported file as the user meant it: the apostrophe {@link neutraliseFormula} put before a
 * formula-like text taken off again (a file exported by this library imports back unchanged). Only
 * there: an apostrophe before anything else is the user's own. The text stays text, never evaluated.
 */
export function restoreFormula(text: string): string {
  if (!text.startsWith("'")) return text;
  const rest = text.slice(1);
  return neutraliseFormula(rest) === text ? rest : text;
}
