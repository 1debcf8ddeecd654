import * as v from 'valibot'
import fc from 'fast-check'
import {
  readJsonStorage,
  readStorage,
  removeStorage,
  personalStorageKey,
  removeStorageStartingWith,
  writeJsonStorage,
  writeStorage,
} from '../../../src/lib/storage'

afterEach(() => {
  vi.unstubAllGlobals()
})

// jsdom storage is slow on a loaded machine; thousands of writes need more than the default 5 s.
const PROPERTY_TIMEOUT_MS = 30_000

const acceptAnything = (_value: unknown): _value is unknown => true

/** Makes reading window.localStorage throw, as it does when the browser blocks storage. */
function denyStorageAccess(): { mockRestore: () => void } {
  return vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
}

test('writeStorage stores a string that readStorage returns', () => {
  expect(writeStorage('key', 'value')).toBe(true)
  expect(readStorage('key')).toBe('value')
  expect(localStorage.getItem('key')).toBe('value')
})

test('readStorage returns null for a missing key', () => {
  expect(readStorage('missing')).toBeNull()
})

test('removeStorage removes the key and ignores a missing one', () => {
  writeStorage('key', 'value')
  removeStorage('key')
  expect(readStorage('key')).toBeNull()
  expect(() => removeStorage('key')).not.toThrow()
})

test('storage helpers do not throw when reading localStorage itself throws (storage disabled)', () => {
  const denial = denyStorageAccess()
  try {
    expect(readStorage('key')).toBeNull()
    expect(writeStorage('key', 'value')).toBe(false)
    expect(() => removeStorage('key')).not.toThrow()
    expect(readJsonStorage('key', acceptAnything)).toBeNull()
    expect(writeJsonStorage('key', { a: 1 })).toBe(false)
  } finally {
    // The shared test setup clears localStorage after each test; it must be reachable again by then.
    denial.mockRestore()
  }
})

test('writeStorage returns false when the quota is exceeded (or Safari private mode)', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  expect(writeStorage('key', 'value')).toBe(false)
  expect(writeJsonStorage('key', [1, 2])).toBe(false)
})

test('readStorage and removeStorage survive getItem and removeItem throwing', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('broken')
  })
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new Error('broken')
  })
  expect(readStorage('key')).toBeNull()
  expect(() => removeStorage('key')).not.toThrow()
})

test('storage helpers work without a window (server-side or a worker)', () => {
  vi.stubGlobal('window', undefined)
  expect(readStorage('key')).toBeNull()
  expect(writeStorage('key', 'value')).toBe(false)
  expect(() => removeStorage('key')).not.toThrow()
})

type Draft = { title: string; price: number }
const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { title?: unknown }).title === 'string' &&
  typeof (value as { price?: unknown }).price === 'number'

test('writeJsonStorage and readJsonStorage round-trip a value that passes the guard', () => {
  expect(writeJsonStorage('draft', { title: 'React', price: 49.99 })).toBe(true)
  expect(readJsonStorage('draft', isDraft)).toEqual({ title: 'React', price: 49.99 })
})

test('readJsonStorage returns null for a value the guard rejects', () => {
  writeJsonStorage('draft', { title: 42 })
  expect(readJsonStorage('draft', isDraft)).toBeNull()
})

test('readJsonStorage returns null for text that is not JSON, without removing it', () => {
  localStorage.setItem('draft', '{not json')
  expect(readJsonStorage('draft', isDraft)).toBeNull()
  expect(localStorage.getItem('draft')).toBe('{not json')
})

test('readJsonStorage returns null for a missing key', () => {
  expect(readJsonStorage('missing', isDraft)).toBeNull()
})

test('readJsonStorage validates with a valibot schema and returns its output with defaults', () => {
  const schema = v.object({ title: v.string(), discount: v.optional(v.number(), 0) })
  writeJsonStorage('draft', { title: 'React', extra: true })
  expect(readJsonStorage('draft', schema)).toEqual({ title: 'React', discount: 0 })
  writeJsonStorage('draft', { title: 1 })
  expect(readJsonStorage('draft', schema)).toBeNull()
})

test('readJsonStorage accepts any Standard Schema, not only valibot', () => {
  // What another validation library hands over: the Standard Schema interface, written out by hand.
  const schema = {
    '~standard': {
      version: 1,
      vendor: 'hand-written',
      validate(value: unknown) {
        const record: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {}
        const { title, discount } = record
        if (typeof title !== 'string') return { issues: [{ message: 'title must be text' }] }
        return { value: { title, discount: typeof discount === 'number' ? discount : 0 } }
      },
    },
  } as const
  writeJsonStorage('draft', { title: 'React', extra: true })
  expect(readJsonStorage('draft', schema)).toEqual({ title: 'React', discount: 0 })
  writeJsonStorage('draft', { title: 1 })
  expect(readJsonStorage('draft', schema)).toBeNull()
})

test.each([
  ['undefined', undefined],
  ['a function', () => 1],
  ['a BigInt', 10n],
])('writeJsonStorage refuses %s and stores nothing', (_label, value) => {
  expect(writeJsonStorage('key', value)).toBe(false)
  expect(readStorage('key')).toBeNull()
})

test('writeJsonStorage refuses a cyclic value', () => {
  const cyclic: { self?: unknown } = {}
  cyclic.self = cyclic
  expect(writeJsonStorage('key', cyclic)).toBe(false)
})

test(
  'property: any JSON value round-trips through storage',
  () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.jsonValue(), (key, value) => {
        expect(writeJsonStorage(key, value)).toBe(true)
        expect(readJsonStorage(key, acceptAnything)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
      { numRuns: 1000 },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: reading arbitrary stored text never throws',
  () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        localStorage.setItem('key', text)
        expect(() => readJsonStorage('key', isDraft)).not.toThrow()
      }),
      { numRuns: 1000 },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test('removeStorageStartingWith removes exactly the keys with the prefix, and never throws', () => {
  writeStorage('edemy.saved.u1.user', 'a')
  writeStorage('edemy.saved.u1.progress.c1', 'b')
  writeStorage('edemy.saved.u10.user', 'c')
  writeStorage('other', 'd')
  removeStorageStartingWith('edemy.saved.u1.')
  expect([readStorage('edemy.saved.u1.user'), readStorage('edemy.saved.u1.progress.c1')]).toEqual([null, null])
  expect([readStorage('edemy.saved.u10.user'), readStorage('other')]).toEqual(['c', 'd'])

  const denied = denyStorageAccess()
  expect(() => removeStorageStartingWith('edemy.')).not.toThrow()
  denied.mockRestore()
})

test('personal keys keep each user, and the visitor, apart', () => {
  expect(personalStorageKey('prefs', null)).toBe('edemy.prefs.visitor')
  expect(personalStorageKey('prefs', 'user_1')).toBe('edemy.prefs.user.user_1')
  // A crafted id cannot reach the visitor's key or another name's keys.
  expect(personalStorageKey('prefs', 'visitor')).not.toBe(personalStorageKey('prefs', null))
  expect(personalStorageKey('a', 'x/y')).toBe('edemy.a.user.x%2Fy')
})
