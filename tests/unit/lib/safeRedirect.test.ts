// @vitest-environment node
import fc from 'fast-check'
import { loadingRedirectTarget } from '../../../src/config/loadingRedirect'
import { isAllowedCheckoutUrl } from '../../../src/lib/safeRedirect'

const hosted = { apiOrigin: 'https://api.edemy.example', extraHosts: ['pay.edemy.example'] }
const local = { apiOrigin: 'http://localhost:5173' }

test.each([
  ['a Stripe session', 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3#fidkdWxOYHwnPyd1blpxYHZxWjA0', hosted],
  ['Stripe with an upper-case host and scheme', 'HTTPS://CHECKOUT.STRIPE.COM/c/pay/cs_test_1', hosted],
  ['Stripe with the explicit default port', 'https://checkout.stripe.com:443/c/pay/cs_test_1', hosted],
  ['Stripe with a query string', 'https://checkout.stripe.com/c/pay/cs_test_1?locale=en', hosted],
  ['a configured custom domain', 'https://pay.edemy.example/c/pay/cs_live_1', hosted],
  ['the https API origin', 'https://api.edemy.example/checkout/abc', hosted],
  ['the local http API origin', 'http://localhost:5173/checkout/abc', local],
  ['Stripe in local mode too', 'https://checkout.stripe.com/c/pay/cs_test_1', local],
  ['an https API on its own port', 'https://api.example:8443/checkout/abc', { apiOrigin: 'https://api.example:8443' }],
])('isAllowedCheckoutUrl accepts %s', (_label, url, options) => {
  expect(isAllowedCheckoutUrl(url, options)).toBe(true)
})

test.each([
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a protocol-relative URL', '//evil.com'],
  ['a protocol-relative Stripe URL', '//checkout.stripe.com/c/pay/1'],
  ['a relative path', '/checkout/abc'],
  ['http to Stripe', 'http://checkout.stripe.com/c/pay/1'],
  ['a suffix host', 'https://checkout.stripe.com.evil.com/'],
  ['the allowed host in the path', 'https://evil.com/checkout.stripe.com'],
  ['the allowed host in the query', 'https://evil.com/?next=https://checkout.stripe.com/'],
  ['the allowed host in the fragment', 'https://evil.com/#https://checkout.stripe.com/'],
  ['the allowed host as user name', 'https://checkout.stripe.com@evil.com/'],
  ['credentials in front of Stripe', 'https://user:pass@checkout.stripe.com/c/pay/1'],
  ['a bare user name in front of Stripe', 'https://evil.com:443@checkout.stripe.com/'],
  ['a trailing dot', 'https://checkout.stripe.com./c/pay/1'],
  ['a percent-encoded dot', 'https://checkout.stripe.com%2eevil.com/'],
  ['an ideographic full stop', 'https://checkout.stripe.com\u3002evil.com/'],
  ['a Cyrillic lookalike', 'https://\u0441heckout.stripe.com/c/pay/1'],
  ['a punycode lookalike', 'https://xn--heckout-4fg.stripe.com/c/pay/1'],
  ['a parent domain', 'https://stripe.com/c/pay/1'],
  ['a sibling subdomain', 'https://dashboard.stripe.com/'],
  ['a near miss', 'https://checkout.stripe.co/c/pay/1'],
  ['a hyphen lookalike', 'https://checkout-stripe.com/c/pay/1'],
  ['a prefix that is another host', 'https://evilcheckout.stripe.com/'],
  ['Stripe on another port', 'https://checkout.stripe.com:8443/c/pay/1'],
  ['backslashes', 'https:\\\\checkout.stripe.com\\c\\pay'],
  ['a leading space', ' https://checkout.stripe.com/c/pay/1'],
  ['a trailing newline', 'https://checkout.stripe.com/c/pay/1\n'],
  ['a TAB inside the scheme', 'ht\ttps://checkout.stripe.com/'],
  ['a zero-width space', 'https://checkout.stripe.com\u200b/c/pay/1'],
  ['the empty string', ''],
  ['a 10 000-character URL', `https://checkout.stripe.com/c/pay/${'a'.repeat(10_000)}`],
  ['a URL of exactly 2048 characters', `https://checkout.stripe.com/${'a'.repeat(2048 - 28)}`],
])('isAllowedCheckoutUrl rejects %s', (_label, url) => {
  expect(isAllowedCheckoutUrl(url, hosted)).toBe(false)
})

test('isAllowedCheckoutUrl accepts a URL just under the length limit', () => {
  const url = `https://checkout.stripe.com/${'a'.repeat(2047 - 28)}`
  expect(url).toHaveLength(2047)
  expect(isAllowedCheckoutUrl(url, hosted)).toBe(true)
})

test.each([[null], [undefined], [42], [{}], [[]], [new URL('https://checkout.stripe.com/c/pay/1')], [true]])(
  'isAllowedCheckoutUrl rejects the non-string %j',
  (value) => {
    expect(isAllowedCheckoutUrl(value, hosted)).toBe(false)
  },
)

test.each([
  ['another port on the local host', 'http://localhost:5174/checkout/abc'],
  ['https on the local host', 'https://localhost:5173/checkout/abc'],
  ['https on the local host name without port', 'https://localhost/checkout/abc'],
  ['the loopback address instead of the name', 'http://127.0.0.1:5173/checkout/abc'],
  ['credentials on the local origin', 'http://a:b@localhost:5173/checkout/abc'],
  ['a subdomain of the local host', 'http://evil.localhost:5173/checkout/abc'],
])('isAllowedCheckoutUrl in local mode rejects %s', (_label, url) => {
  expect(isAllowedCheckoutUrl(url, local)).toBe(false)
})

test('isAllowedCheckoutUrl never accepts plain http for a hosted https API', () => {
  expect(isAllowedCheckoutUrl('http://api.edemy.example/checkout/abc', hosted)).toBe(false)
})

test('isAllowedCheckoutUrl allows only Stripe when the API origin is missing or not a web origin', () => {
  for (const apiOrigin of ['', 'not a url', 'javascript:alert(1)', 'data:,x', '/api']) {
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com/c/pay/1', { apiOrigin })).toBe(true)
    expect(isAllowedCheckoutUrl('javascript:alert(1)', { apiOrigin })).toBe(false)
    expect(isAllowedCheckoutUrl('data:text/html,x', { apiOrigin })).toBe(false)
  }
})

test('isAllowedCheckoutUrl ignores malformed extra hosts instead of widening the allowlist', () => {
  const options = {
    apiOrigin: 'https://api.edemy.example',
    extraHosts: [
      'evil.com/x',
      'a@b.example',
      'pay.example.com.',
      ' Pay.Example.Com ',
      '',
      'x.example:8443',
      'ünïcode.example',
    ],
  }
  expect(isAllowedCheckoutUrl('https://pay.example.com/c/pay/1', options)).toBe(true)
  expect(isAllowedCheckoutUrl('https://evil.com/x', options)).toBe(false)
  expect(isAllowedCheckoutUrl('https://b.example/', options)).toBe(false)
  expect(isAllowedCheckoutUrl('https://x.example:8443/', options)).toBe(false)
  expect(isAllowedCheckoutUrl('https://xn--ncode-jua2f.example/', options)).toBe(false)
})

const STRIPE = 'checkout.stripe.com'
const hostVariant = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(STRIPE, 'CHECKOUT.STRIPE.COM', 'Checkout.Stripe.Com', 'pay.edemy.example') },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      `${STRIPE}.evil.com`,
      `${STRIPE}.`,
      `evil${STRIPE}`,
      `x.${STRIPE}`,
      'checkout-stripe.com',
      'checkout.stripe.co',
      'stripe.com',
      '\u0441heckout.stripe.com',
      'xn--heckout-4fg.stripe.com',
      `${STRIPE}%2eevil.com`,
      'pay.edemy.example.evil.com',
      'edemy.example',
      'api.edemy.example.',
    ),
  },
  { weight: 3, arbitrary: fc.domain() },
)
const scheme = fc.constantFrom('https', 'HTTPS', 'http', 'javascript', 'data', 'ftp', 'wss', '')
const userinfo = fc.constantFrom('', '', '', 'user@', 'user:pass@', `${STRIPE}@`, 'evil.com@')
const port = fc.constantFrom('', '', ':443', ':8443', ':80')
const allowedLowerHosts = new Set([STRIPE, 'pay.edemy.example'])

test('property: mutated hosts on generated web URLs are accepted only when exactly allowed (10 000 runs)', () => {
  let accepted = 0
  fc.assert(
    fc.property(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      scheme,
      userinfo,
      hostVariant,
      port,
      (webUrl, schemeName, user, host, portText) => {
        const { pathname, search, hash } = new URL(webUrl)
        const url = `${schemeName}://${user}${host}${portText}${pathname}${search}${hash}`
        const expected =
          schemeName.toLowerCase() === 'https' &&
          user === '' &&
          allowedLowerHosts.has(host.toLowerCase()) &&
          (portText === '' || portText === ':443') &&
          url.length < 2048
        const result = isAllowedCheckoutUrl(url, hosted)
        if (result) accepted += 1
        expect(result).toBe(expected)
      },
    ),
    { numRuns: 10_000 },
  )
  // Guards the generator itself: a property that never sees an allowed URL would prove little.
  expect(accepted).toBeGreaterThan(100)
})

test('property: random web URLs and strings are never accepted unless their host is allowlisted (10 000 runs)', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string(),
        fc.string({ unit: 'binary' }),
      ),
      (text) => {
        if (!isAllowedCheckoutUrl(text, local)) return
        const url = new URL(text)
        expect(url.hostname === STRIPE || url.origin === local.apiOrigin).toBe(true)
      },
    ),
    { numRuns: 10_000 },
  )
})

test('property: in local mode only the exact http API origin passes besides https Stripe', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('http', 'https'),
      fc.constantFrom('localhost', 'LOCALHOST', '127.0.0.1', 'localhost.evil.com', 'evil.localhost'),
      fc.constantFrom('', ':5173', ':5174', ':80'),
      fc.webPath(),
      (schemeName, host, portText, path) => {
        const url = `${schemeName}://${host}${portText}${path}`
        const expected = schemeName === 'http' && host.toLowerCase() === 'localhost' && portText === ':5173'
        expect(isAllowedCheckoutUrl(url, local)).toBe(expected)
      },
    ),
    { numRuns: 1000 },
  )
})

test.each([
  ['', '/'],
  ['my-enrollments', '/my-enrollments'],
  ['course-list', '/course-list'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy-policy', '/privacy-policy'],
  ['educator', '/educator'],
  ['educator/add-course', '/educator/add-course'],
  ['educator/my-course', '/educator/my-course'],
  ['educator/students-enrolled', '/educator/students-enrolled'],
  ['course/665f1c2e9b1d4a0012345678', '/course/665f1c2e9b1d4a0012345678'],
  ['player/abc_DEF-123', '/player/abc_DEF-123'],
  [`course/${'a'.repeat(64)}`, `/course/${'a'.repeat(64)}`],
])('loadingRedirectTarget(%j) continues to %s', (path, expected) => {
  expect(loadingRedirectTarget(path)).toBe(expected)
})

test.each([
  '/evil.com',
  '\\evil.com',
  '/\\evil.com',
  '\t/evil.com',
  '\n/evil.com',
  '///evil.com',
  '//evil.com',
  'https://evil.com',
  'https:/evil.com',
  'javascript:alert(1)',
  '../../x',
  '..',
  '%2Fevil.com',
  '%252Fevil.com',
  'evil.com',
  'a'.repeat(10_000),
  'my-enrollments/',
  '/my-enrollments',
  ' my-enrollments',
  'my-enrollments ',
  'My-Enrollments',
  'my-enrollments?x=1',
  'my-enrollments#x',
  'course-list/../../evil',
  'course/',
  `course/${'a'.repeat(65)}`,
  'course/abc/def',
  'course/abc.def',
  'course/..',
  'course/%2F',
  'player/a b',
  'player/abc\n',
  'educator/',
  'educator/unknown',
  'loading/my-enrollments',
])('loadingRedirectTarget(%j) goes home', (path) => {
  expect(loadingRedirectTarget(path)).toBe('/')
})

test.each([[undefined], [null], [42], [{}], [['my-enrollments']]])(
  'loadingRedirectTarget goes home for the non-string %j',
  (value) => {
    expect(loadingRedirectTarget(value)).toBe('/')
  },
)

const knownTargets = new Set([
  '/',
  '/my-enrollments',
  '/course-list',
  '/about',
  '/contact',
  '/privacy-policy',
  '/educator',
  '/educator/add-course',
  '/educator/my-course',
  '/educator/students-enrolled',
])

function expectSafeInternalPath(target: string): void {
  expect(target.startsWith('/')).toBe(true)
  expect(target.startsWith('//')).toBe(false)
  expect(target).not.toMatch(/[\\:]|\.\.|[\p{Cc}\p{Cf}\s]/u)
  expect(knownTargets.has(target) || /^\/(?:course|player)\/[A-Za-z0-9_-]{1,64}$/.test(target)).toBe(true)
}

test('property: any string redirects to a known app path or home (10 000 runs)', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'grapheme' }),
        fc.webUrl(),
        fc.webPath(),
        fc.constantFrom(...knownTargets).map((target) => target.slice(1)),
      ),
      (path) => {
        expectSafeInternalPath(loadingRedirectTarget(path))
      },
    ),
    { numRuns: 10_000 },
  )
})

test('property: course and player ids that fit the id rule are kept', () => {
  fc.assert(
    fc.property(fc.constantFrom('course', 'player'), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (page, id) => {
      expect(loadingRedirectTarget(`${page}/${id}`)).toBe(`/${page}/${id}`)
    }),
    { numRuns: 1000 },
  )
})
