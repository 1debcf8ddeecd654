import fc from 'fast-check'
import { isShowableImageUrl, isWebUrl } from '../../../src/lib/urlRules'

/** The rule as the URL parser alone states it: what the quick check for usual addresses must agree with. */
function parsesAsWebUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text.trim())
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const label = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'Z', 'x', 'n', '0', '9', '-', '_', '%', '@', ' ', '[', ']', ':'),
    maxLength: 6,
  }),
  fc.constantFrom('999', '256', '1', '0x1f', '0X', 'xn--', 'xn--a', 'XN--abc-', 'localhost', 'com', ''),
)
const addressLike = fc
  .record({
    space: fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u0000'),
    // Mostly the usual shape, so that every part of it is varied often.
    scheme: fc.oneof(
      { arbitrary: fc.constantFrom('http', 'https'), weight: 4 },
      fc.constantFrom('HTTPS', 'hTtP', 'ftp', 'javascript', 'data', 'blob', 'ht\ttp', ''),
    ),
    separator: fc.oneof(
      { arbitrary: fc.constant('://'), weight: 4 },
      fc.constantFrom(':/', ':', ':///', '://\t', ': //', '//'),
    ),
    host: fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
    port: fc.option(fc.stringMatching(/^:\d{0,6}$/), { nil: '', freq: 2 }),
    rest: fc.option(
      fc.tuple(
        fc.constantFrom('/', '?', '#', '\\', ''),
        fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom(' ', '\t', 'é', '😀')) }),
      ),
      { nil: ['', ''] as [string, string] },
    ),
  })
  .map(
    ({ space, scheme, separator, host, port, rest }) =>
      `${space}${scheme}${separator}${host}${port}${rest.join('')}${space}`,
  )

test('a lecture link or an image is a web address exactly when the URL parser reads it as http or https', () => {
  fc.assert(
    fc.property(addressLike, (text) => {
      expect(isWebUrl(text)).toBe(parsesAsWebUrl(text))
    }),
    { numRuns: 10_000 },
  )
})

// Each address, and whether it is a web address (a lecture link and an image alike).
const EXAMPLES: Array<[string, boolean]> = [
  ['https://res.cloudinary.com/demo/image/upload/v1/thumb.webp', true],
  ['http://localhost:4400/demo-assets/thumbnails/g-5-10.webp', true],
  ['https://cdn.example.com:8443/a/b.png?w=400&h=300#top', true],
  ['https://1.2.3.4/a.png', true],
  ['javascript:alert(1)', false],
  ['java\tscript:alert(1)', false],
  ['ftp://example.com/a.png', false],
  ['http://1.2.3.999/a.png', false],
  ['http://exa mple.com/', false],
]

test('usual image and lecture addresses are web addresses; other schemes and unparsable hosts are not', () => {
  for (const [url, isWeb] of EXAMPLES) {
    expect(isWebUrl(url)).toBe(isWeb)
    expect(isShowableImageUrl(url)).toBe(isWeb)
  }
  // A link with spaces around it is a lecture link, but not an image address to put in an attribute.
  expect(isWebUrl('  https://example.com/watch  ')).toBe(true)
  expect(isShowableImageUrl('  https://example.com/a.png  ')).toBe(false)
})
