/**
 * The one sanitiser for course descriptions, which are HTML from the API and are rendered as HTML on
 * the course page and in its preview. Quill protects only its own editor: any educator token
 * can post raw HTML, so this render-time pass is the only client-side control. DOMPurify's default
 * config is not enough here (it keeps forms, password inputs and `position:fixed` overlays, and drops
 * Quill's video embeds), so the allowlist below is shaped like Quill's output and nothing else.
 */

import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { boundHtml, DESCRIPTION_LIMITS, type HtmlLimits } from './htmlStructure'
import { RASTER_DATA_IMAGE, urlProtocol } from './urlRules'

// Quill 2 code blocks add div.ql-code-block-container > div.ql-code-block.
const ALLOWED_TAGS =
  'p br strong b em i u s a ol ul li h1 h2 h3 h4 h5 h6 blockquote pre code span img sub sup iframe div'.split(' ')

// Attributes each tag may keep; class and style are filtered further below.
const GLOBAL_ATTRIBUTES: readonly string[] = ['class', 'style']
const TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'sandbox'],
  li: ['data-list'],
}
const ALLOWED_ATTR = [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(TAG_ATTRIBUTES).flat()])]

// Not reachable through the allowlist anyway; named so that a config edit cannot let them back in.
const FORBID_TAGS = (
  'script style link meta base form input button textarea select option object embed svg math template ' +
  'noscript frame frameset'
).split(' ')
const FORBID_ATTR = ['srcdoc', 'srcset', 'action', 'formaction', 'id', 'name', 'xlink:href']

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:'])
const IMAGE_PROTOCOLS = new Set(['http:', 'https:'])
// Quill's own embed forms (themes/base.ts extractVideoUrl) for the two video sites it knows.
const EMBED_QUERY = String.raw`(?:\?[A-Za-z0-9_.=&%-]*)?`
const ALLOWED_EMBEDS = [
  new RegExp(String.raw`^https://www\.youtube(?:-nocookie)?\.com/embed/[A-Za-z0-9_-]{11}${EMBED_QUERY}$`),
  new RegExp(String.raw`^https://player\.vimeo\.com/video/\d{1,20}/?${EMBED_QUERY}$`),
]
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation'
const LINK_REL = 'noopener noreferrer nofollow'

// Quill's classes all start with ql-; any other class could borrow the app's own utility classes
// (Tailwind `fixed inset-0 z-50`) to paint a full-screen overlay without a single style attribute.
const QUILL_CLASS = /^ql-[a-z0-9-]{1,40}$/
const STYLE_PROPERTIES = new Set(['color', 'background-color'])
// Colours only: hex, rgb()/hsl() with plain numbers, or a keyword. No url(), var(), escapes or comments.
const SAFE_COLOR = /^(?:#[0-9a-fA-F]{3,8}|(?:rgba?|hsla?)\([\d\s.,%/+-]{1,60}\)|[a-zA-Z]{3,30})$/
const DATA_LIST = /^(?:bullet|ordered|checked|unchecked)$/
const DIMENSION = /^\d{1,4}%?$/
// A bare e-mail address used as a link gets a mailto prefix, as the editor's link rules do.
const BARE_EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's first gate for href/src; the hooks then apply the exact per-attribute allowlists.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|sms):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1
}

function isAllowedEmbed(src: string | null): boolean {
  return src !== null && ALLOWED_EMBEDS.some((pattern) => pattern.test(src))
}

function isAllowedImageSource(src: string | null): boolean {
  if (src === null) return false
  if (src.startsWith('data:')) return RASTER_DATA_IMAGE.test(src)
  const protocol = urlProtocol(src)
  return protocol !== null && IMAGE_PROTOCOLS.has(protocol)
}

/** Keeps only `color` and `background-color` declarations with plain colour values. */
function filterStyle(style: string): string {
  const kept = new Map<string, string>()
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (STYLE_PROPERTIES.has(property) && SAFE_COLOR.test(value)) kept.set(property, value)
  }
  return [...kept].map(([property, value]) => `${property}: ${value};`).join(' ')
}

function filterClass(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => QUILL_CLASS.test(token))
    .join(' ')
}

/** The value an attribute may keep on this tag, or null to drop it. */
function filterAttribute(tag: string, name: string, value: string): string | null {
  const allowedHere = GLOBAL_ATTRIBUTES.includes(name) || (TAG_ATTRIBUTES[tag]?.includes(name) ?? false)
  if (!allowedHere) return null
  switch (name) {
    case 'style': {
      const style = filterStyle(value)
      return style === '' ? null : style
    }
    case 'class': {
      const classes = filterClass(value)
      return classes === '' ? null : classes
    }
    case 'data-list':
      return DATA_LIST.test(value) ? value : null
    case 'width':
    case 'height':
      return DIMENSION.test(value) ? value : null
    default:
      return value
  }
}

function finishLink(link: Element): void {
  let href = link.getAttribute('href')
  if (href !== null && BARE_EMAIL.test(href)) {
    href = `mailto:${href}`
    link.setAttribute('href', href)
  }
  const protocol = href === null ? null : urlProtocol(href)
  if (protocol === null || !LINK_PROTOCOLS.has(protocol)) {
    // Quill turns a rejected link into a blank one; the text stays, the link goes.
    link.removeAttribute('href')
    link.removeAttribute('target')
    link.removeAttribute('rel')
    return
  }
  // Every link leaves the app in a new tab without handing it window.opener or a referrer.
  link.setAttribute('target', '_blank')
  link.setAttribute('rel', LINK_REL)
}

/*
 * The HTML parser drops one newline right after <pre>, and serialising does not put it back, so
 * `<pre>\n\nx` would lose a line on every pass. Leading newlines of a <pre> go now, once, which keeps
 * the output a fixed point of this function. Checked per text node, after removed elements before it
 * are gone, because removing `<pre><audio></audio>\n` leaves the newline first.
 */
function trimPreLeadingNewlines(text: Node): void {
  const parent = text.parentNode
  if (parent?.nodeName.toLowerCase() !== 'pre' || !text.nodeValue?.startsWith('\n')) return
  for (let sibling = text.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType !== 3 || sibling.nodeValue !== '') return
  }
  text.nodeValue = text.nodeValue.replace(/^\n+/, '')
}

function finishIframe(frame: Element): void {
  frame.setAttribute('sandbox', IFRAME_SANDBOX)
  frame.setAttribute('frameborder', '0')
  frame.setAttribute('allowfullscreen', '')
}

/*
 * Whether the last pass removed an element, through DOMPurify (which keeps the content) or the hooks.
 * Attribute removals do not change the tree's shape and do not count.
 */
let hookRemovedElement = false

function removeElement(element: Element): void {
  hookRemovedElement = true
  element.parentNode?.removeChild(element)
}

function sanitizePass(instance: Purifier, html: string): { output: string; removedElements: boolean } {
  hookRemovedElement = false
  const output = instance.sanitize(html)
  return { output, removedElements: hookRemovedElement || instance.removed.some((entry) => 'element' in entry) }
}

function configure(purifier: Purifier): Purifier {
  purifier.setConfig(CONFIG)

  // Decided on the raw src, before attribute clean-up could turn a bad embed into an empty frame.
  // DOMPurify 3.4 treats a node detached by a hook as removed. No sanitize() calls in hooks: not re-entrant.
  purifier.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName === 'iframe' && isElement(node) && !isAllowedEmbed(node.getAttribute('src'))) {
      removeElement(node)
    }
  })

  purifier.addHook('afterSanitizeElements', (node) => {
    if (node.nodeType === 3) trimPreLeadingNewlines(node)
  })

  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const value = filterAttribute(node.nodeName.toLowerCase(), event.attrName, event.attrValue)
    if (value === null) event.keepAttr = false
    else event.attrValue = value
  })

  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!isElement(node)) return
    const tag = node.nodeName.toLowerCase()
    if (tag === 'a') finishLink(node)
    else if (tag === 'iframe') finishIframe(node)
    else if (tag === 'img' && !isAllowedImageSource(node.getAttribute('src'))) removeElement(node)
  })

  return purifier
}

let purifier: Purifier | null = null
// Two passes settle every case found by the property tests; the rest is headroom.
const MAX_PASSES = 4

export type SanitizedDescription = {
  html: string
  /** True when the description was deeper or larger than the description rule and was cut to fit. */
  isShortened: boolean
}

const EMPTY: SanitizedDescription = { html: '', isShortened: false }

// The course screen sanitises the same description twice in a row (its preview starts from the
// sanitised description, and the full text is shown below it); the answer depends only on the input,
// so the last one is kept.
let lastSanitized: { input: string; result: SanitizedDescription } | null = null

/** One configured instance for the whole app, created on first use so importing costs nothing. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier
  if (typeof window === 'undefined') return null
  const instance = DOMPurify(window)
  // Without a usable DOM, DOMPurify returns its input unchanged; refuse instead of passing it through.
  if (!instance.isSupported) return null
  purifier = configure(instance)
  return purifier
}

/*
 * Removing a forbidden element keeps its content, which can leave a tree the parser would never
 * build (`<p><object><p>` gives a p inside a p); serialised and parsed again it changes shape. A
 * second pass starts from parser-built markup and settles it, so the result is a fixed point: the
 * preview re-sanitises its output and that must change nothing. When no element was removed the DOM
 * is exactly what the parser built, so one pass is enough.
 */
function settle(instance: Purifier, html: string): string {
  let pass = sanitizePass(instance, html)
  for (let count = 1; count < MAX_PASSES && pass.removedElements; count += 1) {
    const again = sanitizePass(instance, pass.output)
    if (again.output === pass.output) break
    pass = again
  }
  return pass.output
}

/**
 * Course description HTML made safe to render: Quill-shaped markup only, links limited to http,
 * https, mailto, tel and sms and opened in a new tab, images from http(s) or inline raster data,
 * iframes only for YouTube and Vimeo embeds, sandboxed. Returns '' when no DOM is available.
 *
 * It is also made cheap to render: the hosted API may return descriptions that the add-course rule
 * would refuse (thousands of nested elements block the browser for a second or more), so what is
 * deeper than the rule is flattened and what is longer is cut, and `isShortened` says so.
 */
export function sanitizeDescriptionWithNote(
  html: string | null | undefined,
  limits: HtmlLimits = DESCRIPTION_LIMITS,
): SanitizedDescription {
  if (typeof html !== 'string' || html === '') return EMPTY
  const instance = getPurifier()
  if (!instance) return EMPTY
  const isRule = limits === DESCRIPTION_LIMITS
  if (isRule && lastSanitized?.input === html) return lastSanitized.result
  // Bounded before the browser parses it, so a hostile text never becomes a huge tree.
  const bounded = boundHtml(html, limits)
  let output = settle(instance, bounded.html)
  let isShortened = bounded.isShortened
  // The rule reads the text; the parser may still build more than it counted from markup no editor
  // writes (forms, tables, SVG). The sanitised markup holds only Quill's tags, which the rule counts
  // exactly, and it is what the page will hold: it is held to the rule once more.
  const built = boundHtml(output, limits)
  if (built.isShortened) {
    output = settle(instance, built.html)
    isShortened = true
  }
  const result = { html: output, isShortened }
  if (isRule) lastSanitized = { input: html, result }
  return result
}

/** The sanitised description alone (see sanitizeDescriptionWithNote). */
export function sanitizeDescription(html: string | null | undefined): string {
  return sanitizeDescriptionWithNote(html).html
}
