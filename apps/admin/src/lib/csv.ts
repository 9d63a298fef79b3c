import { saveBlob } from './save';

/**
 * CSV as RFC 4180 has it: fields quoted when they hold a comma, quote or line
 * break, quotes doubled, CRLF between records. A field that a spreadsheet
 * would run as a formula (user-chosen names, memos) gets a leading
 * apostrophe; plain negative numbers are left alone. Spreadsheets in many
 * locales split on semicolons or tabs instead of commas, so a field holding
 * either is quoted too: unquoted, `a;=cmd()` would open as two cells, the
 * second a formula.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves `text` as a file. The byte-order mark lets spreadsheet programs read
 * the UTF-8 (Chinese column names, user names) correctly.
 */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  saveBlob(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob);
}
