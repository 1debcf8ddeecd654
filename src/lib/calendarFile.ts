import { createEvent } from 'ics'
import { localDateTimeText, weeklyRule, type WeeklyEvent } from './calendarEvent'

/*
 * The calendar file (RFC 5545) of a weekly event, made with the `ics` library. Loaded only when a screen offers the
 * file: the library and its schema checker stay out of every route's code.
 */

/** The most octets a content line may hold before it is folded (RFC 5545 §3.1), its line break not counted. */
export const MAX_LINE_OCTETS = 75

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * Folds every content line longer than 75 octets: a line break and one space before the rest, never inside a
 * character's UTF-8 sequence or a surrogate pair. `ics` folds by characters, so a title in Devanagari (3 octets a
 * letter) or with a dash would run past 75 octets; its folds are undone first and the lines folded again here.
 */
export function foldContentLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines.map(foldLine).join('\r\n')
}

function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      // Continuation lines start with the space that marks them.
      limit = MAX_LINE_OCTETS - 1
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/**
 * The whole file: one VEVENT starting at the event's floating wall-clock time, repeating weekly, lasting
 * `DURATION:PT{m}M`, with a display alarm before each occurrence. Throws when `ics` rejects a field.
 */
export function calendarFileText(event: WeeklyEvent, productId: string): string {
  const { error, value } = createEvent({
    productId: escapeText(productId),
    title: event.title,
    // A string is written as it is: an array would go through a Date in this device's zone, which moves a time
    // in a daylight-saving gap (02:30 on the night the clocks go forward) an hour on.
    start: localDateTimeText(event.start),
    duration: { minutes: event.durationMinutes },
    recurrenceRule: weeklyRule(event),
    url: event.url,
    alarms: [
      {
        action: 'display',
        // `ics` escapes the event's title but writes an alarm's description as given.
        description: escapeText(event.title),
        trigger: { minutes: event.reminderMinutesBefore, before: true },
      },
    ],
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be made')
  return foldContentLines(value)
}
