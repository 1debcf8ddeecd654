/*
 * JSON.parse behind a nesting limit: a plain scan counts brackets first, so a field nested 100,000
 * levels deep costs one loop over the text and is never parsed. Every JSON text a request sends
 * (bodies and the course form's courseData) goes through here.
 */

/** Deeper than anything the contract sends (a course is 5 levels deep). */
export const MAX_JSON_DEPTH = 32

/** The end of the refusal message, after what was too deep ("The request body is", "courseData is"). */
export const TOO_DEEP = `nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`

/** Whether arrays and objects in a JSON text nest deeper than `maxDepth` (brackets in strings do not count). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0
  let isInString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (isInString) {
      if (char === 0x5c)
        index++ // backslash: skip the escaped character
      else if (char === 0x22) isInString = false
    } else if (char === 0x22) {
      isInString = true
    } else if (char === 0x5b || char === 0x7b) {
      depth++
      if (depth > maxDepth) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return false
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: 'depth' | 'syntax' }

/** JSON.parse behind the depth limit. */
export function parseBoundedJson(text: string): ParsedJson {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, problem: 'depth' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, problem: 'syntax' }
  }
}
