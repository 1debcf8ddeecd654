import { afterEach, expect, test } from 'vitest'
import {
  formatCount,
  formatDateTime,
  formatLocales,
  formatLongDay,
  formatMoney,
  formatShortDate,
  setFormatLocales,
} from '../../../src/lib/format'
import { formatPrice } from '../../../src/domain/price'
import { courseCountLabel } from '../../../src/domain/countLabel'

const startingLocales = formatLocales()
afterEach(() => setFormatLocales(startingLocales))

test('money has the symbol in front, two decimals and Indian grouping by default', () => {
  expect(formatMoney(150000, '₹')).toBe('₹1,50,000.00')
  expect(formatMoney(1234567.5, '₹')).toBe('₹12,34,567.50')
  expect(formatMoney(0, '₹')).toBe('₹0.00')
  expect(formatMoney(49.99, '₹')).toBe('₹49.99')
  expect(formatMoney(-12.5, '₹')).toBe('-₹12.50')
  // A negative amount that rounds to nothing has no sign.
  expect(formatMoney(-0.001, '₹')).toBe('₹0.00')
  expect(formatMoney(Number.NaN, '₹')).toBe('–')
  expect(formatMoney(undefined, '₹')).toBe('–')
  expect(formatMoney(null, '₹')).toBe('–')
})

test('a build in dollars groups the American way; whole amounts leave the decimals out', () => {
  expect(formatMoney(150000, '$', { locale: 'en-US' })).toBe('$150,000.00')
  setFormatLocales({ number: 'en-US' })
  expect(formatMoney(1234567, '$')).toBe('$1,234,567.00')
  expect(formatMoney(1234567.4, '$', { whole: true })).toBe('$1,234,567')
  expect(formatCount(1234567)).toBe('1,234,567')
})

test('prices are rounded half-up to cents before they are written', () => {
  expect(formatPrice(150000, '₹')).toBe('₹1,50,000.00')
  expect(formatPrice(1.005, '₹')).toBe('₹1.01')
  expect(formatPrice(19.99 * 0.9, '₹')).toBe('₹17.99')
  expect(formatPrice(150000, '$', 'en-US')).toBe('$150,000.00')
  expect(formatPrice(Number.POSITIVE_INFINITY, '₹')).toBe('–')
})

test('counts are grouped in the number locale', () => {
  expect(formatCount(10014)).toBe('10,014')
  expect(formatCount(100000)).toBe('1,00,000')
  expect(formatCount(7)).toBe('7')
  expect(formatCount(Number.NaN)).toBe('–')
  expect(courseCountLabel(10014)).toBe('10,014 courses')
  expect(courseCountLabel(1)).toBe('1 course')
})

test('dates are written in the date locale: English and Hindi', () => {
  expect(formatShortDate('2026-11-28T10:00:00.000Z')).toBe('28 Nov 2026')
  expect(formatShortDate('2026-11-28T10:00:00.000Z', 'hi-IN')).toBe('28 नव॰ 2026')
  expect(formatLongDay('2026-11-26')).toBe('26 November 2026')
  expect(formatLongDay('2026-11-26', 'hi-IN')).toBe('26 नवंबर 2026')
  setFormatLocales({ date: 'hi-IN' })
  expect(formatShortDate('2026-11-28T10:00:00.000Z')).toBe('28 नव॰ 2026')
})

test('bad dates are a dash, never "Invalid Date"', () => {
  expect(formatShortDate('not a date')).toBe('–')
  expect(formatShortDate('')).toBe('–')
  expect(formatShortDate(undefined)).toBe('–')
  expect(formatLongDay('2026-13-45x')).toBe('–')
  expect(formatDateTime(Number.NaN)).toBe('–')
  expect(formatDateTime(0)).toBe('–')
})

test('a date and time reads as day, month, year and time', () => {
  expect(formatDateTime(new Date(2026, 10, 25, 14, 5).getTime())).toBe('25 Nov 2026, 2:05 pm')
})

test('durations and counted nouns follow the interface language', async () => {
  const { i18n } = await import('../../../src/lib/i18n')
  const { formatDuration } = await import('../../../src/domain/duration')
  const { lectureCountLabel } = await import('../../../src/domain/countLabel')
  expect(formatDuration(65)).toBe('1 hour, 5 minutes')
  expect(lectureCountLabel(1)).toBe('1 lecture')
  expect(lectureCountLabel(100000)).toBe('1,00,000 lectures')
  const { messages } = await import('../../../src/locales/hi.po')
  i18n.loadAndActivate({ locale: 'hi', messages })
  expect(formatDuration(65)).toBe('1 घंटा, 5 मिनट')
  expect(lectureCountLabel(1)).toBe('1 लेक्चर')
  expect(lectureCountLabel(12)).toBe('12 लेक्चर')
})
