/*
 * How deep and how large an HTML text is, read from the string alone (no DOM), so the add-course form,
 * the local API (Node) and the sanitiser apply one rule. A description of thousands of nested elements
 * fits under the length limit and still blocks the browser that renders it for a second or more; an
 * ordinary long description (200 headings, paragraphs and lists) has a few thousand elements at most
 * a handful of levels deep.
 *
 * The walk follows the parts of the HTML parser that change a document's shape for ordinary markup:
 * void elements, text-only elements (script, textarea, ...), a block start closing an open paragraph,
 * a list item closing the previous one, a stray </p> or </br> creating an element, and formatting
 * elements (b, em, ...) left open when their block closed, which the parser re-creates in every later
 * block. Counting those re-created copies keeps "<p><b>...</p>" followed by thousands of paragraphs
 * from passing as a few thousand elements when the browser builds a hundred times more.
 */

export type HtmlLimits = { maxDepth: number; maxElements: number }

/** The rule for course descriptions: levels of nesting and elements, as this module counts them. */
export const DESCRIPTION_LIMITS: HtmlLimits = { maxDepth: 32, maxElements: 3000 }

const VOID = new Set(
  'area base basefont bgsound br col embed frame hr img input keygen link meta param source track wbr'.split(' '),
)
// Their content is text up to their own end tag (plaintext: to the end of the document). Not <noscript>:
// sanitisers parse without scripting, where its content is markup. Not inside <svg> or <math> either,
// where these names are ordinary elements.
const TEXT_ONLY = new Set('iframe noembed noframes plaintext script style textarea title xmp'.split(' '))
const FORMATTING = new Set('a b big code em font i nobr s small strike strong tt u'.split(' '))
// Start tags that close an open <p> first.
const CLOSES_P = new Set(
  (
    'address article aside blockquote center dd details dialog dir div dl dt fieldset figcaption figure footer ' +
    'form h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p plaintext pre section summary table ul xmp'
  ).split(' '),
)
const HEADINGS = new Set('h1 h2 h3 h4 h5 h6'.split(' '))
// Where the parser stops looking for an element to close (a simplified "scope").
const SCOPE_LIMIT = new Set('applet button caption html marquee object table td template th'.split(' '))
// Elements that stop an end tag such as </span> from closing anything above them.
const BLOCKS = new Set([...CLOSES_P, ...SCOPE_LIMIT, 'body', 'li', 'td', 'th', 'tr', 'tbody', 'thead', 'tfoot'])
// A new <li> closes the open one unless another block (a nested list, say) comes first.
const LIST_ITEM_SCOPE = new Set([...BLOCKS].filter((name) => name !== 'li'))
// Where </li> stops looking for its list item.
const LIST_SCOPE = new Set([...SCOPE_LIMIT, 'ol', 'ul'])
// Start tags before which the parser does not re-create formatting left open (blocks do it for their text).
const NO_RECONSTRUCT = new Set([
  ...CLOSES_P,
  ...'base basefont bgsound body caption col colgroup frame frameset head html iframe link meta noembed noframes'.split(
    ' ',
  ),
  ...'script style tbody td template textarea tfoot th thead title tr'.split(' '),
])
// Where a new cell or row stops looking for the open one to close.
const TABLE_SCOPE = new Set(['table', 'tbody', 'thead', 'tfoot', 'html', 'template'])
// Inside these, SVG and MathML hold HTML again.
const INTEGRATION_POINTS = new Set('annotation-xml desc foreignobject mi mn mo ms mtext title'.split(' '))
// Start tags that end SVG and MathML content.
const BREAKOUT = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu ' +
    'meta nobr ol p pre ruby s small span strike strong sub sup table tt u ul var'
  ).split(' '),
)
// A misnested end tag looks this far down the stack at most: keeps hostile input linear.
const SEARCH_LIMIT = 256

/** An open element; `foreign` when it is SVG or MathML, whose children parse by other rules. */
type Open = { name: string; kept: boolean; foreign: boolean }

type Walk = {
  html: string
  limits: HtmlLimits
  /** Rewriting: output is built, deep elements are flattened and the rest is cut at the element limit. */
  rewrite: boolean
  out: string[]
  stack: Open[]
  /** How many elements of each name are open: most searches of the stack can be skipped. */
  openByName: Map<string, number>
  /** Formatting elements closed by their block: re-created before the next text (measuring only). */
  active: string[]
  keptDepth: number
  elements: number
  maxDepth: number
  over: boolean
  shortened: boolean
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\f' || char === '\r'

/** The index just past a tag's `>` (attribute values in quotes may hold `>`), or -1 when the text ends first. */
function endOfTag(html: string, from: number): number {
  let index = from
  while (index < html.length) {
    const char = html[index]
    if (char === '>') return index + 1
    if (char === '=') {
      index += 1
      while (isSpace(html[index])) index += 1
      const quote = html[index]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1)
        if (close < 0) return -1
        index = close + 1
        continue
      }
      // An unquoted value runs to a space or `>`; quotes and `=` inside it are plain characters.
      while (index < html.length && !isSpace(html[index]) && html[index] !== '>') index += 1
      continue
    }
    index += 1
  }
  return -1
}

function readName(html: string, from: number): { name: string; end: number } {
  let end = from
  while (end < html.length) {
    const char = html[end]
    if (isSpace(char) || char === '/' || char === '>') break
    end += 1
  }
  return { name: html.slice(from, end).toLowerCase(), end }
}

function checkLimits(walk: Walk, depth: number): boolean {
  if (depth > walk.maxDepth) walk.maxDepth = depth
  if (depth > walk.limits.maxDepth || walk.elements > walk.limits.maxElements) walk.over = true
  return !walk.over
}

/** What a rewrite writes to close an element: nothing for a void name (`</br>` would make another br). */
function endTagText(name: string): string {
  return VOID.has(name) || name.startsWith('#') ? '' : `</${name}>`
}

function push(walk: Walk, name: string, kept: boolean): void {
  const foreign = name === 'svg' || name === 'math' || isInForeignContent(walk)
  walk.stack.push({ name, kept, foreign })
  walk.openByName.set(name, (walk.openByName.get(name) ?? 0) + 1)
  if (kept) walk.keptDepth += 1
}

function pop(walk: Walk): Open | undefined {
  const top = walk.stack.pop()
  if (top) walk.openByName.set(top.name, (walk.openByName.get(top.name) ?? 1) - 1)
  return top
}

/** Pops the top of the stack; a formatting element closed this way is re-created later (measuring). */
function popImplied(walk: Walk): void {
  const top = pop(walk)
  if (!top) return
  if (top.kept) {
    walk.keptDepth -= 1
    if (walk.rewrite) walk.out.push(endTagText(top.name))
    else if (FORMATTING.has(top.name)) {
      walk.active.push(top.name)
      // Misnested formatting: the parser re-creates it wherever content follows, and a hostile chain of such
      // re-creations can nest deeper than counted here. Never measured as within the limits: the rewrite closes
      // it properly instead (a rich-text editor never writes it).
      walk.over = true
    }
  }
}

/** Closes the nearest open `name` (and everything above it) unless a scope limit comes first. */
function closeNearest(walk: Walk, name: string, stopAt: ReadonlySet<string>): boolean {
  const { stack } = walk
  if (!walk.openByName.get(name)) return false
  for (let index = stack.length - 1; index >= 0 && index >= stack.length - SEARCH_LIMIT; index -= 1) {
    const open = stack[index] as Open
    if (open.name === name) {
      const activeBefore = walk.active.length
      while (stack.length > index + 1) popImplied(walk)
      // Popped innermost first; the parser re-creates them outermost first.
      walk.active.push(...walk.active.splice(activeBefore).reverse())
      const closed = pop(walk) as Open
      if (closed.kept) {
        walk.keptDepth -= 1
        if (walk.rewrite) walk.out.push(endTagText(name))
      }
      return true
    }
    if (stopAt.has(open.name)) return false
  }
  return false
}

/** The parser re-creates formatting elements that a closed block left open before new content. */
function reconstruct(walk: Walk): boolean {
  if (walk.active.length === 0) return true
  for (const name of walk.active) {
    push(walk, name, true)
    walk.elements += 1
    if (!checkLimits(walk, walk.keptDepth)) return false
  }
  walk.active = []
  return true
}

/** Text between tags: in a rewrite, any `<` that opened no tag is escaped so removals cannot join tags. */
function text(walk: Walk, from: number, to: number): boolean {
  if (to <= from) return true
  if (walk.rewrite) {
    walk.out.push(walk.html.slice(from, to).replaceAll('<', '&lt;'))
    return true
  }
  return reconstruct(walk)
}

const TABLE_SECTIONS = new Set(['tbody', 'thead', 'tfoot'])

/**
 * A cell or row written straight into a table gets the row and body the parser adds around it: their
 * names, outermost first. An open cell or row is closed by the next one.
 */
function impliedTableParts(walk: Walk, name: string): string[] {
  if (name === 'td' || name === 'th') {
    if (!closeNearest(walk, 'td', TABLE_SCOPE)) closeNearest(walk, 'th', TABLE_SCOPE)
  }
  if (name === 'tr') closeNearest(walk, 'tr', TABLE_SCOPE)
  const top = walk.stack.at(-1)?.name ?? ''
  if (name === 'tr' && top === 'table') return ['tbody']
  if ((name === 'td' || name === 'th') && top === 'table') return ['tbody', 'tr']
  if ((name === 'td' || name === 'th') && TABLE_SECTIONS.has(top)) return ['tr']
  if (name === 'col' && top === 'table') return ['colgroup']
  return []
}

/** True when the current element is SVG or MathML (not one of the points where HTML resumes). */
function isInForeignContent(walk: Walk): boolean {
  const top = walk.stack.at(-1)
  return top !== undefined && top.foreign && !INTEGRATION_POINTS.has(top.name)
}

/** HTML tags (and </p>, </br>) end SVG and MathML: the parser closes them first. */
function leaveForeignContent(walk: Walk, name: string): void {
  if (!BREAKOUT.has(name)) return
  while (isInForeignContent(walk)) popImplied(walk)
}

function startTag(walk: Walk, name: string, tagText: string): boolean {
  leaveForeignContent(walk, name)
  if (!closeOpenTwin(walk, name)) return false
  if (CLOSES_P.has(name)) closeNearest(walk, 'p', SCOPE_LIMIT)
  if (name === 'li') closeNearest(walk, 'li', LIST_ITEM_SCOPE)
  if ((name === 'dd' || name === 'dt') && !closeNearest(walk, 'dd', BLOCKS)) closeNearest(walk, 'dt', BLOCKS)
  if (HEADINGS.has(name) && HEADINGS.has(walk.stack.at(-1)?.name ?? '')) popImplied(walk)
  const parts = impliedTableParts(walk, name)
  if (!walk.rewrite && !NO_RECONSTRUCT.has(name) && !reconstruct(walk)) return false

  // Inside <svg> or <math> any element may hold others (and `/>` is not always what it seems): none is void.
  const isVoid = VOID.has(name) && !isInForeignContent(walk)
  const added = parts.length + 1
  const depth = walk.keptDepth + added
  if (walk.rewrite) {
    if (depth > walk.limits.maxDepth) {
      // Flattened: the tag goes, its content stays in the deepest element kept.
      walk.shortened = true
      if (!isVoid) push(walk, name, false)
      return true
    }
    if (walk.elements + added > walk.limits.maxElements) {
      walk.shortened = true
      return false
    }
    for (const part of parts) walk.out.push(`<${part}>`)
    walk.out.push(tagText)
  }
  for (const part of parts) push(walk, part, true)
  walk.elements += added
  if (!isVoid) push(walk, name, true)
  return walk.rewrite || checkLimits(walk, depth)
}

/**
 * `</b>` with blocks opened inside the b (`<b><div><p>x</b>y`): the parser keeps the blocks open, moves
 * them out of the b and re-creates the b (with up to three formatting elements between) inside each
 * of them, up to eight times. Counted generously: one copy per block and per formatting element above
 * the b, and the b's place in the stack stays taken (a copy now holds what was inside it).
 * Null when the end tag is not of that kind; otherwise whether the limits still hold (measuring only).
 */
function closeMisnestedFormatting(walk: Walk, name: string): boolean | null {
  const { stack } = walk
  if (!walk.openByName.get(name)) return null
  let index = stack.length - 1
  for (; index >= 0 && index >= stack.length - SEARCH_LIMIT; index -= 1) {
    const open = stack[index] as Open
    if (open.name === name) break
    if (SCOPE_LIMIT.has(open.name)) return null
  }
  const formatting = stack[index]
  if (index < 0 || formatting?.name !== name) return null
  const above = stack.slice(index + 1)
  const blocks = above.filter((open) => !FORMATTING.has(open.name)).length
  if (blocks === 0) return null
  const formattingAbove = above.length - blocks
  walk.openByName.set(name, (walk.openByName.get(name) ?? 1) - 1)
  stack[index] = { name: '#copy', kept: formatting.kept, foreign: formatting.foreign }
  walk.elements += Math.min(8, blocks) * (1 + Math.min(3, formattingAbove))
  return checkLimits(walk, walk.keptDepth + 1 + Math.min(3, formattingAbove))
}

/** `<a>` (or `<nobr>`) while one is open closes that one first, as its end tag would. */
function closeOpenTwin(walk: Walk, name: string): boolean {
  if (name !== 'a' && name !== 'nobr') return true
  const activeIndex = walk.active.lastIndexOf(name)
  if (activeIndex >= 0) walk.active.splice(activeIndex, 1)
  if (!walk.openByName.get(name)) return true
  if (!walk.rewrite) {
    const closed = closeMisnestedFormatting(walk, name)
    if (closed !== null) return closed
  }
  closeNearest(walk, name, SCOPE_LIMIT)
  return true
}

/** Where an end tag stops looking for its element: blocks close what is open inside them. */
function endTagScope(name: string): ReadonlySet<string> {
  if (name === 'li') return LIST_SCOPE
  if (FORMATTING.has(name) || CLOSES_P.has(name)) return SCOPE_LIMIT
  return BLOCKS
}

function endTag(walk: Walk, name: string): boolean {
  if (name === 'form' && walk.openByName.get('form')) {
    // </form> takes the form off the stack but leaves what it holds open, still inside it: the place
    // stays taken, so a chain of `<form><div></form>` counts as deep as the parser builds it.
    const index = walk.stack.findLastIndex((open) => open.name === 'form')
    const form = walk.stack[index] as Open
    walk.stack[index] = { ...form, name: '#form' }
    walk.openByName.set('form', (walk.openByName.get('form') ?? 1) - 1)
    if (walk.rewrite && form.kept) walk.out.push('</form>')
    return true
  }
  if (name === 'p' || name === 'br') {
    leaveForeignContent(walk, name)
    if (name === 'p' && closeNearest(walk, name, SCOPE_LIMIT)) return true
    // A stray </p> or </br> makes an empty element; a rewrite drops it.
    if (walk.rewrite) {
      walk.shortened = true
      return true
    }
    // </br> is read as <br>, which re-creates open formatting first; </p> inserts an empty p.
    if (name === 'br' && !reconstruct(walk)) return false
    walk.elements += 1
    return checkLimits(walk, walk.keptDepth + 1)
  }
  if (!walk.rewrite && FORMATTING.has(name)) {
    const closed = closeMisnestedFormatting(walk, name)
    if (closed !== null) return closed
  }
  if (HEADINGS.has(name)) {
    // Any heading end tag closes the open heading, whatever its level.
    const open = walk.stack.findLast((element) => HEADINGS.has(element.name))
    if (open) closeNearest(walk, open.name, SCOPE_LIMIT)
    return true
  }
  if (closeNearest(walk, name, endTagScope(name))) return true
  const activeIndex = walk.active.lastIndexOf(name)
  if (activeIndex >= 0) walk.active.splice(activeIndex, 1)
  return true
}

function runWalk(html: string, limits: HtmlLimits, rewrite: boolean): Walk {
  const walk: Walk = {
    html,
    limits,
    rewrite,
    out: [],
    stack: [],
    openByName: new Map(),
    active: [],
    keptDepth: 0,
    elements: 0,
    maxDepth: 0,
    over: false,
    shortened: false,
  }
  let index = 0
  let textStart = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open < 0) break
    const next = html.charCodeAt(open + 1)
    const isEnd = next === 47 /* / */ && isLetter(html.charCodeAt(open + 2))
    if (!isEnd && !isLetter(next)) {
      if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47) {
        // A comment, doctype or bogus comment: no element.
        if (!text(walk, textStart, open)) return walk
        const commentEnd = html.startsWith('<!--', open) ? html.indexOf('-->', open + 4) : -1
        const close = commentEnd >= 0 ? commentEnd + 3 : html.indexOf('>', open + 1) + 1 || html.length
        if (walk.rewrite) walk.out.push(html.slice(open, close))
        index = close
        textStart = close
        continue
      }
      index = open + 1
      continue
    }
    if (!text(walk, textStart, open)) return walk
    const { name, end: nameEnd } = readName(html, open + (isEnd ? 2 : 1))
    const tagEnd = endOfTag(html, nameEnd)
    // A tag the text ends inside is dropped by the parser.
    if (tagEnd < 0) return finish(walk)
    const tagText = html.slice(open, tagEnd)
    index = tagEnd
    textStart = tagEnd
    if (isEnd) {
      // In a rewrite, closeNearest writes the end tag of what it closes; a stray one is dropped.
      if (!endTag(walk, name)) return walk
      continue
    }
    if (!startTag(walk, name, tagText)) return finish(walk)
    if (TEXT_ONLY.has(name) && !walk.stack.at(-1)?.foreign) {
      const close = name === 'plaintext' ? -1 : indexOfEndTag(html, name, tagEnd)
      const kept = walk.stack.at(-1)?.kept ?? false
      if (walk.rewrite && kept) walk.out.push(html.slice(tagEnd, close < 0 ? html.length : close))
      const afterClose = close < 0 ? -1 : endOfTag(html, close + 2 + name.length)
      if (afterClose < 0) return finish(walk)
      endTag(walk, name)
      index = afterClose
      textStart = afterClose
    }
  }
  text(walk, textStart, html.length)
  return finish(walk)
}

/** Where `</name` starts (any letter case) at or after `from`, or -1. */
function indexOfEndTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}`, 'gi')
  pattern.lastIndex = from
  return pattern.exec(html)?.index ?? -1
}

/** Closes what is still open (a rewrite ends well-formed). */
function finish(walk: Walk): Walk {
  if (walk.rewrite) {
    for (let index = walk.stack.length - 1; index >= 0; index -= 1) {
      const open = walk.stack[index] as Open
      if (open.kept) walk.out.push(endTagText(open.name))
    }
  }
  return walk
}

/** True when the HTML stays within the limits (levels of nesting and elements, as the parser builds them). */
export function isWithinHtmlLimits(html: string, limits: HtmlLimits = DESCRIPTION_LIMITS): boolean {
  return !runWalk(html, limits, false).over
}

/**
 * The HTML within the limits: elements deeper than the limit are flattened into their deepest kept
 * ancestor (their text stays), everything after the last allowed element is cut, and what is left
 * open is closed. HTML already within the limits comes back unchanged.
 */
export function boundHtml(
  html: string,
  limits: HtmlLimits = DESCRIPTION_LIMITS,
): { html: string; isShortened: boolean } {
  if (isWithinHtmlLimits(html, limits)) return { html, isShortened: false }
  const walk = runWalk(html, limits, true)
  return { html: walk.out.join(''), isShortened: true }
}
