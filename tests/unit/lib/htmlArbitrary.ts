import fc from 'fast-check'

/**
 * Generated description HTML for property tests: Quill-shaped markup mixed with the dangerous tags,
 * attributes, URL schemes, CSS and mXSS shapes of the XSS corpus (docs/security-and-reliability.md#xss-corpus),
 * deliberately malformed at times (unclosed tags, raw quotes in attribute values).
 */

// Quill's own tags, then the dangerous and namespace-switching ones.
const tagName = fc.constantFrom(
  ...'p br strong em u s a ol ul li h1 h3 blockquote pre code span img sub iframe div'.split(' '),
  ...'script style form input button textarea select option svg math mtext mglyph foreignObject'.split(' '),
  ...'template noscript object embed base meta link title xmp table td details video audio body'.split(' '),
  ...'frameset desc annotation-xml custom-el'.split(' '),
)

const attributeName = fc.constantFrom(
  'href',
  'src',
  'style',
  'class',
  'onerror',
  'onload',
  'onclick',
  'onfocus',
  'ONMOUSEOVER',
  'id',
  'name',
  'target',
  'rel',
  'width',
  'height',
  'data-list',
  'data-x',
  'srcdoc',
  'action',
  'formaction',
  'xlink:href',
  'sandbox',
  'allowfullscreen',
  'frameborder',
  'type',
  'value',
  'is',
  'aria-label',
  'alt',
  'contenteditable',
  'autofocus',
  'http-equiv',
  'content',
  'allow',
)

const attributeValue = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    '\u0000javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'https://ok.example/page?x=1#y',
    'http://ok.example',
    'mailto:someone@example.com',
    'tel:+15551234',
    'sms:+15551234',
    'someone@example.com',
    'ftp://files.example',
    '//evil.example/x',
    '/relative/path',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871/',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'position:fixed;inset:0;z-index:9999',
    'color: rgb(230, 0, 0); background-color: #ffeeaa',
    'color:url(javascript:alert(1))',
    'background-color: expression(alert(1))',
    'color: red; position: absolute; top: 0',
    'ql-align-center fixed inset-0 z-50',
    'ql-video',
    'bullet',
    'ordered',
    '100',
    '999999',
    '_blank',
    'allow-scripts allow-same-origin allow-top-navigation allow-popups',
    '"><img src=x onerror=alert(1)>',
    '</noscript><img src=x onerror=alert(1)>',
    '</style><img src=x onerror=alert(1)>',
    'x" onerror="alert(1)',
    'refresh',
    '0;url=javascript:alert(1)',
  ),
  fc.string({ maxLength: 20 }),
)

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '&amp;',
    '&#x3C;img src=x onerror=alert(1)&#x3E;',
    '😀👍🏽',
    '<!--',
    '-->',
    '<!-- comment -->',
    '<',
    '>',
    ']]>',
    '\n',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<?xml x?>',
  ),
)

function attributeText([name, value, quote]: [string, string, string]): string {
  return ` ${name}=${quote}${value}${quote}`
}

const { html } = fc.letrec((tie) => ({
  html: fc.array(tie('node'), { maxLength: 5 }).map((nodes) => nodes.join('')),
  node: fc.oneof({ depthIdentifier: 'html', maxDepth: 4 }, text, tie('element')),
  element: fc
    .tuple(
      tagName,
      fc.array(fc.tuple(attributeName, attributeValue, fc.constantFrom('"', "'", '')), { maxLength: 4 }),
      fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'html' }),
      fc.boolean(),
    )
    .map(([tag, attributes, children, isClosed]) => {
      const attributeMarkup = attributes.map(attributeText).join('')
      return `<${tag}${attributeMarkup}>${children.join('')}${isClosed ? `</${tag}>` : ''}`
    }),
}))

/** Hostile or harmless description markup, plus plain random strings. */
export const descriptionHtml: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: html as fc.Arbitrary<string> },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
)
