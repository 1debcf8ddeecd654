import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, passthrough, type JsonBodyType } from 'msw'
import { createServer } from 'node:http'
import { retryDelay } from '../../../src/api/queryClient'
import { TIMEOUT_MS } from '../../../src/config/constants'
import { config } from '../../../src/config/env'
import { DASHBOARD, EDUCATOR_COURSES, ENROLLED_STUDENTS } from '../../fixtures/educator/educatorData'
import { attemptsFor, FAULT_SCREENS, type FaultKind, type FaultScreen } from '../../fixtures/faultScreens'
import { isReadableMessage } from '../../fixtures/securityE2e'
import { recordFigures } from '../../fixtures/securityFigures'
import { server } from '../../mocks/server'
import { consoleGuard } from '../../utils/console'
import { renderApp, TEST_TOKEN, type TestAuthOptions } from '../../utils/render'
import { DETAIL_COURSE } from '../catalogue/catalogueApi'
import { EDUCATOR } from '../educator/educatorTestUtils'
import { CSS_COURSE, JS_COURSE, USER_DATA } from '../learner/learnerApi'

/*
 * Network and API faults on the screens (docs/security-and-reliability.md#network-and-api-faults): the 9 faults
 * on the 5 data screens, driven through the whole route table in jsdom, and a failed background refetch on each of
 * them. What is checked needs no real browser: exactly one readable error toast, no spinner left, a "Try again"
 * that loads the screen once the server is back, the number of attempts (GETs retry transient failures twice,
 * POSTs never), nothing shown before the time limit of a request that never answers, and no crash. Each case
 * writes its figures to the `faults` row; every request's bearer header is checked for the `tokens` row.
 *
 * The API runs on its own origin here, as the hosted one does: a loopback server that never answers, so a
 * "no answer" request goes through jsdom's own XMLHttpRequest and its time limit (MSW's interception has no
 * clock). Every other answer comes from MSW. Fake timers (advancing with real time too) skip the retry waits
 * and the time limit without costing real seconds. The browser-only part (a reset connection, a hang under
 * the page's clock, real online/offline events) stays in tests/e2e/security-faults.spec.ts.
 */

const SPEC_FILE = 'faultMatrix.test.tsx'
// A passing case takes well under a second; a failing one waits out several conditions (10 s each) and must
// still get to write its figures.
const FAILING_CASE_MS = 90_000
const SERVER_MESSAGE = 'The course service refused this request (test)'
const PROGRESS = { courseId: JS_COURSE._id, completedLectures: ['lec_1'] }

type Screen = FaultScreen & {
  /** True once the screen shows its data. */
  loaded: () => boolean
}

// The course the detail screen shows, and the one the learner owns (the player's).
const IDS = { courseId: DETAIL_COURSE._id, enrolledCourseId: JS_COURSE._id }

const SCREENS: Screen[] = [
  { ...FAULT_SCREENS.courseList, loaded: () => screen.queryAllByTestId('course-card').length > 0 },
  {
    ...FAULT_SCREENS.courseDetail,
    loaded: () => screen.queryByRole('button', { name: /Enroll Now|Already Enrolled/ }) !== null,
  },
  { ...FAULT_SCREENS.myEnrollments, loaded: () => screen.queryByRole('table') !== null },
  {
    ...FAULT_SCREENS.player,
    // The lectures show without progress too: loaded means the completed lecture is ticked.
    loaded: () =>
      screen.queryAllByRole('button', { name: /^Watch / }).length > 0 &&
      screen.queryAllByText('Completed', { exact: true }).length > 0 &&
      screen.queryByText(/Your progress could not be loaded/) === null,
  },
  {
    ...FAULT_SCREENS.educatorDashboard,
    loaded: () => screen.queryByText('Total Earnings', { exact: true }) !== null,
  },
]

type Fault = FaultKind & {
  respond: (screen: Screen) => Response | ReturnType<typeof passthrough>
}

const FAULTS: Fault[] = [
  {
    name: '200 success:false',
    transient: false,
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }),
  },
  {
    name: '403 JSON with a message',
    transient: false,
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }, { status: 403 }),
  },
  {
    name: '500 JSON with a message',
    transient: true,
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }, { status: 500 }),
  },
  {
    name: '502 HTML page',
    transient: true,
    respond: () =>
      new HttpResponse(
        '<html><body><h1>502 Bad Gateway</h1><script>window.__hit && __hit(502)</script></body></html>',
        {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        },
      ),
  },
  {
    name: '200 HTML page',
    transient: false,
    respond: () =>
      new HttpResponse('<!doctype html><html><div id="root"></div></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  {
    name: '200 truncated JSON',
    transient: false,
    respond: () => new HttpResponse('{"success":true,"cour', { headers: { 'Content-Type': 'application/json' } }),
  },
  {
    name: '200 wrong shape',
    transient: false,
    respond: (target) => HttpResponse.json(target.wrongShape(IDS)),
  },
  { name: 'network failure', transient: true, respond: () => HttpResponse.error() },
  // On to the silent API server, which holds the request until jsdom's time limit ends it.
  { name: 'no answer', transient: false, hangs: true, respond: () => passthrough() },
]

const AUTH: Record<FaultScreen['role'], TestAuthOptions> = {
  visitor: { user: null },
  learner: { user: {} },
  educator: { user: EDUCATOR },
}

// --- the API --------------------------------------------------------------------------------------

/** A loopback API origin that answers CORS preflights and never answers anything else. */
const silentApi = createServer((request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Access-Control-Allow-Headers', '*')
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST')
  if (request.method === 'OPTIONS') response.end()
})
let apiOrigin = ''
const originalBackendUrl = config.backendUrl

beforeAll(async () => {
  await new Promise<void>((resolve) => silentApi.listen(0, '127.0.0.1', resolve))
  const { port } = silentApi.address() as { port: number }
  apiOrigin = `http://127.0.0.1:${port}`
  // The parsed setting the API client reads when the app mounts (VITE_BACKEND_URL).
  config.backendUrl = apiOrigin
})

afterAll(() => {
  config.backendUrl = originalBackendUrl
  silentApi.closeAllConnections()
  silentApi.close()
})

/** Every call the five screens make, answered well. */
function serveApi() {
  const progress = () => HttpResponse.json({ success: true, progressData: PROGRESS })
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [DETAIL_COURSE, CSS_COURSE] })),
    http.get('*/api/course/:id', ({ params }) =>
      params.id === DETAIL_COURSE._id
        ? HttpResponse.json({ success: true, courseData: DETAIL_COURSE } as JsonBodyType)
        : HttpResponse.json({ success: false, message: 'Course not found' }, { status: 404 }),
    ),
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { ...USER_DATA, enrolledCourses: [JS_COURSE._id] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () =>
      HttpResponse.json({ success: true, enrolledCourses: [JS_COURSE] } as JsonBodyType),
    ),
    http.post('*/api/user/get-course-progress', progress),
    http.post('*/api/user/get-course-progress/', progress),
    http.get('*/api/educator/dashboard', () => HttpResponse.json({ success: true, dashboardData: DASHBOARD })),
    // The dashboard's chart of sales over time reads the courses and the sales too.
    http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: EDUCATOR_COURSES })),
    http.get('*/api/educator/enrolled-students', () =>
      HttpResponse.json({ success: true, enrolledStudents: ENROLLED_STUDENTS }),
    ),
    // The preflight of a request passed on to the silent server (a bearer header is not a simple header).
    http.options('*', () => passthrough()),
  )
}

type Injection = { attempts: () => number; firstAt: () => number; heal: () => void }

/** Answers the screen's call with the fault until healed; other methods on the same path pass through. */
function inject(target: Screen, fault: Fault): Injection {
  let attempts = 0
  let firstAt = 0
  let healed = false
  const route = target.method === 'GET' ? http.get : http.post
  server.use(
    route(`*${target.apiPath(IDS)}`, () => {
      if (healed) return undefined // on to serveApi's answer
      attempts += 1
      if (attempts === 1) firstAt = Date.now()
      return fault.respond(target)
    }),
  )
  return { attempts: () => attempts, firstAt: () => firstAt, heal: () => (healed = true) }
}

// --- what the screen shows ------------------------------------------------------------------------

/** Every toast the page shows, recorded as it appears (a toast closes by itself after a while). */
function watchToasts() {
  const shown: { kind: string; text: string }[] = []
  const seen = new WeakSet<Element>()
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.Toastify__toast')) {
      if (seen.has(toast)) continue
      seen.add(toast)
      shown.push({ kind: /Toastify__toast--(\w+)/.exec(toast.className)?.[1] ?? 'default', text: toast.textContent })
    }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return {
    errors: () => shown.filter((toast) => toast.kind === 'error').map((toast) => toast.text),
    stop: () => observer.disconnect(),
  }
}

type TokenChecks = { requests: number; bearer: number; offApi: string[]; malformed: string[] }
const tokens: TokenChecks = { requests: 0, bearer: 0, offApi: [], malformed: [] }

/** Checks every request's Authorization header: only to the API origin, only the signed-in token. */
function checkTokens(): () => void {
  const check = ({ request }: { request: Request }) => {
    tokens.requests += 1
    const authorization = request.headers.get('Authorization')
    if (authorization === null) return
    tokens.bearer += 1
    const where = `${request.method} ${request.url}`
    if (new URL(request.url).origin !== apiOrigin) tokens.offApi.push(where)
    if (authorization !== `Bearer ${TEST_TOKEN}`) tokens.malformed.push(`${where}: ${authorization.slice(0, 40)}`)
  }
  server.events.on('request:start', check)
  return () => server.events.removeListener('request:start', check)
}

const spinners = () =>
  screen.queryAllByRole('status').filter((element) => /^Loading|…$/.test(element.textContent.trim()))
const retryButtons = () => within(screen.getByRole('main')).queryAllByRole('button', { name: 'Try again' })
const routeCrashes = () => screen.queryAllByText('This page could not be shown.').length

/** Moves the fake clock on (timers due meanwhile run, with React updates flushed). */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(Math.max(0, ms))
  })
}

/**
 * Waits for a condition, checked every few milliseconds (many conditions here are not in the DOM, so no
 * mutation wakes the check); false when it never holds: the figures are written before anything asserts.
 */
async function eventually(condition: () => boolean): Promise<boolean> {
  return waitFor(() => expect(condition()).toBe(true), { interval: 5 }).then(
    () => true,
    () => false,
  )
}

const failureCount = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .reduce((total, query) => total + query.state.fetchFailureCount, 0)

/**
 * Lets a failing load run to its end: each time a retry is waiting (as many failures as attempts while
 * something still loads), the clock skips the longest backoff that wait can have.
 */
async function settleLoads(queryClient: QueryClient, attempts: () => number): Promise<boolean> {
  for (let waits = 0; waits <= 10; waits++) {
    const idleOrWaiting = await eventually(
      () =>
        queryClient.isFetching() === 0 || (failureCount(queryClient) > 0 && failureCount(queryClient) === attempts()),
    )
    if (!idleOrWaiting) return false
    if (queryClient.isFetching() === 0) return true
    await advance(retryDelay(failureCount(queryClient) - 1, undefined, () => 1))
  }
  return false
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

// --- the matrix -----------------------------------------------------------------------------------

for (const target of SCREENS) {
  for (const fault of FAULTS) {
    test(
      `${target.name} × ${fault.name}: one readable toast, no spinner, a retry that works`,
      async () => {
        serveApi()
        const injection = inject(target, fault)
        const stopTokenChecks = checkTokens()
        const toasts = watchToasts()
        const { queryClient } = renderApp({ route: target.route(IDS), auth: AUTH[target.role] })
        const limit = target.method === 'GET' ? TIMEOUT_MS.get : TIMEOUT_MS.post
        let surfacedEarly = false

        await eventually(() => injection.attempts() > 0)
        if (fault.hangs) {
          // A second before the limit (counted from when the request left) nothing has failed yet.
          await advance(injection.firstAt() + limit - 1000 - Date.now())
          surfacedEarly = toasts.errors().length > 0 || retryButtons().length > 0
          await advance(2000)
        }
        const settled = await settleLoads(queryClient, injection.attempts)
        // react-toastify loads with the first toast; then the count is final, nothing is loading any more.
        await eventually(() => toasts.errors().length > 0 && retryButtons().length > 0)
        const shown = toasts.errors()
        const expectedAttempts = attemptsFor(fault, target.method)

        const failures = {
          toastsNotExactlyOne: shown.length === 1 ? 0 : 1,
          unreadableToasts: shown.filter((text) => !isReadableMessage(text)).length,
          spinnersLeft: spinners().length,
          noRetry: retryButtons().length > 0 ? 0 : 1,
          wrongAttempts: injection.attempts() === expectedAttempts ? 0 : 1,
          surfacedEarly: surfacedEarly ? 1 : 0,
          crashes: routeCrashes() + consoleGuard.errors.length,
          unsettled: settled ? 0 : 1,
          retryFailed: 0,
        }
        // The retry offered works once the server is back.
        injection.heal()
        const [retry] = retryButtons()
        if (retry) fireEvent.click(retry)
        if (!(await eventually(target.loaded))) failures.retryFailed = 1
        stopTokenChecks()
        toasts.stop()

        recordFigures(
          { file: SPEC_FILE, title: `${target.name} × ${fault.name}` },
          { row: 'faults', tried: 1, failures, counts: { attempts: injection.attempts() } },
        )
        expect({ failures, shown, attempts: injection.attempts() }).toEqual({
          failures: Object.fromEntries(Object.keys(failures).map((key) => [key, 0])),
          shown: [expect.any(String)],
          attempts: expectedAttempts,
        })
      },
      FAILING_CASE_MS,
    )
  }
}

// --- a failed background refetch --------------------------------------------------------------------

/** The browser goes offline and comes back: navigator.onLine and the window events, as a browser does it. */
function dropAndRestoreConnection() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  onLine.mockReturnValue(true)
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
}

const SERVER_ERROR = FAULTS.find((fault) => fault.name === '500 JSON with a message') as Fault

/*
 * The reconnect is driven with the window's own online/offline events (what TanStack Query and the offline
 * banner listen to), so this needs no browser; the e2e offline tests cover the browser's side of those events.
 */
for (const target of SCREENS) {
  test(
    `${target.name}: a failed background refetch keeps the data on screen and toasts once`,
    async () => {
      serveApi()
      const stopTokenChecks = checkTokens()
      const toasts = watchToasts()
      const { queryClient } = renderApp({ route: target.route(IDS), auth: AUTH[target.role] })
      await eventually(target.loaded)
      await eventually(() => queryClient.isFetching() === 0)
      const injection = inject(target, SERVER_ERROR)

      // Past the 60-second freshness, then a reconnect: the page reads its data again, and that fails.
      await advance(61_000)
      dropAndRestoreConnection()
      await eventually(() => injection.attempts() > 0)
      const settled = await settleLoads(queryClient, injection.attempts)
      await eventually(() => toasts.errors().length > 0)
      const shown = toasts.errors()
      stopTokenChecks()
      toasts.stop()

      const failures = {
        noRefetch: injection.attempts() > 0 ? 0 : 1,
        dataLost: target.loaded() ? 0 : 1,
        toastsNotExactlyOne: shown.length === 1 ? 0 : 1,
        unreadableToasts: shown.filter((text) => !isReadableMessage(text)).length,
        crashes: routeCrashes() + consoleGuard.errors.length,
        unsettled: settled ? 0 : 1,
      }
      recordFigures(
        { file: SPEC_FILE, title: `${target.name}: failed background refetch` },
        { row: 'faults', tried: 1, failures, counts: { attempts: injection.attempts() } },
      )
      expect({ failures, shown }).toEqual({
        failures: Object.fromEntries(Object.keys(failures).map((key) => [key, 0])),
        shown: [SERVER_MESSAGE],
      })
    },
    FAILING_CASE_MS,
  )
}

afterAll(() => {
  recordFigures(
    { file: SPEC_FILE, title: 'bearer headers of every request of the fault matrix' },
    {
      row: 'tokens',
      tried: tokens.requests,
      failures: { offApi: tokens.offApi.length, malformed: tokens.malformed.length },
      counts: { bearerRequests: tokens.bearer },
    },
  )
})

test('bearer tokens of the fault matrix went to the API origin only, always well formed', () => {
  // Runs last in the file (tests run in order): every case above has been checked by now.
  expect(tokens.requests).toBeGreaterThan(0)
  expect(tokens.bearer).toBeGreaterThan(0)
  expect({ offApi: tokens.offApi, malformed: tokens.malformed }).toEqual({ offApi: [], malformed: [] })
})
