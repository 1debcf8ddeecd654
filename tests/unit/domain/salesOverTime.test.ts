// @vitest-environment node
import fc from 'fast-check'
import {
  bucketLabel,
  bucketStart,
  calendarDay,
  estimateGap,
  salesOverTime,
  SALES_BUCKET_COUNT,
  type Sale,
} from '../../../src/domain/salesOverTime'
import { activateHindi } from '../../utils/hindi'

const course = (courseTitle: string, coursePrice: number, discount = 0) => ({ courseTitle, coursePrice, discount })
const sale = (courseTitle: string, purchaseDate?: string): Sale => ({ courseTitle, purchaseDate })
const at = (iso: string) => Date.parse(iso)

const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Auckland', 'Asia/Kathmandu', 'America/St_Johns']

test('empty data gives twelve empty weeks ending with the current one', () => {
  const result = salesOverTime([], [], { period: 'week', now: at('2026-11-26T12:00:00Z'), timeZone: 'UTC' })
  expect(result.buckets).toHaveLength(SALES_BUCKET_COUNT)
  expect(result.buckets.at(-1)).toEqual({ start: '2026-11-23', enrollments: 0, earnings: 0 })
  expect(result.buckets[0]?.start).toBe('2026-09-07')
  expect(result).toMatchObject({ estimatedTotal: 0, sharedTitles: [], unmatchedSales: 0, undatedSales: 0 })
})

test('a week across the year end is one bucket: Mon 29 Dec 2025 to Sun 4 Jan 2026', () => {
  const sales = [
    sale('A', '2025-12-29T10:00:00Z'),
    sale('A', '2026-01-01T10:00:00Z'),
    sale('A', '2026-01-04T22:00:00Z'),
  ]
  const result = salesOverTime(sales, [course('A', 10)], {
    period: 'week',
    now: at('2026-01-05T08:00:00Z'),
    timeZone: 'UTC',
  })
  expect(result.buckets.at(-2)).toEqual({ start: '2025-12-29', enrollments: 3, earnings: 30 })
  expect(result.buckets.at(-1)).toEqual({ start: '2026-01-05', enrollments: 0, earnings: 0 })
  expect(bucketLabel('2025-12-29', 'week')).toBe('Week of 29 Dec 2025')
})

test('a week and a month are named in the interface language, the date in its locale', async () => {
  expect(bucketLabel('2025-12-29', 'week')).toBe('Week of 29 Dec 2025')
  expect(bucketLabel('2025-12-01', 'month')).toBe('Dec 2025')
  await activateHindi()
  expect(bucketLabel('2025-12-29', 'week')).toBe('29 दिस॰ 2025 से शुरू होने वाला हफ़्ता')
  expect(bucketLabel('2025-12-01', 'month')).toBe('दिस॰ 2025')
})

test('months across the year end: the last 12 months end with January and start with February', () => {
  const sales = [
    sale('A', '2025-12-31T12:00:00Z'),
    sale('A', '2026-01-01T12:00:00Z'),
    sale('A', '2025-01-31T12:00:00Z'),
  ]
  const result = salesOverTime(sales, [course('A', 5)], {
    period: 'month',
    now: at('2026-01-15T00:00:00Z'),
    timeZone: 'UTC',
  })
  expect(result.buckets.map((bucket) => bucket.start)).toEqual([
    '2025-02-01',
    '2025-03-01',
    '2025-04-01',
    '2025-05-01',
    '2025-06-01',
    '2025-07-01',
    '2025-08-01',
    '2025-09-01',
    '2025-10-01',
    '2025-11-01',
    '2025-12-01',
    '2026-01-01',
  ])
  expect(result.buckets.at(-2)?.enrollments).toBe(1)
  expect(result.buckets.at(-1)?.enrollments).toBe(1)
  // January 2025 is 13 months back: counted in the estimate, not in the chart.
  expect(result.buckets.reduce((sum, bucket) => sum + bucket.enrollments, 0)).toBe(2)
  expect(result.estimatedTotal).toBe(15)
  expect(bucketLabel('2025-12-01', 'month')).toBe('Dec 2025')
})

test("the educator's time zone decides the day: 23:30 UTC on 31 Dec is already January in India", () => {
  const sales = [sale('A', '2025-12-31T23:30:00Z')]
  const options = { period: 'month' as const, now: at('2026-01-10T12:00:00Z') }
  const inIndia = salesOverTime(sales, [course('A', 1)], { ...options, timeZone: 'Asia/Kolkata' })
  const inNewYork = salesOverTime(sales, [course('A', 1)], { ...options, timeZone: 'America/New_York' })
  expect(inIndia.buckets.at(-1)?.enrollments).toBe(1)
  expect(inNewYork.buckets.at(-2)?.enrollments).toBe(1)
  expect(inNewYork.buckets.at(-1)?.enrollments).toBe(0)
})

test('each sale is priced at the current price after discount, added in cents', () => {
  const sales = Array.from({ length: 3 }, () => sale('Java', '2026-11-20T10:00:00Z'))
  const result = salesOverTime(sales, [course('Java', 19.99, 10)], {
    period: 'week',
    now: at('2026-11-26T00:00:00Z'),
    timeZone: 'UTC',
  })
  // 19.99 less 10 % is 17.99 (rounded half-up), three times.
  expect(result.buckets.at(-2)?.earnings).toBe(53.97)
  expect(result.estimatedTotal).toBe(53.97)
})

test('a title two courses share is flagged and left out of the estimate, never merged', () => {
  const sales = [
    sale('Intro', '2026-11-20T10:00:00Z'),
    sale('Intro', '2026-11-21T10:00:00Z'),
    sale('Solo', '2026-11-21T10:00:00Z'),
  ]
  const courses = [course('Intro', 100), course('Intro', 10), course('Solo', 7)]
  const result = salesOverTime(sales, courses, { period: 'week', now: at('2026-11-26T00:00:00Z'), timeZone: 'UTC' })
  expect(result.sharedTitles).toEqual([{ title: 'Intro', sales: 2 }])
  expect(result.buckets.at(-2)).toEqual({ start: '2026-11-16', enrollments: 3, earnings: 7 })
  expect(result.estimatedTotal).toBe(7)
})

test('sales of a course no longer listed and sales without a date are counted apart', () => {
  const sales = [sale('Gone', '2026-11-20T10:00:00Z'), sale('A'), sale('A', 'not a date')]
  const result = salesOverTime(sales, [course('A', 4)], {
    period: 'week',
    now: at('2026-11-26T00:00:00Z'),
    timeZone: 'UTC',
  })
  expect(result.unmatchedSales).toBe(1)
  expect(result.undatedSales).toBe(2)
  expect(result.estimatedTotal).toBe(8)
  expect(result.buckets.at(-2)).toMatchObject({ enrollments: 1, earnings: 0 })
})

test.each([
  [100, 100, null],
  [100.5, 100, null],
  [101, 100, null],
  [101.01, 100, 1.01],
  [90, 100, -10],
])('estimateGap(%s, %s) is %s: only more than one currency unit is a gap', (estimate, reported, expected) => {
  expect(estimateGap(estimate, reported)).toBe(expected)
})

// 1990 to 2090: every zone's offset is then a whole number of quarter hours (no local mean time).
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })
const zone = fc.constantFrom(...ZONES)

test('property: the calendar day is the one the time zone shows, cached or not', () => {
  const cache = new Map<number, number>()
  fc.assert(
    fc.property(instant, zone, (time, timeZone) => {
      const shown = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(time)
      const day = calendarDay(time, timeZone, timeZone === 'Asia/Kolkata' ? cache : undefined)
      expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(shown)
    }),
  )
})

test('property: weeks start on Mondays and months on the 1st, and hold the day', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 60_000 }), (day) => {
      const week = bucketStart(day, 'week')
      expect(new Date(week * 86_400_000).getUTCDay()).toBe(1)
      expect(day - week).toBeGreaterThanOrEqual(0)
      expect(day - week).toBeLessThan(7)
      const month = new Date(bucketStart(day, 'month') * 86_400_000)
      const date = new Date(day * 86_400_000)
      expect(month.getUTCDate()).toBe(1)
      expect([month.getUTCFullYear(), month.getUTCMonth()]).toEqual([date.getUTCFullYear(), date.getUTCMonth()])
    }),
  )
})

test('property: every dated sale in the window is in exactly the bucket of its local day, priced once', () => {
  const titles = ['A', 'B', 'C', 'Shared']
  const courses = [course('A', 10), course('B', 19.99, 25), course('Shared', 5), course('Shared', 6)]
  fc.assert(
    fc.property(
      fc.array(fc.record({ title: fc.constantFrom(...titles, 'Gone'), time: instant }), { maxLength: 40 }),
      instant,
      zone,
      fc.constantFrom('week' as const, 'month' as const),
      (drawn, now, timeZone, period) => {
        const sales = drawn.map(({ title, time }) => sale(title, new Date(time).toISOString()))
        const result = salesOverTime(sales, courses, { period, now, timeZone })
        const starts = result.buckets.map((bucket) => Date.parse(`${bucket.start}T00:00:00Z`) / 86_400_000)
        // Consecutive buckets, the last one holding today.
        starts.slice(1).forEach((start, index) => expect(start).toBeGreaterThan(starts[index] ?? Infinity))
        expect(starts.at(-1)).toBe(bucketStart(calendarDay(now, timeZone), period))
        const end = period === 'week' ? starts.at(-1)! + 7 : bucketStart(starts.at(-1)! + 31, 'month')
        const unit = { A: 10, B: 14.99 } as Record<string, number | undefined>
        const expected = starts.map(() => ({ enrollments: 0, cents: 0 }))
        for (const { title, time } of drawn) {
          const day = calendarDay(time, timeZone)
          if (day < starts[0]! || day >= end) continue
          const bucket = expected[starts.findLastIndex((start) => start <= day)]!
          bucket.enrollments += 1
          bucket.cents += Math.round((unit[title] ?? 0) * 100)
        }
        expect(result.buckets.map((bucket) => bucket.enrollments)).toEqual(expected.map((bucket) => bucket.enrollments))
        expect(result.buckets.map((bucket) => Math.round(bucket.earnings * 100))).toEqual(
          expected.map((bucket) => bucket.cents),
        )
        const sharedSales = drawn.filter(({ title }) => title === 'Shared').length
        expect(result.sharedTitles).toEqual([{ title: 'Shared', sales: sharedSales }])
        expect(result.unmatchedSales).toBe(drawn.filter(({ title }) => title === 'Gone' || title === 'C').length)
      },
    ),
  )
})
