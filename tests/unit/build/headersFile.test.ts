// @vitest-environment node
import {
  headersFile,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
  withoutHttpsOnlyHeaders,
} from '../../../build/securityHeaders'

const hosted = { apiOrigin: 'https://api.example.com', clerkFrontendApi: 'clerk.example.com', isProduction: true }

test('every rule whose path matches applies, and * matches any rest of the path', () => {
  const rules = parseHeadersFile(headersFile(hosted))
  const page = headersForPath(rules, '/course-list?search=react')
  const asset = headersForPath(rules, '/assets/index-abc123.js')
  const index = headersForPath(rules, '/index.html')

  expect(page['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com")
  expect(page).not.toHaveProperty('Cache-Control')
  expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
  expect(asset['X-Frame-Options']).toBe('DENY')
  expect(index['Cache-Control']).toBe('no-cache')
  expect(headersForPath(rules, '/assets')).not.toHaveProperty('Cache-Control')
})

test('the headers read back from the file are the ones the build wrote', () => {
  expect(headersForPath(parseHeadersFile(headersFile(hosted)), '/')).toEqual(securityHeaders(hosted))
})

test('a later rule replaces a header an earlier one set, whatever the case of its name', () => {
  const rules = parseHeadersFile(
    ['/*', '  X-Frame-Options: DENY', '  Cache-Control: no-cache', '/docs/*', '  cache-control: max-age=60'].join('\n'),
  )
  expect(headersForPath(rules, '/docs/a')).toEqual({ 'X-Frame-Options': 'DENY', 'cache-control': 'max-age=60' })
  expect(headersForPath(rules, '/other')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' })
})

test('comments, blank lines and lines that are neither a path nor a header are ignored', () => {
  const rules = parseHeadersFile(
    [
      '# security headers',
      '  X-Orphan: before any path',
      '/*',
      '',
      '  X-Frame-Options: DENY',
      '  not a header',
      'https://example.com/*',
      '  X-Other-Host: ignored',
      '/a.html',
      '  Link: </style.css>; rel=preload; as=style',
    ].join('\r\n'),
  )
  expect(headersForPath(rules, '/a.html')).toEqual({
    'X-Frame-Options': 'DENY',
    Link: '</style.css>; rel=preload; as=style',
  })
  expect(headersForPath(rules, '/aXhtml')).toEqual({ 'X-Frame-Options': 'DENY' })
})

test('served over plain http, only HSTS and upgrade-insecure-requests are left out', () => {
  const built = securityHeaders(hosted)
  const { 'Strict-Transport-Security': hsts, ...withoutHsts } = built

  expect(hsts).toBeTruthy()
  expect(built['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  expect(withoutHttpsOnlyHeaders(built)).toEqual({
    ...withoutHsts,
    'Content-Security-Policy': built['Content-Security-Policy']?.replace('; upgrade-insecure-requests', ''),
  })
})
