import fc from 'fast-check'
import { createObjectStreamReader, MalformedAnswerError } from '../../../src/api/catalogueStream'

type Read = { items: unknown[]; fields: Record<string, unknown>; sawArray: boolean }

/** Reads `text` cut into the given pieces, as the network might deliver it. */
function readInPieces(pieces: readonly string[]): Read {
  const reader = createObjectStreamReader('courses')
  const items: unknown[] = []
  for (const piece of pieces) items.push(...reader.push(piece))
  reader.end()
  return { items, fields: { ...reader.fields }, sawArray: reader.sawArray }
}

function cut(text: string, size: number): string[] {
  const pieces: string[] = []
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size))
  return pieces
}

const course = (index: number) => ({
  _id: `c${index}`,
  courseTitle: `Course ${index}`,
  coursePrice: index,
  courseRatings: [{ userId: `u${index}`, rating: 4 }],
})

test('an empty catalogue is read as no courses', () => {
  expect(readInPieces(['{"success":true,"courses":[]}'])).toEqual({
    items: [],
    fields: { success: true },
    sawArray: true,
  })
  expect(readInPieces([' { "courses" : [ ] , "success" : true } \n'])).toMatchObject({ items: [], sawArray: true })
})

test('one course is read as it was sent', () => {
  const answer = { success: true, courses: [course(1)] }
  expect(readInPieces([JSON.stringify(answer)]).items).toEqual([course(1)])
})

test('10,000 courses read the same in one piece and one character at a time', () => {
  const courses = Array.from({ length: 10_000 }, (_, index) => course(index))
  const text = JSON.stringify({ success: true, courses })
  expect(readInPieces([text]).items).toEqual(courses)
  const oneByOne = readInPieces(cut(text, 1))
  expect(oneByOne.items).toEqual(courses)
  expect(oneByOne.fields).toEqual({ success: true })
})

test('each course is handed on as soon as its closing brace has arrived', () => {
  const reader = createObjectStreamReader('courses')
  const text = JSON.stringify({ courses: [course(1), course(2)], success: true })
  const firstEnds = text.indexOf('}]}') + 3
  expect(reader.push(text.slice(0, firstEnds - 1))).toEqual([])
  expect(reader.push(text.slice(firstEnds - 1, firstEnds))).toEqual([course(1)])
  expect(reader.push(text.slice(firstEnds))).toEqual([course(2)])
  reader.end()
})

test('success and message are read wherever they sit, before or after the courses', () => {
  const after = readInPieces(cut('{"courses":[{"_id":"a"}],"success":false,"message":"Database down"}', 7))
  expect(after.fields).toEqual({ success: false, message: 'Database down' })
  expect(after.items).toEqual([{ _id: 'a' }])
  const before = readInPieces(cut('{"success":true,"message":"ok","courses":[{"_id":"a"}]}', 3))
  expect(before.fields).toEqual({ success: true, message: 'ok' })
  // Other members of any shape are read whole and do not disturb the list.
  const other = readInPieces(['{"meta":{"list":[1,{"a":"]}"}]},"courses":[{"_id":"a"}],"n":-1.5e3,"ok":null}'])
  expect(other.fields).toEqual({ meta: { list: [1, { a: ']}' }] }, n: -1500, ok: null })
  expect(other.items).toEqual([{ _id: 'a' }])
})

test('strings holding brackets, braces, escaped quotes and backslashes end where JSON says', () => {
  const tricky = { _id: 'x', courseTitle: 'Arrays ]} and objects {[ with "quotes" \\ and \\" and \\\\"' }
  const text = JSON.stringify({ success: true, courses: [tricky, course(2)] })
  for (const size of [1, 2, 3, 5, 64]) expect(readInPieces(cut(text, size)).items).toEqual([tricky, course(2)])
})

test('an escaped surrogate pair and a raw emoji split between pieces arrive whole', () => {
  const text = '{"success":true,"courses":[{"_id":"e","courseTitle":"Learn \\ud83d\\ude00 and 😀 today"}]}'
  for (const size of [1, 2, 7]) {
    expect(readInPieces(cut(text, size)).items).toEqual([{ _id: 'e', courseTitle: 'Learn 😀 and 😀 today' }])
  }
})

test('a page that is not JSON (an HTML error page) is refused at its first character', () => {
  const reader = createObjectStreamReader('courses')
  expect(() => reader.push('<!doctype html><title>502 Bad Gateway</title>')).toThrow(MalformedAnswerError)
  expect(() => createObjectStreamReader('courses').push('[{"_id":"a"}]')).toThrow(MalformedAnswerError)
})

test('a malformed byte in the middle stops the reading after the courses before it', () => {
  const reader = createObjectStreamReader('courses')
  expect(reader.push('{"success":true,"courses":[{"_id":"a"},')).toEqual([{ _id: 'a' }])
  expect(() => reader.push('{"_id":"b",\u0001}')).toThrow(MalformedAnswerError)
  expect(() => createObjectStreamReader('courses').push('{"courses":[{"_id":"a"} {"_id":"b"}]}')).toThrow(
    MalformedAnswerError,
  )
  expect(() => createObjectStreamReader('courses').push('{"courses":[{"_id":"a"},]}')).toThrow(MalformedAnswerError)
})

test('an answer that ends without closing the array, or the object, is refused at its end', () => {
  for (const text of ['{"success":true,"courses":[{"_id":"a"}', '{"success":true,"courses":[{"_id":"a"}]', '']) {
    const reader = createObjectStreamReader('courses')
    reader.push(text)
    expect(() => reader.end()).toThrow(MalformedAnswerError)
  }
})

test('"courses" that is not one array is refused: no half of two lists', () => {
  expect(() => readInPieces(['{"courses":{"a":1}}'])).toThrow(MalformedAnswerError)
  expect(() => readInPieces(['{"courses":[],"courses":[]}'])).toThrow(MalformedAnswerError)
  expect(readInPieces(['{"success":true}'])).toMatchObject({ sawArray: false, items: [] })
})

test('property: any catalogue cut anywhere reads as JSON.parse reads it whole', () => {
  const value = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  )
  const item = fc.dictionary(fc.string({ unit: 'grapheme' }), fc.oneof(value, fc.array(value, { maxLength: 3 })), {
    maxKeys: 4,
  })
  fc.assert(
    fc.property(
      fc.array(item, { maxLength: 12 }),
      fc.dictionary(fc.constantFrom('success', 'message', 'other'), value),
      fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }),
      (courses, fields, sizes) => {
        const text = JSON.stringify({ ...fields, courses })
        const pieces: string[] = []
        let start = 0
        for (let turn = 0; start < text.length; turn++) {
          const size = sizes[turn % sizes.length] ?? 1
          pieces.push(text.slice(start, start + size))
          start += size
        }
        const read = readInPieces(pieces)
        const whole = JSON.parse(text) as { courses: unknown[] } & Record<string, unknown>
        expect(read.items).toEqual(whole.courses)
        const { courses: _list, ...rest } = whole
        expect(read.fields).toEqual(rest)
      },
    ),
    { numRuns: 300 },
  )
})
