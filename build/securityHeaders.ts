/**
 * The HTTP security headers the static build must be served with (docs/security-and-reliability.md#deploy-headers).
 * One definition feeds the `_headers` file written next to the build, which Netlify and Cloudflare Pages read
 * and `vite preview` serves as built, so the end-to-end tests run under the real policy.
 */
import { createHash } from 'node:crypto'

export type SecurityHeaderOptions = {
  /** The API origin when it differs from the app's own (VITE_BACKEND_URL); '' for the local API. */
  apiOrigin: string
  /** Clerk's Frontend API host, from the publishable key; '' in local sign-in mode. */
  clerkFrontendApi: string
  /** Production adds upgrade-insecure-requests and HSTS; a plain-http preview must not. */
  isProduction: boolean
  /** The build's own inline scripts in index.html, allowed by hash ('sha256-…') and nothing else inline. */
  inlineScriptHashes?: string[]
}

export function apiOriginFromUrl(url: string | undefined): string {
  if (!url?.trim()) return ''
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

export function contentSecurityPolicy({
  apiOrigin,
  clerkFrontendApi,
  isProduction,
  inlineScriptHashes = [],
}: SecurityHeaderOptions): string {
  const api = apiOrigin ? [apiOrigin] : []
  const clerk = clerkFrontendApi ? [`https://${clerkFrontendApi}`] : []
  const clerkChallenges = clerkFrontendApi ? ['https://challenges.cloudflare.com'] : []
  const clerkTelemetry = clerkFrontendApi ? ['https://clerk-telemetry.com', 'https://*.clerk-telemetry.com'] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // react-youtube loads YouTube's iframe API script, which loads its widget script from the same host.
    [
      'script-src',
      [
        "'self'",
        ...inlineScriptHashes.map((hash) => `'${hash}'`),
        'https://www.youtube.com',
        ...clerk,
        ...clerkChallenges,
      ],
    ],
    ['connect-src', ["'self'", ...api, ...clerk, ...clerkTelemetry]],
    // Thumbnails and avatars come from the API or its image CDN; blob: is the add-course thumbnail preview.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...api.filter((origin) => origin.startsWith('http:'))]],
    // react-toastify and Clerk inject styles at run time; Quill and Tailwind need none inline.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    [
      'frame-src',
      ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...clerkChallenges],
    ],
    // 'self' is the app's own service worker (/sw.js); Clerk's sign-in runs a worker from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (isProduction) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** The CSP hash sources of every inline script in an HTML page (scripts with a src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
  return scripts
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}`,
    )
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: YouTube's embed fails with error 153 when the Referer is missing.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
    // Allows Clerk's sign-in popups; COEP stays off, it would block YouTube and image CDNs.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-XSS-Protection': '0',
  }
  if (options.isProduction) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

/** The `_headers` file for static hosts: security headers everywhere, long caching for hashed assets. */
export function headersFile(options: SecurityHeaderOptions): string {
  const lines = ['/*', ...Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`)]
  lines.push('/index.html', '  Cache-Control: no-cache')
  // The service worker and its list of files: a deploy must be seen at the next check, never a cached copy.
  lines.push('/sw.js', '  Cache-Control: no-cache')
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable')
  return `${lines.join('\n')}\n`
}

/** One block of a `_headers` file: a path pattern and the headers of the paths it matches. */
export type HeadersRule = { pattern: RegExp; headers: Array<[name: string, value: string]> }

/**
 * Reads a `_headers` file (the format `headersFile` writes) as Netlify and Cloudflare Pages do: a path line such
 * as `/assets/*` (`*` matches any rest of the path), then indented `Name: value` lines; other lines are ignored.
 */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = []
  let current: HeadersRule | undefined
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    const isIndented = /^\s/.test(line)
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!isIndented) {
      // An unknown unindented line ends the block, so its headers never land on the wrong path.
      current = trimmed.startsWith('/') ? { pattern: pathPattern(trimmed), headers: [] } : undefined
      if (current) rules.push(current)
      continue
    }
    const colon = trimmed.indexOf(':')
    if (current && colon > 0) current.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  }
  return rules
}

function pathPattern(path: string): RegExp {
  const literal = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${path.split('*').map(literal).join('.*')}$`)
}

/** The headers of one request: every matching rule in file order, a later rule replacing a header an earlier one set. */
export function headersForPath(rules: HeadersRule[], url: string): Record<string, string> {
  const pathname = url.split(/[?#]/, 1)[0] || '/'
  const headers = new Map<string, [string, string]>()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), [name, value])
  }
  return Object.fromEntries(headers.values())
}

/** The headers without the two parts only an https site may send: HSTS and the CSP's upgrade-insecure-requests. */
export function withoutHttpsOnlyHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (lower === 'strict-transport-security') continue
    kept[name] =
      lower === 'content-security-policy'
        ? value
            .split(';')
            .map((directive) => directive.trim())
            .filter((directive) => directive && directive.toLowerCase() !== 'upgrade-insecure-requests')
            .join('; ')
        : value
  }
  return kept
}
