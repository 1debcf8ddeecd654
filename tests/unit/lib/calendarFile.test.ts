// @vitest-environment node
import fc from 'fast-check'
import { addMinutes, googleCalendarLink, type WeeklyEvent } from '../../../src/lib/calendarEvent'
import { calendarFileText, escapeText, foldContentLines, MAX_LINE_OCTETS } from '../../../src/lib/calendarFile'
import { inTimeZone } from '../../utils/timeZone'

const EVENT: WeeklyEvent = {
  title: 'Study: Git and GitHub',
  start: { year: 2026, month: 3, day: 2, hour: 18, minute: 30 },
  durationMinutes: 45,
  weekdays: ['WE', 'MO'],
  count: 3,
  url: 'http://localhost:4721/player/course_git',
  reminderMinutesBefore: 10,
}
const octets = (text: string) => new TextEncoder().encode(text).length
/** Physical lines, each without its CRLF (the text ends with one). */
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1)
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
const property = (text: string, name: string) =>
  unfold(text)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))

test('the file is one VEVENT in a VCALENDAR, every line ended by CRLF and none longer than 75 octets', () => {
  const text = calendarFileText(EVENT, 'Edemy study plan')
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1)
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
  expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  for (const line of physicalLines(text)) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS)
})

test('the event repeats weekly on its days for its count, lasts its minutes and links to the player', () => {
  const text = calendarFileText(EVENT, 'Edemy study plan')
  expect(property(text, 'RRULE')).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3'])
  expect(property(text, 'DURATION')).toEqual(['DURATION:PT45M'])
  expect(property(text, 'SUMMARY')).toEqual(['SUMMARY:Study: Git and GitHub'])
  expect(property(text, 'URL')).toEqual(['URL:http://localhost:4721/player/course_git'])
  expect(property(text, 'UID')).toHaveLength(1)
  expect(property(text, 'DTEND')).toEqual([])
})

test('the start is a floating wall-clock time: no Z and no zone', () => {
  expect(property(calendarFileText(EVENT, 'p'), 'DTSTART')).toEqual(['DTSTART:20260302T183000'])
})

test('ninety minutes is written PT90M', () => {
  expect(property(calendarFileText({ ...EVENT, durationMinutes: 90 }, 'p'), 'DURATION')).toEqual(['DURATION:PT90M'])
})

test('a display alarm 10 minutes before each session names the session', () => {
  const text = unfold(calendarFileText(EVENT, 'p'))
  const alarm = /BEGIN:VALARM\r\n([\s\S]*?)END:VALARM\r\n/.exec(text)?.[1]
  expect(alarm?.split('\r\n').filter(Boolean).sort()).toEqual([
    'ACTION:DISPLAY',
    'DESCRIPTION:Study: Git and GitHub',
    'TRIGGER:-PT10M',
  ])
})

test('commas, semicolons, backslashes and line breaks in the title are escaped, in the summary and the alarm', () => {
  const text = calendarFileText({ ...EVENT, title: 'Study: C, C++; and \\ paths\nline two' }, 'p')
  const escaped = 'Study: C\\, C++\\; and \\\\ paths\\nline two'
  expect(property(text, 'SUMMARY')).toEqual([`SUMMARY:${escaped}`])
  expect(property(text, 'DESCRIPTION')).toEqual([`DESCRIPTION:${escaped}`])
})

test('a long Devanagari title is folded by octets, never inside a character, and unfolds to the title', () => {
  const title = `अध्ययन: ${'पायथन डेटा विश्लेषण '.repeat(6)}`.trim()
  const text = calendarFileText({ ...EVENT, title }, 'p')
  const lines = physicalLines(text)
  expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3)
  for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS)
  expect(property(text, 'SUMMARY')).toEqual([`SUMMARY:${title}`])
})

test('a character that would cross the 75th octet moves whole to the next line', () => {
  // 73 octets, then a 4-octet emoji.
  const line = `SUMMARY:${'a'.repeat(65)}😀😀`
  const folded = foldContentLines(`${line}\r\n`)
  expect(folded).toBe(`SUMMARY:${'a'.repeat(65)}\r\n 😀😀\r\n`)
  expect(folded).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
})

test('a line of exactly 75 octets stays whole; one more octet folds it, with at most 74 after the space', () => {
  const exact = 'X'.repeat(75)
  expect(foldContentLines(`${exact}\r\n`)).toBe(`${exact}\r\n`)
  expect(foldContentLines(`${'X'.repeat(76)}\r\n`)).toBe(`${'X'.repeat(75)}\r\n X\r\n`)
  expect(foldContentLines(`${'X'.repeat(75 + 74 + 1)}\r\n`)).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X\r\n`)
})

test('folding keeps the text and the line limit for any line', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
      const line = `SUMMARY:${value.replace(/[\r\n]/g, '')}`
      const folded = foldContentLines(`${line}\r\n`)
      expect(unfold(folded)).toBe(`${line}\r\n`)
      for (const physical of physicalLines(folded)) expect(octets(physical)).toBeLessThanOrEqual(MAX_LINE_OCTETS)
    }),
  )
})

test('escapeText escapes what RFC 5545 says a TEXT value must', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
})

test('the Google Calendar link opens the first session in the learner zone, with the rest as its repeat rule', () => {
  const link = new URL(googleCalendarLink(EVENT, 'Europe/Berlin', EVENT.url))
  expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render')
  expect(Object.fromEntries(link.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Study: Git and GitHub',
    dates: '20260302T183000/20260302T191500',
    ctz: 'Europe/Berlin',
    details: EVENT.url,
    recur: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3',
  })
})

test('a session that runs past midnight ends on the next day, and past the year on the next year', () => {
  expect(addMinutes({ year: 2026, month: 3, day: 2, hour: 23, minute: 30 }, 45)).toEqual({
    year: 2026,
    month: 3,
    day: 3,
    hour: 0,
    minute: 15,
  })
  expect(addMinutes({ year: 2026, month: 12, day: 31, hour: 23, minute: 0 }, 90)).toEqual({
    year: 2027,
    month: 1,
    day: 1,
    hour: 0,
    minute: 30,
  })
})

describe('on a device in Europe/Berlin', () => {
  inTimeZone('Europe/Berlin')

  test('a session at 02:30 on the night the clocks skip that hour is written as chosen, not moved to 03:30', () => {
    expect(new Date(2026, 2, 29, 2, 30).getHours()).toBe(3)
    const text = calendarFileText({ ...EVENT, start: { year: 2026, month: 3, day: 29, hour: 2, minute: 30 } }, 'p')
    expect(property(text, 'DTSTART')).toEqual(['DTSTART:20260329T023000'])
  })
})
