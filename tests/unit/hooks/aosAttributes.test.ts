import { aosAttributes } from '../../../src/hooks/useAos'

test('the same animation gives the same attributes object, so a memoised card in a growing list is not drawn again', () => {
  const first = aosAttributes(true, { durationMs: 400, delayMs: 200 })
  expect(first).toEqual({ 'data-aos': 'fade-up', 'data-aos-duration': 400, 'data-aos-delay': 200 })
  expect(aosAttributes(true, { durationMs: 400, delayMs: 200 })).toBe(first)
  expect(aosAttributes(true, { durationMs: 400, delayMs: 300 })).not.toBe(first)
  expect(aosAttributes(true, { durationMs: 400 })).toEqual({ 'data-aos': 'fade-up', 'data-aos-duration': 400 })
  expect(aosAttributes(false, { durationMs: 400 })).toBe(aosAttributes(false, { durationMs: 900 }))
  expect(aosAttributes(false, { durationMs: 400 })).toEqual({})
})
