/*
 * A weekly repeating calendar event, as a calendar file (lib/calendarFile.ts, loaded on demand) and a Google
 * Calendar link both describe it. Its start is a wall-clock time with no zone ("floating" in RFC 5545 terms): every
 * occurrence is at that time on the clock of whoever keeps the calendar, so a daylight-saving change between two
 * occurrences moves none of them.
 */

/** RFC 5545 weekday codes, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type WeekdayCode = (typeof WEEKDAY_CODES)[number]

/** A date and time on a wall clock; `month` 1–12. */
export type LocalDateTime = {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
}

export type WeeklyEvent = {
  readonly title: string
  /** The first occurrence: it falls on one of `weekdays`. */
  readonly start: LocalDateTime
  readonly durationMinutes: number
  /** Each week's days, in any order (written Monday first). */
  readonly weekdays: readonly WeekdayCode[]
  /** How many occurrences in all, the first included. */
  readonly count: number
  readonly url: string
  /** A reminder this many minutes before each occurrence. */
  readonly reminderMinutesBefore: number
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** "20260302T183000": a floating date-time (RFC 5545 §3.3.5, form 1). */
export function localDateTimeText({ year, month, day, hour, minute }: LocalDateTime): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}T${pad(hour)}${pad(minute)}00`
}

/** "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10". */
export function weeklyRule(event: Pick<WeeklyEvent, 'weekdays' | 'count'>): string {
  const days = WEEKDAY_CODES.filter((code) => event.weekdays.includes(code))
  return `FREQ=WEEKLY;BYDAY=${days.join(',')};COUNT=${event.count}`
}

/** The wall-clock time `minutes` after `start`, counted on the calendar (no zone, so no daylight-saving jump). */
export function addMinutes(start: LocalDateTime, minutes: number): LocalDateTime {
  const date = new Date(Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute + minutes))
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  }
}

/**
 * Google Calendar's "add event" page for the first occurrence, with the rest as its repeat rule and `details` as the
 * description. Wall-clock times with `ctz` make Google read them in the learner's zone (`timeZone`, an IANA name).
 */
export function googleCalendarLink(event: WeeklyEvent, timeZone: string, details: string): string {
  const end = addMinutes(event.start, event.durationMinutes)
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${localDateTimeText(event.start)}/${localDateTimeText(end)}`,
    ctz: timeZone,
    details,
    recur: `RRULE:${weeklyRule(event)}`,
  })
  return `https://calendar.google.com/calendar/render?${query.toString()}`
}
