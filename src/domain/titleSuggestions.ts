/**
 * "Did you mean" (docs/catalogue-discovery.md#did-you-mean): when a search term is in no course title, the courses
 * whose titles come closest to it, word by word, allowing a few typing mistakes. Every word of the term must be
 * close to a word of the title (in any order); a title word also counts through its start, so a half-typed word
 * still matches. Titles are matched as written: nothing is translated or transliterated.
 */

/** The fields of a catalogue course this reads. */
export type TitledCourse = { _id: string; courseTitle: string }

export const MAX_SUGGESTIONS = 3
/** Longer terms are sentences pasted in, not typing mistakes: they get no suggestion (and cost nothing). */
export const MAX_TERM_WORDS = 8
export const MAX_TERM_LENGTH = 100

/**
 * How many mistakes a word of the term may carry. Against a whole title word: none up to 3 characters (a short word
 * is too easily another), one up to 7 ("pyhton", "machne"), two from 8 ("accesiblity"). Against the start of a
 * longer title word (a half-typed word): from 4 characters only, none up to 5, then as for a whole word. Null: too
 * short to match a start. Tuned on misspellings of the demo titles and on words that must find nothing
 * (tests/unit/domain/titleSuggestions.test.ts).
 */
export function allowedMistakes(wordLength: number, toStart: boolean): number | null {
  if (toStart && wordLength < 4) return null
  if (wordLength <= 3 || (toStart && wordLength <= 5)) return 0
  return wordLength <= 7 ? 1 : 2
}

// Letters with their combining marks (Devanagari's vowel signs and virama) and digits; everything else separates.
const OTHER_WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u

/** Whether a UTF-16 unit of a lower-cased text belongs to a word (halves of a surrogate pair always do). */
function isWordUnit(unit: number): boolean {
  if (unit < 128) return (unit >= 97 && unit <= 122) || (unit >= 48 && unit <= 57)
  if (unit >= 0xd800 && unit <= 0xdfff) return true
  return OTHER_WORD_CHARACTER.test(String.fromCharCode(unit))
}

/** A title or term as words are read from it: lower-cased, in one Unicode form. */
function comparable(text: string): string {
  const lower = text.toLowerCase()
  // eslint-disable-next-line no-control-regex -- the ASCII range itself
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFC')
}

/** The words of a title or term, as they are compared. */
export function titleWords(text: string): string[] {
  const prepared = comparable(text)
  const words: string[] = []
  let start = -1
  for (let at = 0; at <= prepared.length; at += 1) {
    if (at < prepared.length && isWordUnit(prepared.charCodeAt(at))) {
      if (start < 0) start = at
    } else if (start >= 0) {
      words.push(prepared.slice(start, at))
      start = -1
    }
  }
  return words
}

type Rows = [Int32Array, Int32Array, Int32Array]

/**
 * The fewest insertions, deletions, substitutions and swaps of two neighbouring characters that turn `word` into
 * `text.slice(start, end)` (or, with `toStart`, into the start of it). Anything above `max` comes back as `max + 1`:
 * the comparison stops once every way is past it. `rows` are scratch rows longer than the compared part.
 */
export function mistakesBetween(
  word: string,
  text: string,
  start: number,
  end: number,
  max: number,
  toStart: boolean,
  rows: Rows = scratchRows(end - start + 1),
): number {
  const n = word.length
  // Against a start, only the first n + max characters can take part.
  const m = toStart ? Math.min(end - start, n + max) : end - start
  if (n - m > max || (!toStart && m - n > max)) return max + 1
  // Plain swaps of three rows (destructuring would run the iterator protocol on every row of cold code).
  let beforeLast = rows[0]
  let last = rows[1]
  let current = rows[2]
  for (let j = 0; j <= m; j += 1) last[j] = j
  // Only the band of cells within `max` of the diagonal can stay within `max`; those beside it read as past it.
  const past = max + 1
  for (let i = 1; i <= n; i += 1) {
    const from = Math.max(1, i - max)
    const to = Math.min(m, i + max)
    current[from - 1] = from === 1 ? i : past
    if (to < m) current[to + 1] = past
    let rowBest = from === 1 ? i : past
    const unit = word.charCodeAt(i - 1)
    for (let j = from; j <= to; j += 1) {
      const other = text.charCodeAt(start + j - 1)
      let value = Math.min(
        (last[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (last[j - 1] as number) + (unit === other ? 0 : 1),
      )
      if (i > 1 && j > 1 && unit === text.charCodeAt(start + j - 2) && word.charCodeAt(i - 2) === other) {
        value = Math.min(value, (beforeLast[j - 2] as number) + 1)
      }
      current[j] = value
      if (value < rowBest) rowBest = value
    }
    // No cell of a later row can be below this row's best.
    if (rowBest > max) return max + 1
    const spare = beforeLast
    beforeLast = last
    last = current
    current = spare
  }
  let result = last[m] as number
  if (toStart) for (let j = Math.max(0, n - max); j < m; j += 1) result = Math.min(result, last[j] as number)
  return Math.min(result, max + 1)
}

function scratchRows(length: number): Rows {
  return [new Int32Array(length), new Int32Array(length), new Int32Array(length)]
}

/** One word of the term with the mistakes it may carry. */
type TermWord = { word: string; first: string; wholeMax: number; startMax: number | null }

function termWord(word: string): TermWord {
  return {
    word,
    first: word.charAt(0),
    wholeMax: allowedMistakes(word.length, false) as number,
    startMax: allowedMistakes(word.length, true),
  }
}

/**
 * What the closest word of `title` costs one word of the term: two per mistake against a whole word, one more
 * against a word's start (so "learn" prefers "Learn" to "Learning"); Infinity when none is close. Only title words
 * with the same first letter are compared: typing rarely misses the first one, and "wine" is not "fine". Finding
 * them with indexOf, rather than reading every title character by character, made a search of 10,000 titles about
 * ten times quicker (docs/decisions.md#did-you-mean-is-a-small-rule-of-its-own).
 */
function closestWordCost(term: TermWord, title: string, rows: Rows): number {
  const { word, wholeMax, startMax } = term
  let best = Infinity
  for (let start = title.indexOf(term.first); start >= 0 && best > 0; start = title.indexOf(term.first, start + 1)) {
    if (start > 0 && isWordUnit(title.charCodeAt(start - 1))) continue
    let end = start + 1
    while (end < title.length && isWordUnit(title.charCodeAt(end))) end += 1
    const length = end - start
    if (Math.abs(length - word.length) <= wholeMax) {
      const mistakes = mistakesBetween(word, title, start, end, wholeMax, false, rows)
      if (mistakes <= wholeMax) best = Math.min(best, mistakes * 2)
    }
    if (startMax !== null && length > word.length && best > 1) {
      const mistakes = mistakesBetween(word, title, start, end, startMax, true, rows)
      if (mistakes <= startMax) best = Math.min(best, mistakes * 2 + 1)
    }
  }
  return best
}

// Each catalogue's titles as they are compared, made on the first search that finds nothing.
type PreparedTitles = { titles: string[]; longest: number }
const preparedTitles = new WeakMap<readonly TitledCourse[], PreparedTitles>()

function titlesOf(catalogue: readonly TitledCourse[]): PreparedTitles {
  let prepared = preparedTitles.get(catalogue)
  if (!prepared) {
    const titles: string[] = new Array<string>(catalogue.length)
    let longest = 0
    for (let place = 0; place < catalogue.length; place += 1) {
      const title = comparable((catalogue[place] as TitledCourse).courseTitle)
      titles[place] = title
      if (title.length > longest) longest = title.length
    }
    prepared = { titles, longest }
    preparedTitles.set(catalogue, prepared)
  }
  return prepared
}

/**
 * Up to MAX_SUGGESTIONS courses whose titles come closest to `term`: the fewest mistakes first, ties in the
 * catalogue's order, one course per title. None when the term has no word, is too long, or nothing is close.
 */
export function suggestCourses<C extends TitledCourse>(catalogue: readonly C[], term: string): C[] {
  const trimmed = term.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_TERM_LENGTH) return []
  const words = [...new Set(titleWords(trimmed))]
  if (words.length === 0 || words.length > MAX_TERM_WORDS) return []
  const terms = words.map(termWord)
  const { titles, longest } = titlesOf(catalogue)
  const rows = scratchRows(longest + 1)

  const found: { place: number; cost: number }[] = []
  // Indexed loops: a visit's first search runs before the engine has optimised this code, where an iterator per
  // title costs more than the comparison it serves.
  for (let place = 0; place < titles.length; place += 1) {
    const title = titles[place] as string
    let cost = 0
    // Every word of the term must be close to a word of the title.
    for (let at = 0; at < terms.length && cost !== Infinity; at += 1) {
      cost += closestWordCost(terms[at] as TermWord, title, rows)
    }
    if (cost !== Infinity) found.push({ place, cost })
  }

  found.sort((a, b) => a.cost - b.cost || a.place - b.place)
  const suggestions: C[] = []
  const shownTitles = new Set<string>()
  for (const { place } of found) {
    const title = (titles[place] as string).trim()
    if (shownTitles.has(title)) continue
    shownTitles.add(title)
    suggestions.push(catalogue[place] as C)
    if (suggestions.length === MAX_SUGGESTIONS) break
  }
  return suggestions
}
