import { formatDateTime } from '../../../src/lib/format'

test('formatDateTime reads as day, month, year and time, and never as "Invalid Date"', () => {
  expect(formatDateTime(new Date(2026, 10, 25, 14, 5).getTime())).toBe('25 Nov 2026, 14:05')
  expect(formatDateTime(Number.NaN)).toBe('–')
  expect(formatDateTime(0)).toBe('–')
})
