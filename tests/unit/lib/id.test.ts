import fc from 'fast-check'
import { createId } from '../../../src/lib/id'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

test('createId gives a version 4 UUID by default', () => {
  expect(createId()).toMatch(UUID_V4)
})

test('createId puts the prefix in front', () => {
  const id = createId('chapter-')
  expect(id.startsWith('chapter-')).toBe(true)
  expect(id.slice('chapter-'.length)).toMatch(UUID_V4)
})

test('createId never repeats across 10 000 calls', () => {
  const ids = new Set(Array.from({ length: 10_000 }, () => createId()))
  expect(ids.size).toBe(10_000)
})

test('createId uses getRandomValues when randomUUID is missing (non-secure context)', () => {
  const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array) array.fill(0xff)
    return array
  })
  vi.stubGlobal('crypto', { getRandomValues })
  expect(createId('lecture-')).toBe('lecture-ffffffff-ffff-4fff-bfff-ffffffffffff')
  expect(getRandomValues).toHaveBeenCalledTimes(1)
})

test('createId formats getRandomValues bytes as a valid version 4 UUID', () => {
  const realCrypto = globalThis.crypto
  vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) })
  const ids = Array.from({ length: 1000 }, () => createId())
  for (const id of ids) expect(id).toMatch(UUID_V4)
  expect(new Set(ids).size).toBe(1000)
})

test('createId still gives unique ids without any Web Crypto', () => {
  vi.stubGlobal('crypto', undefined)
  const ids = Array.from({ length: 1000 }, () => createId('x-'))
  expect(new Set(ids).size).toBe(1000)
  for (const id of ids) expect(id).toMatch(/^x-[0-9a-z]+-[0-9a-z]+-[0-9a-z]*$/)
})

test('property: any prefix is kept verbatim in front of a UUID', () => {
  fc.assert(
    fc.property(fc.string(), (prefix) => {
      const id = createId(prefix)
      expect(id.startsWith(prefix)).toBe(true)
      expect(id.slice(prefix.length)).toMatch(UUID_V4)
    }),
    { numRuns: 1000 },
  )
})
