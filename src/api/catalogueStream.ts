/*
 * An incremental reader for one known answer shape, `{ "courses": [ {…}, {…} ], "success": true, … }`, fed text
 * as the network delivers it. It finds where each item of `courses` ends (tracking strings, escapes and nesting
 * across pieces) and hands that item's text to JSON.parse, so the browser's native parser does the real work and
 * the first courses are usable long before the last byte (docs/decisions.md, "Streaming the catalogue"). The
 * object's other members (`success`, `message`, anything else) are read whole, wherever they sit.
 */

/** The text is not the JSON object this reader expects (an HTML page, a malformed byte, an early end). */
export class MalformedAnswerError extends Error {
  constructor(detail: string) {
    super(`Malformed answer: ${detail}`)
    this.name = 'MalformedAnswerError'
  }
}

export type ObjectStreamReader = {
  /** Reads the next piece of text; returns the items of the streamed array it completed, in order. */
  push(text: string): unknown[]
  /** The object's members other than the streamed array, as read so far. */
  readonly fields: Readonly<Record<string, unknown>>
  /** Whether the streamed array has begun (an answer without it is not the expected one). */
  readonly sawArray: boolean
  /** The text has ended: throws MalformedAnswerError unless the object was complete. */
  end(): void
}

const QUOTE = 34
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const COMMA = 44
const COLON = 58

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9
}

/** Where the reader is between values: what the next significant character may be. */
type Expecting =
  | 'object' // the opening brace of the answer
  | 'key-or-end' // a member name or the closing brace (right after the opening brace)
  | 'key' // a member name (after a comma)
  | 'colon'
  | 'value' // a member's value
  | 'comma-or-end' // after a member
  | 'item-or-end' // an item of the streamed array or its closing bracket (right after the opening bracket)
  | 'item' // an item (after a comma)
  | 'item-comma-or-end' // after an item
  | 'done' // after the answer's closing brace: only white space may follow

/**
 * A reader for an object whose member `arrayKey` is an array streamed item by item. A second member of that
 * name, or that member not being an array, is malformed: the caller would otherwise show half of two lists.
 */
export function createObjectStreamReader(arrayKey: string): ObjectStreamReader {
  const fields: Record<string, unknown> = {}
  let expecting: Expecting = 'object'
  let sawArray = false
  // Text of the value being read (a member name, a member's value or an item), kept across pieces.
  let pending = ''
  let inValue = false
  let depth = 0
  let inString = false
  let escaped = false
  let valueKind: 'key' | 'member' | 'item' = 'member'
  let memberName = ''

  function fail(detail: string): never {
    throw new MalformedAnswerError(detail)
  }

  function parse(text: string): unknown {
    try {
      return JSON.parse(text)
    } catch {
      return fail('a value is not JSON')
    }
  }

  /** A value's text is complete: file it where it belongs and say what comes next. */
  function finishValue(text: string, items: unknown[]): void {
    inValue = false
    if (valueKind === 'key') {
      const name = parse(text)
      if (typeof name !== 'string') fail('a member name is not a string')
      memberName = name
      expecting = 'colon'
    } else if (valueKind === 'item') {
      items.push(parse(text))
      expecting = 'item-comma-or-end'
    } else {
      fields[memberName] = parse(text)
      expecting = 'comma-or-end'
    }
  }

  /** Scans a value from `start`; returns where it ended (just past it), or -1 if the text ran out first. */
  function scanValue(text: string, start: number): number {
    let index = start
    const length = text.length
    // Most of the answer is inside strings: jump from quote to quote, stopping only at escapes.
    let nextBackslash = -2
    while (index < length) {
      if (inString) {
        if (escaped) {
          escaped = false
          index++
          continue
        }
        const quote = text.indexOf('"', index)
        if (nextBackslash !== -1 && nextBackslash < index) nextBackslash = text.indexOf('\\', index)
        if (quote === -1 && nextBackslash === -1) return -1
        if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
          escaped = true
          index = nextBackslash + 1
          continue
        }
        inString = false
        index = quote + 1
        if (depth === 0) return index
        continue
      }
      const code = text.charCodeAt(index)
      if (code === QUOTE) {
        inString = true
        index++
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth++
        index++
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        // A closing bracket at depth 0 ends a bare number or literal before it; the caller reads the bracket.
        if (depth === 0) return index
        depth--
        index++
        if (depth === 0) return index
      } else if (depth === 0 && (code === COMMA || isSpace(code))) {
        return index
      } else {
        index++
      }
    }
    return -1
  }

  function startValue(kind: 'key' | 'member' | 'item'): void {
    inValue = true
    valueKind = kind
    depth = 0
    inString = false
    escaped = false
    pending = ''
  }

  function push(text: string): unknown[] {
    const items: unknown[] = []
    let index = 0
    const length = text.length
    while (index < length) {
      if (inValue) {
        const valueStart = index
        const end = scanValue(text, index)
        if (end === -1) {
          pending += text.slice(valueStart)
          return items
        }
        const valueText = pending + text.slice(valueStart, end)
        pending = ''
        finishValue(valueText, items)
        index = end
        continue
      }
      const code = text.charCodeAt(index)
      if (isSpace(code)) {
        index++
        continue
      }
      switch (expecting) {
        case 'object':
          if (code !== OPEN_BRACE) fail('the answer is not a JSON object')
          expecting = 'key-or-end'
          index++
          break
        case 'key-or-end':
        case 'key':
          if (code === CLOSE_BRACE && expecting === 'key-or-end') {
            expecting = 'done'
            index++
          } else if (code === QUOTE) {
            startValue('key')
          } else {
            fail('expected a member name')
          }
          break
        case 'colon':
          if (code !== COLON) fail('expected a colon')
          expecting = 'value'
          index++
          break
        case 'value':
          if (memberName === arrayKey) {
            if (code !== OPEN_BRACKET || sawArray) fail(`"${arrayKey}" is not one array`)
            sawArray = true
            expecting = 'item-or-end'
            index++
          } else {
            startValue('member')
          }
          break
        case 'comma-or-end':
          if (code === COMMA) expecting = 'key'
          else if (code === CLOSE_BRACE) expecting = 'done'
          else fail('expected a comma or the end of the object')
          index++
          break
        case 'item-or-end':
        case 'item':
          if (code === CLOSE_BRACKET && expecting === 'item-or-end') {
            expecting = 'comma-or-end'
            index++
          } else {
            startValue('item')
          }
          break
        case 'item-comma-or-end':
          if (code === COMMA) expecting = 'item'
          else if (code === CLOSE_BRACKET) expecting = 'comma-or-end'
          else fail('expected a comma or the end of the array')
          index++
          break
        case 'done':
          fail('text after the end of the object')
      }
    }
    return items
  }

  return {
    push,
    fields,
    get sawArray() {
      return sawArray
    },
    end() {
      // A bare number or literal at the very end would still be pending; none can end a complete object.
      if (expecting !== 'done') fail('the answer ended early')
    },
  }
}
