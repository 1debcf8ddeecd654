import {
  ApiError,
  cleanServerMessage,
  getErrorMessage,
  isCanceledError,
  messageForStatus,
} from '../../../src/api/errors'

test.each([
  [401, 'Your session has expired. Please sign in again.'],
  [403, 'You do not have access to this.'],
  [404, 'We could not find what you asked for.'],
  [413, 'The file is too large to upload.'],
  [500, 'The service is temporarily unavailable. Please try again.'],
  [502, 'The service is temporarily unavailable. Please try again.'],
  [418, 'The request failed. Please try again.'],
])('status %i reads as "%s"', (status, message) => {
  expect(messageForStatus(status)).toBe(message)
})

test('server messages are trimmed, collapsed and capped', () => {
  expect(cleanServerMessage('  Course\n  not   found ')).toBe('Course not found')
  expect(cleanServerMessage('')).toBeNull()
  expect(cleanServerMessage('   ')).toBeNull()
  expect(cleanServerMessage(undefined)).toBeNull()
  expect(cleanServerMessage({ text: 'x' })).toBeNull()
  expect(cleanServerMessage(42)).toBeNull()
  const long = cleanServerMessage('a'.repeat(500))
  expect(long).toHaveLength(300)
  expect(long?.endsWith('…')).toBe(true)
})

test('any non-API failure reads as the fallback sentence, never its internals', () => {
  expect(getErrorMessage(new TypeError("Cannot read properties of null (reading 'map')"))).toBe('Something went wrong')
  expect(getErrorMessage('boom')).toBe('Something went wrong')
  expect(getErrorMessage(undefined, 'Could not load')).toBe('Could not load')
})

test('an API error reads as its own message', () => {
  expect(getErrorMessage(new ApiError('server', 'Course not found', 404))).toBe('Course not found')
})

test('only canceled API errors count as canceled', () => {
  expect(isCanceledError(new ApiError('canceled', ''))).toBe(true)
  expect(isCanceledError(new ApiError('timeout', 'slow'))).toBe(false)
  expect(isCanceledError(new Error('canceled'))).toBe(false)
})
