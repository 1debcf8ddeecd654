/*
 * CSV files for spreadsheets (docs/educator-insights.md#csv-export). papaparse writes the RFC 4180 quoting
 * (quotes, commas, line breaks); this module adds what it leaves to us: cells that a spreadsheet would run
 * as a formula are neutralised, and the text starts with a UTF-8 byte-order mark so Excel reads ₹ and
 * non-Latin names instead of guessing a legacy code page.
 */
import Papa from 'papaparse'

export const CSV_BOM = '\uFEFF'

// A cell starting with one of these is a formula in Excel, LibreOffice or Google Sheets (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as text, with a leading apostrophe when it would otherwise start a formula. */
export function neutraliseCell(value: string | number): string {
  const text = String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** The whole file: a byte-order mark, the header row, then the rows, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(neutraliseCell))
  return CSV_BOM + Papa.unparse(cells, { newline: '\r\n', quotes: false, escapeFormulae: false }) + '\r\n'
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
