// @vitest-environment node
import fc from 'fast-check'
import {
  courseTitlesOf,
  enrollmentSearchIndex,
  filterEnrollments,
  ratingSummary,
  recentSalesByTitle,
} from '../../../src/domain/courseInsights'

const now = Date.parse('2026-11-26T12:00:00Z')

test('recent sales count the last 30 days per title, not older, undated or future sales', () => {
  const sales = [
    { courseTitle: 'A', purchaseDate: '2026-11-26T11:00:00Z' },
    { courseTitle: 'A', purchaseDate: '2026-10-27T12:00:01Z' },
    { courseTitle: 'A', purchaseDate: '2026-10-27T12:00:00Z' },
    { courseTitle: 'B', purchaseDate: '2026-11-01T00:00:00Z' },
    { courseTitle: 'B', purchaseDate: null },
    { courseTitle: 'B', purchaseDate: 'garbage' },
    { courseTitle: 'B', purchaseDate: '2026-12-01T00:00:00Z' },
  ]
  expect(Object.fromEntries(recentSalesByTitle(sales, now))).toEqual({ A: 2, B: 1 })
})

test('rating summary: count, average to one decimal and the 1-to-5 distribution', () => {
  expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 4 }])).toEqual({
    count: 4,
    average: 4.3,
    distribution: [0, 0, 0, 3, 1],
  })
  expect(ratingSummary([])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] })
  expect(ratingSummary(undefined).count).toBe(0)
  expect(ratingSummary([{ rating: 0 }, { rating: 7 }, { rating: 2.5 }, { rating: 1 }])).toEqual({
    count: 1,
    average: 1,
    distribution: [1, 0, 0, 0, 0],
  })
})

test('property: the distribution adds up to the count and the average stays within 1 to 5', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ rating: fc.integer({ min: -2, max: 8 }) })), (ratings) => {
      const summary = ratingSummary(ratings)
      expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(summary.count)
      expect(summary.count).toBe(ratings.filter(({ rating }) => rating >= 1 && rating <= 5).length)
      if (summary.average !== null) {
        expect(summary.average).toBeGreaterThanOrEqual(1)
        expect(summary.average).toBeLessThanOrEqual(5)
      }
    }),
  )
})

const record = (name: string, courseTitle: string) => ({ student: { name }, courseTitle })

test('search matches the student or the course, any case; the course filter narrows it', () => {
  const records = [record('Ananya Rao', 'SQL Mastery'), record('Ben', 'React in Practice'), record('sql fan', 'Java')]
  expect(filterEnrollments(enrollmentSearchIndex(records), { query: ' sql ', courseTitle: null })).toEqual([
    records[0],
    records[2],
  ])
  expect(filterEnrollments(enrollmentSearchIndex(records), { query: 'SQL', courseTitle: 'Java' })).toEqual([records[2]])
  expect(filterEnrollments(enrollmentSearchIndex(records), { query: '', courseTitle: null })).toBe(records)
  expect(courseTitlesOf(records)).toEqual(['Java', 'React in Practice', 'SQL Mastery'])
})

test('property: filtering keeps the order and only records that match', () => {
  const titles = ['Alpha', 'Beta', 'Gamma']
  fc.assert(
    fc.property(
      fc.array(fc.record({ student: fc.record({ name: fc.string() }), courseTitle: fc.constantFrom(...titles) })),
      fc.string({ maxLength: 3 }),
      fc.option(fc.constantFrom(...titles), { nil: null }),
      (records, query, courseTitle) => {
        const found = filterEnrollments(enrollmentSearchIndex(records), { query, courseTitle })
        const needle = query.trim().toLowerCase()
        const matches = (r: (typeof records)[number]) =>
          (courseTitle === null || r.courseTitle === courseTitle) &&
          (r.student.name.toLowerCase().includes(needle) || r.courseTitle.toLowerCase().includes(needle))
        expect(found).toEqual(records.filter(matches))
      },
    ),
  )
})
