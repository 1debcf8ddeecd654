/**
 * An independent checker for sanitised description HTML: it parses the markup the way the app renders
 * it (innerHTML of a div) and inspects the DOM, because regexes over raw markup give false alarms on
 * text such as `style=javascript:` and miss what the parser builds. The
 * lists are written out here on purpose, not imported: a wrong allowlist in the code must not be
 * able to approve itself.
 */

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

const ALLOWED_TAGS = new Set(
  ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ol', 'ul', 'li', 'blockquote', 'pre', 'code', 'span'].concat(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ['img', 'sub', 'sup', 'iframe', 'div'],
  ),
)
const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'sandbox'],
  li: ['data-list'],
}
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:'])
const EMBED = [
  /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_.=&%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+\/?(?:\?[A-Za-z0-9_.=&%-]*)?$/,
]
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation'

function protocolOf(url: string): string | null {
  try {
    return new URL(url, 'https://base.invalid/').protocol
  } catch {
    return null
  }
}

/** Parses markup into an inert document, as React's dangerouslySetInnerHTML would into a div. */
let inertDocument: Document | null = null

export function parseHtml(html: string): HTMLDivElement {
  inertDocument ??= document.implementation.createHTMLDocument('')
  const container = inertDocument.createElement('div')
  container.innerHTML = html
  return container
}

function styleViolations(style: string): string[] {
  const problems: string[] = []
  for (const declaration of style.split(';')) {
    if (declaration.trim() === '') continue
    const [property = '', ...rest] = declaration.split(':')
    const value = rest.join(':').trim()
    if (!['color', 'background-color'].includes(property.trim().toLowerCase())) {
      problems.push(`style property ${property.trim()}`)
    }
    if (/url\(|expression|var\(|\\|\/\*|@import|javascript:/i.test(value)) problems.push(`style value ${value}`)
  }
  return problems
}

function elementViolations(element: Element): string[] {
  const problems: string[] = []
  const tag = element.localName
  if (element.namespaceURI !== HTML_NAMESPACE) problems.push(`foreign element ${tag}`)
  if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`)
  const allowedAttributes = new Set(['class', 'style', ...(ATTRIBUTES_BY_TAG[tag] ?? [])])
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.toLowerCase().startsWith('on')) problems.push(`event handler ${name} on <${tag}>`)
    // DOMPurify blanks `is` instead of removing it, since a customised built-in cannot be undone; empty is inert.
    const isBlankIs = name === 'is' && value === ''
    if (!allowedAttributes.has(name) && !isBlankIs) problems.push(`attribute ${name} on <${tag}>`)
    if (name === 'style') problems.push(...styleViolations(value))
    if (name === 'class' && !value.split(/\s+/).every((token) => /^ql-[a-z0-9-]+$/.test(token))) {
      problems.push(`class ${value}`)
    }
  }
  const href = element.getAttribute('href')
  if (href !== null) {
    const protocol = protocolOf(href)
    if (protocol === null || !LINK_PROTOCOLS.has(protocol)) problems.push(`href ${href}`)
    if (element.getAttribute('target') !== '_blank') problems.push(`link without target=_blank: ${href}`)
    const rel = (element.getAttribute('rel') ?? '').split(/\s+/)
    if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`link without noopener: ${href}`)
  }
  const src = element.getAttribute('src')
  if (tag === 'img') {
    const isData = src !== null && /^data:image\/(?:png|jpeg|gif|webp);base64,/.test(src)
    const protocol = src === null ? null : protocolOf(src)
    if (!isData && protocol !== 'http:' && protocol !== 'https:') problems.push(`img src ${String(src)}`)
  }
  if (tag === 'iframe') {
    if (src === null || !EMBED.some((pattern) => pattern.test(src))) problems.push(`iframe src ${String(src)}`)
    if (element.getAttribute('sandbox') !== SANDBOX)
      problems.push(`iframe sandbox ${String(element.getAttribute('sandbox'))}`)
  }
  return problems
}

/** Every way the markup breaks the description rules; empty when it is safe. */
export function findViolations(html: string): string[] {
  const root = parseHtml(html)
  return Array.from(root.querySelectorAll('*')).flatMap(elementViolations)
}
