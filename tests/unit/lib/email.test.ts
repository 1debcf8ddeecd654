// @vitest-environment node
import { isEmailAddress, withMailto } from '../../../src/lib/email'

test.each(['name@example.com', 'first.last+tag@mail.example.co.uk', 'a@b.io'])('%s is an e-mail address', (text) => {
  expect(isEmailAddress(text)).toBe(true)
})

test.each([
  '',
  'name',
  'name@',
  '@example.com',
  'name@example',
  'name@example.',
  'name@.com',
  'two words@example.com',
  'a@b@example.com',
  '<script>@example.com',
  'https://example.com/a@b.com',
  'user@host.com?x=1',
])('%j is not an e-mail address', (text) => {
  expect(isEmailAddress(text)).toBe(false)
})

test('a bare address becomes a mailto: link; a web link or text stays as it is', () => {
  expect(withMailto(' name@example.com ')).toBe('mailto:name@example.com')
  expect(withMailto('https://example.com')).toBe('https://example.com')
  expect(withMailto('mailto:name@example.com')).toBe('mailto:name@example.com')
})
