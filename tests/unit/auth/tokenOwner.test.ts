import fc from 'fast-check'
import { tokenSubject } from '../../../src/auth/tokenOwner'

const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const jwt = (payload: object) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(payload))}.c2ln`

test('a JWT names its user in `sub`; anything else names nobody', () => {
  expect(tokenSubject(jwt({ sub: 'user_2abc', exp: 1 }))).toBe('user_2abc')
  expect(tokenSubject(jwt({ exp: 1 }))).toBeNull()
  expect(tokenSubject(jwt({ sub: '' }))).toBeNull()
  expect(tokenSubject(jwt({ sub: 42 }))).toBeNull()
  // The local provider's tokens are opaque.
  expect(tokenSubject('3f9c2a0b8d7e4f61a5b3c2d1e0f9a8b7')).toBeNull()
  expect(tokenSubject('a.b')).toBeNull()
  expect(tokenSubject('a.%%%.c')).toBeNull()
  expect(tokenSubject(`x.${base64url('not json')}.y`)).toBeNull()
})

test('property: reading any string as a token never throws', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
      const subject = tokenSubject(`${a}.${b}.${c}`)
      expect(subject === null || typeof subject === 'string').toBe(true)
    }),
  )
})
