import { isValidClerkKey, parseEnv, type ConfigResult } from '../../../src/config/env'

// base64 of "example.clerk.accounts.dev$", the shape of a real development key.
const CLERK_KEY = 'pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk'

function problemsOf(result: ConfigResult) {
  return result.ok ? [] : result.problems
}

test('with nothing set the app runs in local mode with the spec defaults', () => {
  const result = parseEnv({})
  expect(result).toEqual({
    ok: true,
    config: {
      backendUrl: '',
      clerkPublishableKey: null,
      currency: '₹',
      numberLocale: 'en-IN',
      brand: 'Edemy',
      contact: {
        email: 'contact@edemy.example',
        phone: '+1-234-567-890',
        address: expect.any(String),
      },
      checkoutHosts: [],
    },
  })
})

test('blank values count as unset', () => {
  const result = parseEnv({ VITE_BACKEND_URL: '  ', VITE_CLERK_PUBLISHABLE_KEY: '', VITE_BRAND: ' ' })
  expect(result.ok && result.config).toMatchObject({ backendUrl: '', clerkPublishableKey: null, brand: 'Edemy' })
})

test.each([
  ['https://api.example.com', 'https://api.example.com'],
  ['https://api.example.com/', 'https://api.example.com'],
  ['https://api.example.com/v1/', 'https://api.example.com/v1'],
  ['http://localhost:8787', 'http://localhost:8787'],
  ['HTTPS://API.Example.com', 'https://api.example.com'],
])('the API URL %s is used as %s', (input, expected) => {
  const result = parseEnv({ VITE_BACKEND_URL: input })
  expect(result.ok && result.config.backendUrl).toBe(expected)
})

test.each([
  ['not a url', 'not-a-url'],
  ['api.example.com', 'not-a-url'],
  ['ftp://api.example.com', 'not-http'],
  ['javascript:alert(1)', 'not-http'],
  ['https://user:pw@api.example.com', 'url-extras'],
  ['https://api.example.com/?x=1', 'url-extras'],
  ['https://api.example.com/#top', 'url-extras'],
])('the API URL "%s" is refused, naming VITE_BACKEND_URL and why (%s)', (input, kind) => {
  const [problem] = problemsOf(parseEnv({ VITE_BACKEND_URL: input }))
  expect(problem?.variable).toBe('VITE_BACKEND_URL')
  expect(problem?.reason.kind).toBe(kind)
})

test('a Clerk publishable key switches sign-in to Clerk', () => {
  const result = parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: CLERK_KEY })
  expect(result.ok && result.config.clerkPublishableKey).toBe(CLERK_KEY)
})

test.each(['pk_test_replace_me', 'sk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk', 'pk_live_', 'hello', 'pk_test_%%%'])(
  'the key "%s" is refused with a message naming VITE_CLERK_PUBLISHABLE_KEY',
  (key) => {
    expect(isValidClerkKey(key)).toBe(false)
    const [problem] = problemsOf(parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: key }))
    expect(problem?.variable).toBe('VITE_CLERK_PUBLISHABLE_KEY')
    expect(problem?.reason.kind).toBe('not-a-clerk-key')
    // Never echo a whole key back on screen.
    expect(problem?.value.length).toBeLessThanOrEqual(13)
  },
)

test('extra checkout hosts are parsed, lower-cased and trimmed', () => {
  const result = parseEnv({ VITE_CHECKOUT_HOSTS: ' Pay.Example.com , checkout.example.org,' })
  expect(result.ok && result.config.checkoutHosts).toEqual(['pay.example.com', 'checkout.example.org'])
})

test.each(['https://pay.example.com', 'pay.example.com/path', 'pay example.com', '-bad.example.com'])(
  'the checkout host list "%s" is refused',
  (value) => {
    expect(problemsOf(parseEnv({ VITE_CHECKOUT_HOSTS: value }))[0]?.variable).toBe('VITE_CHECKOUT_HOSTS')
  },
)

test('a refused checkout host list names only the entries that are not host names', () => {
  const [problem] = problemsOf(parseEnv({ VITE_CHECKOUT_HOSTS: 'pay.example.com, https://x.example.com, a b' }))
  expect(problem?.reason).toEqual({ kind: 'not-host-names', hosts: ['https://x.example.com', 'a b'] })
})

test('currency, brand and contact details can be set', () => {
  const result = parseEnv({
    VITE_CURRENCY: '$',
    VITE_BRAND: 'LearnHub',
    VITE_CONTACT_EMAIL: 'help@learnhub.io',
    VITE_CONTACT_PHONE: '+44 20 7946 0000',
    VITE_CONTACT_ADDRESS: '1 King St, London',
  })
  expect(result.ok && result.config).toMatchObject({
    currency: '$',
    brand: 'LearnHub',
    contact: { email: 'help@learnhub.io', phone: '+44 20 7946 0000', address: '1 King St, London' },
  })
})

test('a contact e-mail that is not an address is refused', () => {
  expect(problemsOf(parseEnv({ VITE_CONTACT_EMAIL: 'support' }))[0]?.variable).toBe('VITE_CONTACT_EMAIL')
})

test('a currency longer than a symbol is refused', () => {
  expect(problemsOf(parseEnv({ VITE_CURRENCY: 'Rupees' }))[0]?.variable).toBe('VITE_CURRENCY')
})

test('every malformed setting is reported at once', () => {
  const problems = problemsOf(parseEnv({ VITE_BACKEND_URL: 'nope', VITE_CLERK_PUBLISHABLE_KEY: 'nope' }))
  expect(problems.map((problem) => problem.variable)).toEqual(['VITE_BACKEND_URL', 'VITE_CLERK_PUBLISHABLE_KEY'])
})

test('numbers follow the currency unless VITE_LOCALE names a locale', () => {
  const numberLocale = (env: Record<string, string>) => {
    const result = parseEnv(env)
    return result.ok ? result.config.numberLocale : result.problems
  }
  expect(numberLocale({})).toBe('en-IN')
  expect(numberLocale({ VITE_CURRENCY: '$' })).toBe('en-US')
  expect(numberLocale({ VITE_CURRENCY: '$', VITE_LOCALE: 'en-IN' })).toBe('en-IN')
  expect(numberLocale({ VITE_LOCALE: ' hi-IN ' })).toBe('hi-IN')
  expect(numberLocale({ VITE_LOCALE: 'not a locale' })).toEqual([
    expect.objectContaining({ variable: 'VITE_LOCALE', value: 'not a locale' }),
  ])
})
