// Seeded randomness for the soak run (scripts/soak.mjs): mulberry32, a 32-bit generator small enough to read,
// and a string hash to derive independent streams from one seed.

/** mulberry32: returns a function giving floats in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed) {
  let state = seed >>> 0
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a of a string, as an unsigned 32-bit number: names a stream ("journeys", "POST /api/…#3"). */
export function hashString(text) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A generator for one named stream of a run: the same seed and name always give the same sequence. */
export function stream(seed, name) {
  return new Random(mulberry32((seed ^ hashString(name)) >>> 0))
}

export class Random {
  constructor(next) {
    this.next = next
  }

  /** A whole number from min to max, both included. */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with the given probability. */
  chance(probability) {
    return this.next() < probability
  }

  /** One element of a non-empty list. */
  pick(list) {
    return list[Math.floor(this.next() * list.length)]
  }

  /** One key of { key: weight }, with chances in proportion to the weights. */
  weighted(weights) {
    const entries = Object.entries(weights).filter(([, weight]) => weight > 0)
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [key, weight] of entries) {
      roll -= weight
      if (roll < 0) return key
    }
    return entries[entries.length - 1][0]
  }

  /** `count` distinct elements of the list, in random order. */
  sample(list, count) {
    const copy = [...list]
    const chosen = []
    while (copy.length > 0 && chosen.length < count)
      chosen.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0])
    return chosen
  }
}
