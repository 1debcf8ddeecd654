// @vitest-environment node
import fc from 'fast-check'
import {
  calendarFileName,
  localNow,
  planStudyTime,
  sessionsLeft,
  studyPlanEvent,
  WEEKDAY_CODES,
  type StudyPlanChoice,
  type WeekdayCode,
} from '../../../src/domain/studyPlan'
import { inTimeZone } from '../../utils/timeZone'

// 2026-03-02 is a Monday.
const MONDAY_MORNING = { day: '2026-03-02', minutes: 9 * 60 }
const choice = (overrides: Partial<StudyPlanChoice> = {}): StudyPlanChoice => ({
  weekdays: ['MO', 'WE'],
  startTime: '18:30',
  minutesPerSession: 30,
  startDate: '',
  ...overrides,
})

function planOf(...args: Parameters<typeof planStudyTime>) {
  const result = planStudyTime(...args)
  if (!result.ok) throw new Error(`no plan: ${result.problems.join(', ')}`)
  return result.plan
}

test.each([
  [95, 30, 4],
  [90, 30, 3],
  [1, 90, 1],
  [90, 90, 1],
  [91, 90, 2],
  [600, 15, 40],
  [0, 30, 0],
  [-5, 30, 0],
  [Number.NaN, 30, 0],
  [60, 0, 0],
])('%s minutes left in sessions of %s minutes take %s sessions', (left, perSession, sessions) => {
  expect(sessionsLeft(left, perSession)).toBe(sessions)
})

test('the plan starts on the first chosen day from today and finishes on the last session', () => {
  const plan = planOf(choice(), 95, MONDAY_MORNING)
  // 4 sessions: Mon 2, Wed 4, Mon 9, Wed 11 March.
  expect(plan).toMatchObject({ sessions: 4, firstDay: '2026-03-02', lastDay: '2026-03-11', weekdays: ['MO', 'WE'] })
  expect(plan.start).toEqual({ year: 2026, month: 3, day: 2, hour: 18, minute: 30 })
})

test("today is skipped once today's start time has passed", () => {
  const evening = { day: '2026-03-02', minutes: 18 * 60 + 30 }
  expect(planOf(choice(), 95, evening)).toMatchObject({ firstDay: '2026-03-04', lastDay: '2026-03-16' })
  const justBefore = { day: '2026-03-02', minutes: 18 * 60 + 29 }
  expect(planOf(choice(), 95, justBefore).firstDay).toBe('2026-03-02')
})

test('a later start date starts the plan on the first chosen day from then', () => {
  const plan = planOf(choice({ startDate: '2026-03-05', weekdays: ['SU'] }), 60, MONDAY_MORNING)
  expect(plan).toMatchObject({ firstDay: '2026-03-08', lastDay: '2026-03-15', sessions: 2 })
})

test('the weekdays are written Monday first whatever order they were ticked in', () => {
  expect(planOf(choice({ weekdays: ['SU', 'FR', 'MO'] }), 30, MONDAY_MORNING).weekdays).toEqual(['MO', 'FR', 'SU'])
})

test('the last session is where counting the chosen days one by one ends', () => {
  const weekdays = fc.subarray([...WEEKDAY_CODES], { minLength: 1 })
  fc.assert(
    fc.property(
      weekdays,
      fc.integer({ min: 1, max: 400 }),
      fc.integer({ min: 0, max: 1439 }),
      fc.integer({ min: 0, max: 20 }),
      (days, sessions, nowMinutes, daysAhead) => {
        const start = new Date(Date.UTC(2026, 0, 1 + daysAhead)).toISOString().slice(0, 10)
        const now = { day: '2026-01-01', minutes: nowMinutes }
        const plan = planOf(choice({ weekdays: days, startDate: start, minutesPerSession: 15 }), sessions * 15, now)
        // Naive expansion: walk the calendar a day at a time.
        const chosen = new Set<WeekdayCode>(days)
        const found: string[] = []
        for (let day = Date.UTC(2026, 0, 1 + daysAhead); found.length < sessions; day += 86_400_000) {
          const date = new Date(day)
          const code = WEEKDAY_CODES[(date.getUTCDay() + 6) % 7] as WeekdayCode
          const text = date.toISOString().slice(0, 10)
          const passed = text === now.day && 18 * 60 + 30 <= nowMinutes
          if (chosen.has(code) && !passed) found.push(text)
        }
        expect([plan.firstDay, plan.lastDay]).toEqual([found[0], found.at(-1)])
      },
    ),
  )
})

test('with no weekday, no plan is made and the dialog is told why', () => {
  expect(planStudyTime(choice({ weekdays: [] }), 95, MONDAY_MORNING)).toEqual({ ok: false, problems: ['no-weekday'] })
})

test('with zero minutes left there is nothing to plan', () => {
  expect(planStudyTime(choice(), 0, MONDAY_MORNING)).toEqual({ ok: false, problems: ['nothing-left'] })
})

test.each([
  [{ startTime: '' }, 'no-start-time'],
  [{ startTime: '24:00' }, 'no-start-time'],
  [{ startTime: '7:30' }, 'no-start-time'],
  [{ startDate: '2026-02-30' }, 'bad-start-date'],
  [{ startDate: '02/03/2026' }, 'bad-start-date'],
  [{ startDate: '2026-03-01' }, 'past-start-date'],
] as const)('%j is refused as %s', (overrides, problem) => {
  expect(planStudyTime(choice(overrides), 95, MONDAY_MORNING)).toEqual({ ok: false, problems: [problem] })
})

test('a time input with seconds is read to the minute', () => {
  expect(planOf(choice({ startTime: '07:05:30' }), 30, MONDAY_MORNING).start).toMatchObject({ hour: 7, minute: 5 })
})

test('every problem is reported at once', () => {
  const result = planStudyTime(choice({ weekdays: [], startTime: '', startDate: '2020-01-01' }), 0, MONDAY_MORNING)
  expect(result).toEqual({ ok: false, problems: ['nothing-left', 'no-weekday', 'no-start-time', 'past-start-date'] })
})

test('the event repeats the plan: its first session, weekdays, count, length and a 10-minute reminder', () => {
  const plan = planOf(choice({ minutesPerSession: 45 }), 95, MONDAY_MORNING)
  expect(studyPlanEvent(plan, { title: 'Study: Git', playerUrl: 'https://edemy.example/player/c1' })).toEqual({
    title: 'Study: Git',
    start: { year: 2026, month: 3, day: 2, hour: 18, minute: 30 },
    durationMinutes: 45,
    weekdays: ['MO', 'WE'],
    count: 3,
    url: 'https://edemy.example/player/c1',
    reminderMinutesBefore: 10,
  })
})

describe('in a time zone whose clocks change inside the plan (Europe/Berlin: 29 March and 25 October 2026)', () => {
  inTimeZone('Europe/Berlin')

  test('the zone is in force: the same hour of UTC is an hour later on the clock after the change', () => {
    expect(new Date('2026-03-28T17:30:00Z').getHours()).toBe(18)
    expect(new Date('2026-03-30T17:30:00Z').getHours()).toBe(19)
  })

  test("the device's day and time are read on its clock, before and after the change", () => {
    expect(localNow(new Date('2026-03-29T00:30:00Z'))).toEqual({ day: '2026-03-29', minutes: 90 })
    expect(localNow(new Date('2026-03-29T01:30:00Z'))).toEqual({ day: '2026-03-29', minutes: 210 })
    expect(localNow(new Date('2026-10-24T22:30:00Z'))).toEqual({ day: '2026-10-25', minutes: 30 })
  })

  // Sessions at 00:30, where an hour's drift across a change would move a session to the day before.
  test.each([
    ['forward', '2026-03-20T12:00:00Z', { firstDay: '2026-03-22', lastDay: '2026-04-12' }],
    ['back', '2026-10-16T12:00:00Z', { firstDay: '2026-10-18', lastDay: '2026-11-08' }],
  ])('a plan across the clocks going %s keeps its time and counts its last day on the calendar', (_, at, days) => {
    const plan = planOf(
      choice({ weekdays: ['SU'], startTime: '00:30', minutesPerSession: 60 }),
      240,
      localNow(new Date(at)),
    )
    expect(plan).toMatchObject({ ...days, sessions: 4 })
    expect(plan.start).toMatchObject({ hour: 0, minute: 30 })
  })

  test('a start time inside the hour the clocks skip is kept as chosen', () => {
    const now = localNow(new Date('2026-03-28T12:00:00Z'))
    const plan = planOf(choice({ weekdays: ['SU'], startTime: '02:30' }), 30, now)
    expect(plan.start).toEqual({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 })
  })
})

test.each([
  ['Git and GitHub: Version Control for Teams', 'Git and GitHub Version Control for Teams.ics'],
  ['a/b\\c*d?"e<f>g|h', 'a b c d e f g h.ics'],
  ['  ..Hidden.. ', 'Hidden.ics'],
  ['पायथन: डेटा विश्लेषण', 'पायथन डेटा विश्लेषण.ics'],
  ['???', 'study-plan.ics'],
  ['', 'study-plan.ics'],
])('the calendar file of %j is %j', (title, fileName) => {
  expect(calendarFileName(title)).toBe(fileName)
})

test('a very long title is cut by characters, never inside an emoji', () => {
  const name = calendarFileName('😀'.repeat(200))
  expect(Array.from(name.replace(/\.ics$/, ''))).toHaveLength(120)
  expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
})
