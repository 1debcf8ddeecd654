import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import { createApiClient, type ApiClient } from '../../../src/api/client'
import { getAllCourses, getCourse } from '../../../src/api/courses'
import { addCourse, getEducatorCourses, getEducatorDashboard, getEnrolledStudents } from '../../../src/api/educator'
import { addUserRating, getCourseProgress, updateCourseProgress } from '../../../src/api/progress'
import { purchaseCourse } from '../../../src/api/purchase'
import { updateRoleToEducator } from '../../../src/api/role'
import { getEnrolledCourses, getUserData } from '../../../src/api/user'
import { recordFigures } from '../../fixtures/securityFigures'
import { server } from '../../mocks/server'

/*
 * Every one of the API calls, with ids an attacker could choose (slashes, dots, encoded slashes,
 * other hosts, user-info), under each way the app can be configured: the request stays on the API
 * origin, the bearer token goes with the calls that need it and no others, always well formed, and
 * never inside the address or the body. With no token, a bearer call sends nothing at all.
 */

const RUNS = Number(process.env.SECURITY_PBT_RUNS ?? 1000)
// Every run is a real request through the client's transport and the interceptor: room on a busy machine.
const PROPERTY_TIMEOUT_MS = 300_000
const TOKEN = 'tok.en-0123456789abcdef'
const PAGE_ORIGIN = window.location.origin

/** Where the app may be told the API lives: its own origin, another origin, another origin with a base path. */
const BASES = ['', 'http://api.tokens.test', 'http://api.tokens.test/v1'] as const

type Call = { name: string; bearer: boolean; send: (api: ApiClient, id: string) => Promise<unknown> }

const CALLS: Call[] = [
  { name: 'course list', bearer: false, send: (api) => getAllCourses(api) },
  { name: 'course', bearer: false, send: (api, id) => getCourse(api, id) },
  { name: 'user data', bearer: true, send: (api) => getUserData(api) },
  { name: 'enrollments', bearer: true, send: (api) => getEnrolledCourses(api) },
  { name: 'purchase', bearer: true, send: (api, id) => purchaseCourse(api, id) },
  { name: 'progress', bearer: true, send: (api, id) => getCourseProgress(api, id) },
  { name: 'mark complete', bearer: true, send: (api, id) => updateCourseProgress(api, id, `${id}-lecture`) },
  { name: 'rating', bearer: true, send: (api, id) => addUserRating(api, id, 4) },
  { name: 'become educator', bearer: true, send: (api) => updateRoleToEducator(api) },
  { name: 'dashboard', bearer: true, send: (api) => getEducatorDashboard(api) },
  { name: 'educator courses', bearer: true, send: (api) => getEducatorCourses(api) },
  { name: 'students', bearer: true, send: (api) => getEnrolledStudents(api) },
  {
    name: 'add course',
    bearer: true,
    send: (api, id) =>
      addCourse(
        api,
        { courseTitle: id, courseDescription: '<p>x</p>', coursePrice: 1, discount: 0, courseContent: [] },
        null,
      ),
  },
]

/** Ids a hostile link or answer could carry into a call. */
const hostileId = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.constantFrom(
    '..',
    '../../evil',
    '%2e%2e%2fevil',
    '//evil.example/x',
    'http://evil.example',
    'https://evil.example/api',
    '@evil.example',
    'x@evil.example:80',
    '\\\\evil.example',
    '?redirect=//evil.example',
    '#//evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    ' \t\n',
  ),
  fc
    .tuple(fc.constantFrom('/', '\\', '..', '@', '?', '#', '%2F', ':'), fc.string({ maxLength: 12 }))
    .map(([lead, rest]) => `${lead}${rest}`),
)

type Seen = { url: string; authorization: string | null; body: string }

const figures = { tried: 0, bearerRequests: 0, offApi: 0, wrongBearer: 0, tokenInAddressOrBody: 0, sentWithoutToken: 0 }

afterAll(() => {
  const { tried, bearerRequests, ...failures } = figures
  recordFigures(
    { file: 'tests/unit/security/clientTokens.test.ts', title: 'every call, hostile ids, every API base' },
    { row: 'tokens', tried, failures, counts: { bearerRequests } },
  )
})

test(
  'every call keeps its request on the API origin and its bearer token where it belongs, whatever the id',
  async () => {
    const seen: Seen[] = []
    const record = async ({ request }: { request: Request }) => {
      seen.push({
        url: request.url,
        authorization: request.headers.get('authorization'),
        body: request.method === 'POST' ? await request.clone().text() : '',
      })
      // A refusal: cheap to answer and never a 401, so each call sends exactly one request.
      return HttpResponse.json({ success: false, message: 'No' }, { status: 403 })
    }
    // Anything at all, anywhere: a request that left the API origin is recorded, not lost.
    server.use(http.all('*', record))

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASES),
        fc.constantFrom(...CALLS),
        hostileId,
        fc.boolean(),
        async (base, call, id, signedIn) => {
          seen.length = 0
          const api = createApiClient({ baseUrl: base, getToken: async () => (signedIn ? TOKEN : null) })
          await call.send(api, id).catch(() => undefined)

          const apiOrigin = base ? new URL(base).origin : PAGE_ORIGIN
          const expectSent = !call.bearer || signedIn
          const problems = {
            offApi: seen.filter((request) => new URL(request.url).origin !== apiOrigin).length,
            wrongBearer: seen.filter((request) => request.authorization !== (call.bearer ? `Bearer ${TOKEN}` : null))
              .length,
            tokenInAddressOrBody: seen.filter((request) => request.url.includes(TOKEN) || request.body.includes(TOKEN))
              .length,
            sentWithoutToken: call.bearer && !signedIn ? seen.length : 0,
          }
          figures.tried += Math.max(1, seen.length)
          figures.bearerRequests += seen.filter((request) => request.authorization !== null).length
          for (const [kind, count] of Object.entries(problems)) figures[kind as keyof typeof problems] += count
          expect({ call: call.name, sent: seen.length, ...problems }).toEqual({
            call: call.name,
            sent: expectSent ? 1 : 0,
            offApi: 0,
            wrongBearer: 0,
            tokenInAddressOrBody: 0,
            sentWithoutToken: 0,
          })
        },
      ),
      { numRuns: RUNS },
    )
  },
  PROPERTY_TIMEOUT_MS,
)
