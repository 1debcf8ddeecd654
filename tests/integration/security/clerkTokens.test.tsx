import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import { useEffect } from 'react'
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { createQueryClient } from '../../../src/api/queryClient'
import { AppRoutes } from '../../../src/App'
import ClerkAuthProvider from '../../../src/auth/ClerkAuthProvider'
import { AppContextProvider } from '../../../src/context/AppContext'
import { i18n } from '../../../src/lib/i18n'
import { DASHBOARD, EDUCATOR_COURSES, ENROLLED_STUDENTS } from '../../fixtures/educator/educatorData'
import { recordFigures } from '../../fixtures/securityFigures'
import { clerkState, resetClerkState, updateClerk } from '../../mocks/clerk'
import { server } from '../../mocks/server'
import { CSS_COURSE, JS_COURSE } from '../learner/learnerApi'

/*
 * Tokens in Clerk mode (docs/security-and-reliability.md#tokens): the whole app runs on the Clerk provider (with @clerk/react
 * replaced by the shared fake, handing out a JWT-shaped token) from signed out, through sign-in and
 * every screen that calls the API, to sign-out. The token may travel only in the Authorization header
 * to the API; it must never land in web storage, cookies, the DOM, the URL or the console, and no call
 * may carry `Bearer null`/`undefined`. IndexedDB holds lecture notes only: the app's sources are scanned
 * so that nothing else opens it.
 */

// A JWT-shaped session token, as Clerk's getToken() returns (header.payload.signature, base64url).
const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6Imluc18xIn0.eyJzdWIiOiJ1c2VyX2NsZXJrXzEiLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJlLXNlY3VyaXR5LXRlc3Q'
const JWT_PATTERN = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/

vi.mock('@clerk/react', async () => {
  const mock = (await import('../../mocks/clerk')).createClerkMock()
  return {
    ...mock,
    useAuth: () => {
      const auth = mock.useAuth()
      return {
        ...auth,
        // The fake's own token, swapped for a JWT so leaks are recognisable anywhere.
        getToken: async (options?: { skipCache?: boolean }) => ((await auth.getToken(options)) ? JWT : null),
      }
    },
  }
})

type Seen = { method: string; url: string; authorization: string | null }

/** The API (docs/api.md#calls) for a signed-in educator who is also enrolled in two courses. */
function serveApi(seen: Seen[]) {
  const record = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization') })
  }
  server.events.on('request:start', record)
  const user = {
    _id: 'user_clerk_1',
    name: 'Clerk Person',
    imageUrl: '',
    enrolledCourses: [JS_COURSE._id, CSS_COURSE._id],
  }
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [JS_COURSE, CSS_COURSE] })),
    http.get('*/api/course/:id', () => HttpResponse.json({ success: true, courseData: JS_COURSE })),
    http.get('*/api/user/data', () => HttpResponse.json({ success: true, user })),
    http.get('*/api/user/data/enrolled-courses', () =>
      HttpResponse.json({ success: true, enrolledCourses: [JS_COURSE, CSS_COURSE] }),
    ),
    http.post('*/api/user/get-course-progress', () =>
      HttpResponse.json({ success: true, progressData: { courseId: JS_COURSE._id, completedLectures: ['lec_1'] } }),
    ),
    http.post('*/api/user/get-course-progress/', () =>
      HttpResponse.json({ success: true, progressData: { courseId: JS_COURSE._id, completedLectures: ['lec_1'] } }),
    ),
    http.get('*/api/educator/dashboard', () => HttpResponse.json({ success: true, dashboardData: DASHBOARD })),
    http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: EDUCATOR_COURSES })),
    http.get('*/api/educator/enrolled-students', () =>
      HttpResponse.json({ success: true, enrolledStudents: ENROLLED_STUDENTS }),
    ),
  )
  return () => server.events.removeListener('request:start', record)
}

const navigation: { navigate: NavigateFunction | null; location: string } = { navigate: null, location: '' }

function RouterProbe() {
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    navigation.navigate = navigate
    navigation.location = `${location.pathname}${location.search}${location.hash}`
  })
  return null
}

function ClerkApp({ queryClient }: { queryClient: ReturnType<typeof createQueryClient> }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <ClerkAuthProvider publishableKey="pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk">
            <AppContextProvider>
              <AppRoutes />
              <RouterProbe />
            </AppContextProvider>
          </ClerkAuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  )
}

/** Everything the page could have kept the token in, as text. */
function readableState(consoleLines: string[]): Record<string, string> {
  const storage = (store: Storage) =>
    Array.from({ length: store.length }, (_, index) => {
      const key = store.key(index) ?? ''
      return `${key}=${store.getItem(key) ?? ''}`
    }).join('\n')
  return {
    localStorage: storage(localStorage),
    sessionStorage: storage(sessionStorage),
    cookies: document.cookie,
    dom: document.documentElement.outerHTML,
    url: `${window.location.href} ${navigation.location}`,
    title: document.title,
    console: consoleLines.join('\n'),
  }
}

function leaksIn(state: Record<string, string>): string[] {
  return Object.entries(state)
    .filter(([, text]) => text.includes(JWT) || JWT_PATTERN.test(text))
    .map(([where]) => where)
}

afterEach(() => {
  resetClerkState()
  navigation.navigate = null
})

/** Ten screens, and a text each shows once its calls have been answered. */
const ROUTES: [string, string | RegExp][] = [
  ['/', 'Learn from the best'],
  ['/course-list', 'CSS Layouts'],
  [`/course/${JS_COURSE._id}`, 'Course Structure'],
  ['/my-enrollments', /1 \/ 5 Lectures/],
  [`/player/${JS_COURSE._id}`, 'Rate This Course:'],
  ['/educator', 'Total Earnings'],
  ['/educator/my-course', 'Brand New Course'],
  ['/educator/students-enrolled', 'Newest Buyer'],
  ['/about', 'About Us'],
  ['/educator/add-course', 'Course Title'],
]

test('Clerk mode: through sign-in, ten screens and sign-out the token goes only to the API and is never stored', async () => {
  const consoleLines: string[] = []
  for (const method of ['log', 'info', 'warn', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(' '))
    })
  }
  const seen: Seen[] = []
  const stop = serveApi(seen)
  const queryClient = createQueryClient()
  const checks: { where: string; leaks: string[] }[] = []

  // Signed out: the catalogue loads without any token.
  render(<ClerkApp queryClient={queryClient} />)
  await screen.findByText('JavaScript Essentials', {}, { timeout: 5000 })
  checks.push({ where: 'signed out', leaks: leaksIn(readableState(consoleLines)) })

  // Sign in as an educator (Clerk's public metadata): the button loads Clerk and opens its sign-in.
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  await waitFor(() => expect(clerkState.openSignIn).toHaveBeenCalledTimes(1))
  act(() => updateClerk({ isSignedIn: true, role: 'educator' }))
  for (const [route, shown] of ROUTES) {
    await act(async () => {
      await navigation.navigate?.(route)
    })
    await screen.findAllByText(shown, {}, { timeout: 5000 })
    checks.push({ where: route, leaks: leaksIn(readableState(consoleLines)) })
  }

  // Sign out: nothing is left behind either.
  act(() => updateClerk({ isSignedIn: false, role: undefined }))
  await act(async () => {
    await navigation.navigate?.('/')
  })
  checks.push({ where: 'signed out again', leaks: leaksIn(readableState(consoleLines)) })
  stop()

  const bearerCalls = seen.filter((request) => request.authorization !== null)
  const badHeaders = bearerCalls.filter((request) => request.authorization !== `Bearer ${JWT}`)
  const offApi = bearerCalls.filter((request) => new URL(request.url).origin !== window.location.origin)
  const leaks = checks.flatMap((check) => check.leaks.map((where) => `${check.where}: ${where}`))
  recordFigures(
    { file: 'clerkTokens.test.tsx', title: 'Clerk mode token walk' },
    {
      row: 'tokens',
      tried: seen.length + checks.length * Object.keys(readableState([])).length,
      failures: { storedOrShown: leaks.length, badHeaders: badHeaders.length, offApi: offApi.length },
      counts: { bearerRequests: bearerCalls.length, screens: ROUTES.length },
    },
  )

  // The walk did exercise bearer calls of every kind: learner data, progress and educator data.
  expect(bearerCalls.length).toBeGreaterThanOrEqual(7)
  for (const path of [
    '/api/user/data',
    '/api/user/data/enrolled-courses',
    '/api/user/get-course-progress',
    '/api/educator/dashboard',
    '/api/educator/courses',
    '/api/educator/enrolled-students',
  ]) {
    expect(bearerCalls.some((request) => new URL(request.url).pathname === path)).toBe(true)
  }
  expect({ leaks, badHeaders, offApi }).toEqual({ leaks: [], badHeaders: [], offApi: [] })
  // And no public call carried a token it did not need.
  expect(seen.filter((request) => request.url.includes('/api/course/') && request.authorization)).toEqual([])
})

test('Clerk mode: a signed-out visitor never sends Bearer null, undefined or an empty token', async () => {
  const seen: Seen[] = []
  const stop = serveApi(seen)
  render(<ClerkApp queryClient={createQueryClient()} />)
  await screen.findByText('JavaScript Essentials', {}, { timeout: 5000 })
  for (const route of ['/my-enrollments', `/player/${JS_COURSE._id}`, '/educator', '/educator/add-course']) {
    await act(async () => {
      await navigation.navigate?.(route)
    })
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
  }
  stop()
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((request) => request.authorization !== null)).toEqual([])
  expect(seen.filter((request) => !request.url.includes('/api/course/'))).toEqual([])
})

/** Every source file of the app. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

test('only the notes store uses IndexedDB (through its helper), and web storage is written only by the storage helper', () => {
  const src = path.resolve(process.cwd(), 'src')
  const files = sourceFiles(src)
  const indexedDb = files.filter(
    (file) =>
      !file.endsWith(path.join('lib', 'indexedDb.ts')) &&
      (/indexedDB|IDBFactory/.test(readFileSync(file, 'utf8')) ||
        (/lib\/indexedDb'/.test(readFileSync(file, 'utf8')) && !file.endsWith(path.join('queries', 'noteStore.ts')))),
  )
  const directStorage = files.filter(
    (file) =>
      !file.endsWith(path.join('lib', 'storage.ts')) &&
      /\b(localStorage|sessionStorage)\s*\.\s*(setItem|getItem)|\bdocument\.cookie\s*=/.test(
        readFileSync(file, 'utf8'),
      ),
  )
  expect(files.length).toBeGreaterThan(50)
  expect({ indexedDb, directStorage }).toEqual({ indexedDb: [], directStorage: [] })
})
