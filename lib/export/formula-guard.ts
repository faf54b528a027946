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
