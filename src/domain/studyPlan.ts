/**
 * "Plan study time" (docs/study-flow.md#plan-study-time): the sessions a learner needs to cover the time left, on the
 * weekdays and at the time they choose, and the calendar event that holds them. Days are counted on the calendar
 * (YYYY-MM-DD, no clock), so a daylight-saving change inside the plan moves neither a session nor the last day.
 */
import { WEEKDAY_CODES, type LocalDateTime, type WeekdayCode, type WeeklyEvent } from '../lib/calendarEvent'

export { WEEKDAY_CODES, type WeekdayCode }

/** "Minutes per session" choices. */
export const SESSION_MINUTES = [15, 30, 45, 60, 90] as const
export const DEFAULT_SESSION_MINUTES = 30
export const DEFAULT_START_TIME = '18:00'
/** The calendar reminds the learner this long before each session. */
export const REMINDER_MINUTES_BEFORE = 10

export type StudyPlanChoice = {
  readonly weekdays: readonly WeekdayCode[]
  /** "HH:MM" from a time input ('' when cleared). */
  readonly startTime: string
  readonly minutesPerSession: number
  /** "YYYY-MM-DD" from a date input; '' means today. */
  readonly startDate: string
}

/** The device's calendar day and the minutes past its midnight, read on its own clock. */
export type LocalNow = { readonly day: string; readonly minutes: number }

export type StudyPlan = {
  readonly sessions: number
  /** Days of the first and last session, "YYYY-MM-DD". */
  readonly firstDay: string
  readonly lastDay: string
  readonly start: LocalDateTime
  readonly minutesPerSession: number
  readonly weekdays: readonly WeekdayCode[]
}

/** Why no plan can be made; the dialog says each where it belongs. */
export type StudyPlanProblem = 'nothing-left' | 'no-weekday' | 'no-start-time' | 'bad-start-date' | 'past-start-date'

export type StudyPlanResult = { ok: true; plan: StudyPlan } | { ok: false; problems: StudyPlanProblem[] }

const MS_PER_DAY = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/

/** Days since 1970-01-01 for "YYYY-MM-DD", or null when it is not a real calendar day. */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, date)
  const check = new Date(time)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null
  return time / MS_PER_DAY
}

function dayText(number: number): string {
  return new Date(number * MS_PER_DAY).toISOString().slice(0, 10)
}

/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
function weekdayIndex(number: number): number {
  return (((number + 3) % 7) + 7) % 7
}

/** Sessions needed to cover `minutesLeft`: ceil(minutes left ÷ minutes per session); 0 when nothing is left. */
export function sessionsLeft(minutesLeft: number, minutesPerSession: number): number {
  if (!Number.isFinite(minutesLeft) || minutesLeft <= 0 || !(minutesPerSession > 0)) return 0
  return Math.ceil(minutesLeft / minutesPerSession)
}

/** Today and the time now on this device's clock. */
export function localNow(date: Date = new Date()): LocalNow {
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    minutes: date.getHours() * 60 + date.getMinutes(),
  }
}

/**
 * The plan for `minutesLeft`: the first session is the first chosen weekday on or after the start date (today by
 * default) whose start time has not passed yet; the last is found by counting whole weeks, so a plan of hundreds of
 * sessions costs nothing.
 */
export function planStudyTime(choice: StudyPlanChoice, minutesLeft: number, now: LocalNow): StudyPlanResult {
  const problems: StudyPlanProblem[] = []
  const sessions = sessionsLeft(minutesLeft, choice.minutesPerSession)
  if (sessions === 0) problems.push('nothing-left')
  const weekdays = WEEKDAY_CODES.filter((code) => choice.weekdays.includes(code))
  if (weekdays.length === 0) problems.push('no-weekday')
  const time = TIME_PATTERN.exec(choice.startTime)
  if (!time) problems.push('no-start-time')
  const today = dayNumber(now.day)
  const startDay = choice.startDate === '' ? today : dayNumber(choice.startDate)
  if (startDay === null || today === null) problems.push('bad-start-date')
  else if (startDay < today) problems.push('past-start-date')
  if (problems.length > 0 || !time || startDay === null || today === null) return { ok: false, problems }

  const [hour, minute] = [Number(time[1]), Number(time[2])]
  const chosen = weekdays.map((code) => WEEKDAY_CODES.indexOf(code))
  const hasPassed = (day: number) => day === today && hour * 60 + minute <= now.minutes
  let first = startDay
  while (!chosen.includes(weekdayIndex(first)) || hasPassed(first)) first += 1

  // The n-th session after the first falls `n` places further along the chosen days, week after week.
  const place = chosen.indexOf(weekdayIndex(first)) + sessions - 1
  const weekStart = first - weekdayIndex(first)
  const last = weekStart + Math.floor(place / chosen.length) * 7 + (chosen[place % chosen.length] ?? 0)

  const firstDay = dayText(first)
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number]
  return {
    ok: true,
    plan: {
      sessions,
      firstDay,
      lastDay: dayText(last),
      start: { year, month, day, hour, minute },
      minutesPerSession: choice.minutesPerSession,
      weekdays,
    },
  }
}

/** The plan as a calendar event: "Study: {course title}" (given in the interface language), linking to the player. */
export function studyPlanEvent(
  plan: StudyPlan,
  { title, playerUrl }: { title: string; playerUrl: string },
): WeeklyEvent {
  return {
    title,
    start: plan.start,
    durationMinutes: plan.minutesPerSession,
    weekdays: plan.weekdays,
    count: plan.sessions,
    url: playerUrl,
    reminderMinutesBefore: REMINDER_MINUTES_BEFORE,
  }
}

/**
 * "{course title}.ics", without the characters file systems refuse; a title with nothing left is "study-plan.ics".
 */
export function calendarFileName(courseTitle: string): string {
  const name = courseTitle
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
  // Cut by characters, never inside a surrogate pair.
  const short = Array.from(name).slice(0, 120).join('').trim()
  return `${short || 'study-plan'}.ics`
}
