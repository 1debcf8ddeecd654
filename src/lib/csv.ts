/*
 * CSV files for spreadsheets (docs/educator-insights.md#csv-export). papaparse writes the RFC 4180 quoting
 * and CRLF rows; this module decides what it leaves to us. A spreadsheet may split the file on commas, on
 * semicolons (German, French, Spanish, Italian, Dutch, Brazilian Excel) or on tabs, and only the comma is
 * ours, so every cell is made safe whichever of the three it splits on:
 * - a cell holding a separator (`,` `;` tab), a quote, CR or LF is quoted, quotes doubled inside;
 * - a formula character (`=` `+` `-` `@` tab CR) at the start of the cell gets OWASP's leading apostrophe,
 *   and one right after a separator inside the cell gets an apostrophe before it, since a spreadsheet
 *   splitting there starts a new cell with it (INNER_RISK says exactly where);
 * - a number stays a number (unquoted, no apostrophe), so -12.5 is added up, not taken for a formula.
 * The text starts with a UTF-8 byte-order mark so Excel reads ₹ and non-Latin names instead of guessing a
 * legacy code page.
 */
import Papa from 'papaparse'

export const CSV_BOM = '\uFEFF'

// A cell starting with one of these is a formula in Excel, LibreOffice or Google Sheets (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/
// Inside a cell, at the places a spreadsheet splitting on `;` or tab (or breaking lines at a lone CR or LF)
// would start a new cell: a formula character after any of `;` `,` tab CR LF; and after `;` tab CR LF, a quote
// (it would open a quoted field there) or the cell's end (the closing quote and line break would open one).
// Apostrophe inserted after the separator, not characters replaced: all the text stays, plus one visible `'`.
const INNER_RISK = /[;,\t\r\n](?=[=+\-@\t\r])|[;\t\r\n](?="|$)/g
// A cell holding one of these is quoted: the separators a spreadsheet may split on, quotes and line breaks.
const NEEDS_QUOTES = /[,;\t"\r\n]/

/**
 * The cell as written to the file (before quoting). A finite number is the number itself; anything else is
 * text with an apostrophe before a formula character at its start and after each separator INNER_RISK
 * names. NaN and ±Infinity are no numbers a spreadsheet reads: they are text.
 */
export function neutraliseCell(value: string | number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  const text = String(value).replace(INNER_RISK, "$&'")
  return FORMULA_START.test(text) ? `'${text}` : text
}

/**
 * The whole file: a byte-order mark, the header row, then the rows, lines ended by CRLF. Put text or counts in
 * the first column: a negative number there would open the whole line's text in a semicolon or tab split.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(neutraliseCell))
  const body = Papa.unparse(cells, {
    newline: '\r\n',
    // papaparse quotes commas, quotes and line breaks itself, but not semicolons or tabs.
    quotes: (cell: string) => NEEDS_QUOTES.test(cell),
    escapeFormulae: false,
  })
  return CSV_BOM + body + '\r\n'
}

/** "Edemy-students-enrolled-2026-11-26.csv": the brand, the table and the local date, safe as a file name. */
export function csvFileName(brand: string, table: string, date: Date): string {
  const safe = (text: string) =>
    text
      .normalize('NFKC')
      // Characters file systems refuse, and control characters.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-')
  return `${[safe(brand), safe(table)].filter(Boolean).join('-')}-${day}.csv`
}
