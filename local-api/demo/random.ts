/**
 * A small seeded random source (mulberry32). Demo data must be the same on every machine and every
 * reset, so tests and e2e specs can rely on it; Math.random would make each seed different.
 */
export type Random = {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1))
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick() needs a non-empty list')
    return item
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const chosen: T[] = []
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1)
      if (item !== undefined) chosen.push(item)
    }
    return chosen
  }
  return { next, int, pick, chance: (probability) => next() < probability, sample }
}

const YOUTUBE_ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
const YOUTUBE_LAST_CHARACTERS = [...'AEIMQUYcgkosw048']

/** An 11-character id in YouTube's alphabet; the last character is one YouTube can end an id with. */
export function youtubeId(random: Random): string {
  let id = ''
  for (let index = 0; index < 10; index += 1) id += random.pick(YOUTUBE_ALPHABET)
  return id + random.pick(YOUTUBE_LAST_CHARACTERS)
}

/** Lectures alternate between the two link forms the app must understand (docs/product.md#player). */
export function youtubeUrl(id: string, form: 'watch' | 'short'): string {
  return form === 'watch' ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`
}
