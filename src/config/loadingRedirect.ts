import { paths } from './paths'

/**
 * App paths the loading screen may continue to, without the leading slash (docs/product.md#routes). An allowlist,
 * like the checkout check in src/lib/safeRedirect.ts (docs/security-and-reliability.md#redirects).
 */
const LOADING_TARGETS: ReadonlySet<string> = new Set(
  [
    paths.home(),
    paths.myEnrollments(),
    paths.courseList(),
    paths.about(),
    paths.contact(),
    paths.privacyPolicy(),
    paths.educator.dashboard(),
    paths.educator.addCourse(),
    paths.educator.myCourses(),
    paths.educator.studentsEnrolled(),
  ].map((path) => path.slice(1)),
)

// A course or player page; ids are opaque but the API's are short and URL-safe.
const COURSE_TARGET = /^(?:course|player)\/[A-Za-z0-9_-]{1,64}$/

/**
 * Where `/loading/:path` may redirect: `'/' + path` for a known app path, otherwise `'/'`. The router
 * hands over the param already decoded, so `%2Fevil.com` arrives as `/evil.com`: joining it to `/`
 * blindly would give the protocol-relative `//evil.com`.
 */
export function loadingRedirectTarget(path: unknown): string {
  if (typeof path !== 'string') return '/'
  return LOADING_TARGETS.has(path) || COURSE_TARGET.test(path) ? `/${path}` : '/'
}
