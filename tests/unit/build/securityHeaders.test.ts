// @vitest-environment node
import { createHash } from 'node:crypto'
import {
  apiOriginFromUrl,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from '../../../build/securityHeaders'
import { clerkFrontendApiFromKey } from '../../../src/config/clerkKey'

const local = { apiOrigin: '', clerkFrontendApi: '', isProduction: false }
const hosted = { apiOrigin: 'https://api.example.com', clerkFrontendApi: 'clerk.example.com', isProduction: true }

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

test('the Clerk Frontend API host is read from the publishable key', () => {
  expect(clerkFrontendApiFromKey('pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk')).toBe('example.clerk.accounts.dev')
  expect(clerkFrontendApiFromKey('pk_live_replace_me')).toBe('')
  expect(clerkFrontendApiFromKey(undefined)).toBe('')
})

test('the API origin is taken from the backend URL, or empty for the local API', () => {
  expect(apiOriginFromUrl('https://api.example.com/v1/')).toBe('https://api.example.com')
  expect(apiOriginFromUrl('')).toBe('')
  expect(apiOriginFromUrl('not a url')).toBe('')
})

test('the local policy allows only the app itself plus YouTube and Vimeo embeds', () => {
  const policy = contentSecurityPolicy(local)
  expect(directive(policy, 'default-src')).toEqual(["'self'"])
  expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.youtube.com'])
  expect(directive(policy, 'connect-src')).toEqual(["'self'"])
  expect(directive(policy, 'frame-src')).toEqual([
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ])
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  expect(directive(policy, 'base-uri')).toEqual(["'none'"])
  expect(policy).not.toContain("'unsafe-eval'")
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
  expect(policy).not.toContain('upgrade-insecure-requests')
})

test('inline scripts are allowed by their own hash only, scripts with a source are not hashed', () => {
  const html =
    '<head><script>var a = 1</script><script type="module" src="/assets/shell.js"></script>' +
    '<SCRIPT data-x="1">var b = "é"</SCRIPT></head>'
  const hashes = inlineScriptHashes(html)
  const sha = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`
  expect(hashes).toEqual([sha('var a = 1'), sha('var b = "é"')])
  const policy = contentSecurityPolicy({ ...local, inlineScriptHashes: hashes })
  expect(directive(policy, 'script-src')).toEqual([
    "'self'",
    `'${hashes[0]}'`,
    `'${hashes[1]}'`,
    'https://www.youtube.com',
  ])
  expect(policy).not.toContain("'unsafe-inline' ")
})

test('the hosted policy adds the API origin and Clerk, and upgrades insecure requests', () => {
  const policy = contentSecurityPolicy(hosted)
  expect(directive(policy, 'connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://api.example.com', 'https://clerk.example.com']),
  )
  expect(directive(policy, 'script-src')).toEqual(
    expect.arrayContaining(['https://clerk.example.com', 'https://challenges.cloudflare.com']),
  )
  expect(directive(policy, 'frame-src')).toContain('https://challenges.cloudflare.com')
  expect(policy.endsWith('upgrade-insecure-requests')).toBe(true)
})

test('the headers keep YouTube working and forbid framing and sniffing', () => {
  const headers = securityHeaders(hosted)
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['X-Frame-Options']).toBe('DENY')
  expect(headers['X-Content-Type-Options']).toBe('nosniff')
  expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['Permissions-Policy']).toContain('camera=()')
  expect(headers).not.toHaveProperty('Cross-Origin-Embedder-Policy')
  expect(securityHeaders(local)).not.toHaveProperty('Strict-Transport-Security')
})

test('the _headers file applies the headers everywhere and caches hashed assets for a year', () => {
  const file = headersFile(hosted)
  expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true)
  expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  expect(file).toContain('/index.html\n  Cache-Control: no-cache')
  // A deploy's service worker is seen at the browser's next check, never a cached copy.
  expect(file).toContain('/sw.js\n  Cache-Control: no-cache')
})
