/**
 * The HTTP security headers the static build must be served with (docs/security-and-reliability.md#deploy-headers).
 * One definition feeds both the `_headers` file written next to the build (Netlify and
 * Cloudflare Pages read it) and `vite preview`, so the end-to-end tests run under the real policy.
 */

export type SecurityHeaderOptions = {
  /** The API origin when it differs from the app's own (VITE_BACKEND_URL); '' for the local API. */
  apiOrigin: string
  /** Clerk's Frontend API host, from the publishable key; '' in local sign-in mode. */
  clerkFrontendApi: string
  /** Production adds upgrade-insecure-requests and HSTS; a plain-http preview must not. */
  isProduction: boolean
}

export function apiOriginFromUrl(url: string | undefined): string {
  if (!url?.trim()) return ''
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

export function contentSecurityPolicy({ apiOrigin, clerkFrontendApi, isProduction }: SecurityHeaderOptions): string {
  const api = apiOrigin ? [apiOrigin] : []
  const clerk = clerkFrontendApi ? [`https://${clerkFrontendApi}`] : []
  const clerkChallenges = clerkFrontendApi ? ['https://challenges.cloudflare.com'] : []
  const clerkTelemetry = clerkFrontendApi ? ['https://clerk-telemetry.com', 'https://*.clerk-telemetry.com'] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // react-youtube loads YouTube's iframe API script, which loads its widget script from the same host.
    ['script-src', ["'self'", 'https://www.youtube.com', ...clerk, ...clerkChallenges]],
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
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable')
  return `${lines.join('\n')}\n`
}
