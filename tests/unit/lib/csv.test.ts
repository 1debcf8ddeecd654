// @vitest-environment node
import fc from 'fast-check'
import Papa from 'papaparse'
import { CSV_BOM, csvFileName, neutraliseCell, toCsv } from '../../../src/lib/csv'

/** The file as a spreadsheet reads it: BOM dropped, CRLF rows, RFC 4180 quoting undone. */
function parse(text: string): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true)
  const result = Papa.parse<string[]>(text.slice(CSV_BOM.length), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: false,
  })
  expect(result.errors).toEqual([])
  // The file ends with a line break, which the parser reads as one last empty row.
  expect(result.data.at(-1)).toEqual([''])
  return result.data.slice(0, -1)
}

test('starts with a UTF-8 byte-order mark and keeps ₹ and non-Latin names as they are', () => {
  const text = toCsv(['Student Name', 'Price'], [['अनन्या शर्मा', '₹1,299']])
  expect(text.charCodeAt(0)).toBe(0xfeff)
  expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  expect(text).toBe(`${CSV_BOM}Student Name,Price\r\nअनन्या शर्मा,"₹1,299"\r\n`)
})

test('quotes, commas and line breaks are escaped', () => {
  const text = toCsv(['a'], [['say "hi"'], ['one, two'], ['line\nbreak'], ['cr\r\nlf']])
  expect(text).toBe(`${CSV_BOM}a\r\n"say ""hi"""\r\n"one, two"\r\n"line\nbreak"\r\n"cr\r\nlf"\r\n`)
})

test.each([
  ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
  ['+1+1', "'+1+1"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tcmd', "'\tcmd"],
  ['\rcmd', "'\rcmd"],
  ['a=b', 'a=b'],
  ['', ''],
  [12, '12'],
])('neutraliseCell(%j) is %j', (cell, expected) => {
  expect(neutraliseCell(cell)).toBe(expected)
})

test('a formula cell is neutralised inside the file too', () => {
  expect(parse(toCsv(['Course'], [['=1+2']]))).toEqual([['Course'], ["'=1+2"]])
})

test('property: parsing the file gives back the rows (formula cells with their apostrophe)', () => {
  const cell = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom('"', ',', '\n', '\r\n', ' lead', 'trail ', '=', '+x', '-1', '@a', '\tx', '₹', 'अ'),
    fc.integer(),
  )
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 5 })
        .chain((width) =>
          fc.tuple(
            fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: width, maxLength: width }),
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 8 }),
          ),
        ),
      ([header, rows]) => {
        expect(parse(toCsv(header, rows))).toEqual([header, ...rows].map((row) => row.map(neutraliseCell)))
      },
    ),
  )
})

test('the file name carries the brand, the table and the local date', () => {
  expect(csvFileName('Edemy', 'students enrolled', new Date(2026, 0, 5, 23, 59))).toBe(
    'Edemy-students-enrolled-2026-01-05.csv',
  )
  expect(csvFileName('My: "Academy"/', 'my courses', new Date(2026, 10, 26))).toBe(
    'My-Academy-my-courses-2026-11-26.csv',
  )
})
