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
  // Inside the cell: after a separator, before a formula character (and after `;` tab CR LF, before a quote
  // or the cell's end).
  ['Bob;=1+1;', "Bob;'=1+1;'"],
  ['Ann\t=1+1', "Ann\t'=1+1"],
  ['\t=1', "'\t'=1"],
  ['Ann\r\n@SUM(A1)', "Ann\r\n'@SUM(A1)"],
  ['Ann\r@x', "Ann\r'@x"],
  ['a,-1', "a,'-1"],
  ['a;"=1+1"', `a;'"=1+1"`],
  ['a;\t=1', "a;'\t'=1"],
  ['Smith,', 'Smith,'],
  ['Smith, Ann; Lee-Jones', 'Smith, Ann; Lee-Jones'],
  ['line\r\nbreak', 'line\r\nbreak'],
  // A number stays a number, a negative one included; text that looks like one is text.
  [-12.5, '-12.5'],
  [0.29, '0.29'],
  ['-12.5', "'-12.5"],
  [Number.NaN, 'NaN'],
  [-Infinity, "'-Infinity"],
])('neutraliseCell(%j) is %j', (cell, expected) => {
  expect(neutraliseCell(cell)).toBe(expected)
})

/** The file as a spreadsheet splitting on that separator reads it: quotes honoured, broken quoting tolerated. */
function splitOn(text: string, delimiter: ',' | ';' | '\t'): string[][] {
  return Papa.parse<string[]>(text.slice(CSV_BOM.length), { delimiter, newline: '\r\n', skipEmptyLines: false }).data
}

const SEPARATORS = [',', ';', '\t'] as const
const FORMULA_START = /^[=+\-@\t\r]/
const formulaFields = (text: string) =>
  SEPARATORS.flatMap((delimiter) =>
    splitOn(text, delimiter)
      .flat()
      .filter((field) => FORMULA_START.test(field)),
  )

test('a learner named Bob;=1+1; is one quoted cell, and a semicolon split starts no formula', () => {
  const text = toCsv(['#', 'Student Name', 'Course Title'], [[1, 'Bob;=1+1;', 'Java']])
  expect(text).toBe(`${CSV_BOM}#,Student Name,Course Title\r\n1,"Bob;'=1+1;'",Java\r\n`)
  expect(parse(text)[1]).toEqual(['1', "Bob;'=1+1;'", 'Java'])
  // A semicolon spreadsheet (German, French… Excel) cuts the line at the semicolons inside the name.
  expect(splitOn(text, ';')[1]).toEqual(['1,"Bob', "'=1+1", `'",Java`])
  expect(formulaFields(text)).toEqual([])
})

test('=HYPERLINK(...) keeps its leading apostrophe and its quotes, whatever the split', () => {
  const text = toCsv(['Course'], [['=HYPERLINK("http://evil.example/?a=1;b=2","Click")']])
  expect(text).toBe(`${CSV_BOM}Course\r\n"'=HYPERLINK(""http://evil.example/?a=1;b=2"",""Click"")"\r\n`)
  expect(parse(text)[1]).toEqual([`'=HYPERLINK("http://evil.example/?a=1;b=2","Click")`])
  expect(formulaFields(text)).toEqual([])
})

test('a name with a tab then = is quoted, and a tab split sees the apostrophe first', () => {
  const text = toCsv(['#', 'Student Name', 'Price'], [[1, 'Ann\t=1+1', 99.99]])
  expect(text).toBe(`${CSV_BOM}#,Student Name,Price\r\n1,"Ann\t'=1+1",99.99\r\n`)
  expect(splitOn(text, '\t')[1]).toEqual(['1,"Ann', `'=1+1",99.99`])
  expect(formulaFields(text)).toEqual([])
})

test('a name with CR/LF then @ gets the apostrophe on its next line', () => {
  const text = toCsv(
    ['Student Name', 'n'],
    [
      ['Ann\r\n@SUM(A1)', 1],
      ['Lee\r@x', 2],
      ['Kim\n@y', 3],
    ],
  )
  expect(text).toBe(`${CSV_BOM}Student Name,n\r\n"Ann\r\n'@SUM(A1)",1\r\n"Lee\r'@x",2\r\n"Kim\n'@y",3\r\n`)
  expect(parse(text).slice(1)).toEqual([
    ["Ann\r\n'@SUM(A1)", '1'],
    ["Lee\r'@x", '2'],
    ["Kim\n'@y", '3'],
  ])
  expect(formulaFields(text)).toEqual([])
})

test('a quote is doubled inside a quoted cell, and one after a semicolon cannot open a field', () => {
  const text = toCsv(
    ['#', 'Student Name'],
    [
      [1, 'say "hi"'],
      [2, 'a;"=1+1"'],
    ],
  )
  expect(text).toBe(`${CSV_BOM}#,Student Name\r\n1,"say ""hi"""\r\n2,"a;'""=1+1"""\r\n`)
  expect(parse(text).slice(1)).toEqual([
    ['1', 'say "hi"'],
    ['2', `a;'"=1+1"`],
  ])
  // Without the apostrophe, the semicolon split would start a field with `""=1+1`.
  expect(splitOn(text, ';')[2]).toEqual(['2,"a', `'""=1+1"""`])
})

test('numbers stay numbers: unquoted, no apostrophe, negative ones included', () => {
  const text = toCsv(
    ['Course', 'Price', 'Earnings'],
    [
      ['Java', -12.5, 0],
      ['-12.5', 1999, -3],
    ],
  )
  expect(text).toBe(`${CSV_BOM}Course,Price,Earnings\r\nJava,-12.5,0\r\n'-12.5,1999,-3\r\n`)
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

// `npm run test:security` raises this to 10 000 runs; the everyday run stays quick.
const RUNS = Number(process.env.SECURITY_PBT_RUNS ?? 1000)
// Names and titles built from the characters that matter here, plus letters and digits.
const hostile = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\r', '\n', '"', 'a', 'Z', 'é', '7', '0', ' '),
  maxLength: 16,
})
const number = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
// Shaped like the exports: a row opens with text or a count (`#`); numbers, negative ones too, follow.
const table = fc
  .tuple(fc.constantFrom('text', 'count'), fc.array(fc.constantFrom('text', 'number'), { minLength: 1, maxLength: 5 }))
  .chain(([first, rest]) =>
    fc.tuple(
      fc.array(hostile, { minLength: rest.length + 1, maxLength: rest.length + 1 }),
      fc.array(
        fc.tuple<(string | number)[]>(
          first === 'text' ? hostile : fc.nat(),
          ...rest.map((kind) => (kind === 'text' ? hostile : number)),
        ),
        { maxLength: 6 },
      ),
    ),
  )

test('property: split on comma, semicolon or tab, no field starts a formula unless it is a number', () => {
  let fields = 0
  fc.assert(
    fc.property(table, ([header, rows]) => {
      const text = toCsv(header, rows)
      const numbers = new Set(rows.flat().flatMap((cell) => (typeof cell === 'number' ? [String(cell)] : [])))
      for (const delimiter of SEPARATORS) {
        for (const field of splitOn(text, delimiter).flat()) {
          fields += 1
          // Only a cell written from a number (a negative one) may start a field with a formula character.
          if (FORMULA_START.test(field))
            expect(numbers.has(field), `${JSON.stringify(field)} split on ${JSON.stringify(delimiter)}`).toBe(true)
        }
      }
    }),
    { numRuns: RUNS },
  )
  expect(fields).toBeGreaterThan(RUNS)
})

test('property: the comma split gives back every cell in its column, apart from the apostrophes', () => {
  fc.assert(
    fc.property(table, ([header, rows]) => {
      const parsed = parse(toCsv(header, rows))
      expect(parsed).toHaveLength(rows.length + 1)
      ;[header, ...rows].forEach((row, r) => {
        expect(parsed[r]).toHaveLength(row.length)
        row.forEach((cell, c) => {
          const field = parsed[r]![c]!
          // A number comes back as written; the generated text holds no apostrophe, so each one was added.
          if (typeof cell === 'number') expect(field).toBe(String(cell))
          else expect(field.replaceAll("'", '')).toBe(cell)
        })
      })
    }),
    { numRuns: RUNS },
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
