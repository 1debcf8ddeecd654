/**
 * The course screen shows the first 200 characters of the description, as HTML. Slicing the HTML
 * string would cut tags, entities and emoji in half (a broken tag can swallow the page after it), so
 * the cut is made on the text of the parsed, sanitised DOM, at a code-point boundary, keeping the
 * formatting around it. DOMPurify warns that changing markup after sanitising can void it, so the
 * result is sanitised once more before it is returned.
 */

import { boundHtml, DESCRIPTION_LIMITS } from './htmlStructure'
import { sanitizeDescription } from './sanitizeHtml'

const ELLIPSIS = '…'
// Media would dwarf a 200-character teaser; the full description below shows them.
const DROPPED_FROM_PREVIEW = 'img, iframe'
// Text is joined across these when reading plain text, so "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_ELEMENTS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, pre, br'
const SHOW_TEXT = 4
// Empty paragraphs or line breaks give the text cut nothing to stop at: the teaser keeps this many
// elements at most (a 200-character text with formatting on every word needs far fewer).
const PREVIEW_LIMITS = { maxDepth: DESCRIPTION_LIMITS.maxDepth, maxElements: 400 }

let inertDocument: Document | null = null

/** Parses into a document with no browsing context (created once): nothing in it loads or runs. */
function parseInert(html: string): HTMLElement | null {
  if (typeof document === 'undefined') return null
  inertDocument ??= document.implementation.createHTMLDocument('')
  const container = inertDocument.createElement('div')
  container.innerHTML = html
  return container
}

function textNodesOf(root: HTMLElement): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT)
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  return nodes
}

/** Removes everything that comes after `node` in document order inside `root`. */
function removeFollowing(node: Node, root: Node): void {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    while (current.nextSibling) current.nextSibling.remove()
  }
}

function toLimit(maxChars: number): number {
  return Number.isFinite(maxChars) ? Math.max(0, Math.floor(maxChars)) : Number.POSITIVE_INFINITY
}

/**
 * Keeps at most `limit` code points of text, then an ellipsis when anything was cut.
 * Array.from splits by code point, so an emoji is never halved into a lone surrogate.
 */
function cutText(root: HTMLElement, limit: number): void {
  let remaining = limit
  let previous: Text | null = null
  for (const node of textNodesOf(root)) {
    const codePoints = Array.from(node.data)
    if (codePoints.length <= remaining) {
      remaining -= codePoints.length
      if (node.data.trim() !== '') previous = node
      continue
    }
    const kept = codePoints.slice(0, remaining).join('').trimEnd()
    if (kept === '' && previous) {
      // The budget ran out at a node boundary (or on whitespace): end the last visible text, and drop
      // everything after it, whitespace between paragraphs included, so nothing trails the ellipsis.
      previous.data = previous.data.trimEnd() + ELLIPSIS
      removeFollowing(previous, root)
    } else {
      node.data = kept + ELLIPSIS
      removeFollowing(node, root)
    }
    return
  }
}

/**
 * Sanitised HTML whose text is at most `maxChars` code points, plus "…" when it was cut. Formatting
 * is kept, images and embeds are left out, and no tag is ever broken.
 */
export function descriptionPreview(html: string | null | undefined, maxChars: number): string {
  const root = parseInert(sanitizeDescription(html))
  if (!root) return ''
  for (const media of root.querySelectorAll(DROPPED_FROM_PREVIEW)) media.remove()
  cutText(root, toLimit(maxChars))
  const cut = root.innerHTML
  const isLarge = root.getElementsByTagName('*').length > PREVIEW_LIMITS.maxElements
  return sanitizeDescription(isLarge ? boundHtml(cut, PREVIEW_LIMITS).html : cut)
}

/**
 * The description as plain text with whitespace collapsed, for places that cannot show markup (card
 * teasers, document descriptions); cut to `maxChars` code points plus "…" when given. Render it as
 * text, never as HTML.
 */
export function descriptionText(html: string | null | undefined, maxChars = Number.POSITIVE_INFINITY): string {
  const root = parseInert(sanitizeDescription(html))
  if (!root) return ''
  for (const media of root.querySelectorAll(DROPPED_FROM_PREVIEW)) media.remove()
  for (const block of root.querySelectorAll(BLOCK_ELEMENTS)) block.after(' ')
  const text = (root.textContent ?? '').replace(/\s+/g, ' ').trim()
  const codePoints = Array.from(text)
  const limit = toLimit(maxChars)
  if (codePoints.length <= limit) return text
  return codePoints.slice(0, limit).join('').trimEnd() + ELLIPSIS
}
