import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import MyEnrollments from '../../../src/pages/learner/MyEnrollments'
import Player from '../../../src/pages/learner/Player'
import { routes } from '../../../src/config/paths'
import { server } from '../../mocks/server'
import { LEARNER, renderWithProviders } from '../../utils/render'
import { JS_COURSE, USER_DATA, mockLearnerApi, type Call } from './learnerApi'

/*
 * Studying without a connection (docs/offline.md): a lecture marked complete offline waits in storage and is
 * sent once back online; the learner's last loaded courses show, with a notice, when the network fails.
 */

vi.mock('react-youtube', () => ({ default: () => <div data-testid="youtube" /> }))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => Promise.resolve(),
}))

const PENDING_KEY = `edemy.pending-progress.${LEARNER.id}`
const SAVED_PREFIX = `edemy.saved.${LEARNER.id}.`

/** The browser going offline or coming back, as the window announces it. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

function recordProgressUpdates(
  answer: () => Response = () => HttpResponse.json({ success: true, message: 'Progress Updated' }),
) {
  const posted: Call[] = []
  server.use(
    http.post('*/api/user/update-course-progress', async ({ request }) => {
      posted.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await request.json(),
        authorization: request.headers.get('Authorization'),
      })
      return answer()
    }),
  )
  return posted
}

function renderPlayer() {
  return renderWithProviders(<Player />, { route: '/player/course_js', path: routes.player, auth: { user: {} } })
}

afterEach(() => localStorage.clear())

test('offline, Mark as Complete waits as "Saved — will sync", sends nothing, and is sent once back online', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  const posted = recordProgressUpdates()
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  await waitFor(() => expect(api.callsTo('/api/user/get-course-progress/')).toHaveLength(1))

  setOnline(false)
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByRole('button', { name: 'Saved — will sync' })).toBeDisabled()
  expect(posted).toEqual([])
  expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]')).toEqual([{ courseId: 'course_js', lectureId: 'lec_2' }])
  expect(screen.getByText(/^Showing what was last loaded on .+\. It may be out of date\.$/)).toBeInTheDocument()

  api.setProgress('course_js', ['lec_2'])
  setOnline(true)
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(await screen.findByText('Your progress from offline is saved')).toBeInTheDocument()
  expect(posted.map((call) => call.body)).toEqual([{ courseId: 'course_js', lectureId: 'lec_2' }])
  expect(localStorage.getItem(PENDING_KEY)).toBeNull()
  // A second "online" finds nothing left to send.
  setOnline(true)
  await act(async () => {})
  expect(posted).toHaveLength(1)
})

test('a connection lost during the call keeps the lecture for later instead of failing', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const posted = recordProgressUpdates(() => HttpResponse.error())
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  await user.click(await screen.findByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByRole('button', { name: 'Saved — will sync' })).toBeInTheDocument()
  expect(posted).toHaveLength(1)
  expect(localStorage.getItem(PENDING_KEY)).not.toBeNull()
})

test.each([
  [
    'an HTML page with status 200 (a captive portal)',
    () => new HttpResponse('<html>Sign in to the Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } }),
  ],
  ['truncated JSON', () => new HttpResponse('{"success":tr', { headers: { 'Content-Type': 'application/json' } })],
  [
    'a 502 page',
    () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  ],
])('a lecture sent back online that gets %s stays waiting: the API may never have seen it', async (_, answer) => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(PENDING_KEY, JSON.stringify([{ courseId: 'course_js', lectureId: 'lec_2' }]))
  const posted = recordProgressUpdates(answer)
  renderPlayer()
  await waitFor(() => expect(posted).toHaveLength(1))
  await waitFor(() => expect(api.callsTo('/api/user/get-course-progress/')).toHaveLength(1))
  await act(async () => {})
  expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]')).toEqual([{ courseId: 'course_js', lectureId: 'lec_2' }])
  expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument()
})

test('a lecture the API refuses when it is finally sent is dropped, and the learner is told', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(PENDING_KEY, JSON.stringify([{ courseId: 'course_js', lectureId: 'lec_2' }]))
  const posted = recordProgressUpdates(() =>
    HttpResponse.json({ success: false, message: 'You are not enrolled in this course' }, { status: 403 }),
  )
  renderPlayer()
  expect(
    await screen.findByText(
      'A lecture marked complete offline could not be saved: You are not enrolled in this course',
    ),
  ).toBeInTheDocument()
  expect(posted).toHaveLength(1)
  expect(localStorage.getItem(PENDING_KEY)).toBeNull()
})

test('with the API unreachable, My Enrollments shows the courses last loaded on an earlier visit, with when', async () => {
  const savedAt = Date.UTC(2026, 10, 20, 9, 30)
  localStorage.setItem(`${SAVED_PREFIX}user`, JSON.stringify({ savedAt, data: USER_DATA }))
  localStorage.setItem(`${SAVED_PREFIX}enrolled-courses`, JSON.stringify({ savedAt, data: [JS_COURSE] }))
  mockLearnerApi({ enrolled: [JS_COURSE] })
  server.use(
    http.get('*/api/user/data', () => HttpResponse.error()),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.error()),
  )
  setOnline(false)
  renderWithProviders(<MyEnrollments />, { route: '/my-enrollments', auth: { user: {} } })
  expect(await screen.findByRole('link', { name: /JavaScript Essentials/ })).toBeInTheDocument()
  expect(
    screen.getByText(/^Showing what was last loaded on 20 Nov 2026, \d{1,2}:30 [ap]m\. It may be out of date\.$/),
  ).toBeInTheDocument() // Offline there is nothing to try again: the notice waits for the connection.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
})

test('once a lecture kept offline is sent, the courses that failed to refresh are asked again', async () => {
  // The browser says it is online before the API can be reached: the courses' refresh fails (with its retries),
  // and only then does the kept lecture go through. Its success shows the connection works again.
  const savedAt = Date.UTC(2026, 10, 20, 9, 30)
  localStorage.setItem(`${SAVED_PREFIX}user`, JSON.stringify({ savedAt, data: USER_DATA }))
  localStorage.setItem(`${SAVED_PREFIX}enrolled-courses`, JSON.stringify({ savedAt, data: [JS_COURSE] }))
  localStorage.setItem(PENDING_KEY, JSON.stringify([{ courseId: 'course_js', lectureId: 'lec_2' }]))
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  let reachable = false
  let failedLoads = 0
  let refreshGaveUp: () => void = () => {}
  const gaveUp = new Promise<void>((resolve) => (refreshGaveUp = resolve))
  server.use(
    http.get('*/api/user/data/enrolled-courses', () => {
      if (reachable) return undefined // on to the learner API's own answer
      failedLoads += 1
      if (failedLoads === 3) refreshGaveUp() // the first try and its two retries
      return HttpResponse.error()
    }),
  )
  server.use(
    http.post('*/api/user/update-course-progress', async () => {
      await gaveUp
      reachable = true
      return HttpResponse.json({ success: true, message: 'Progress Updated' })
    }),
  )
  renderWithProviders(<MyEnrollments />, { route: '/my-enrollments', auth: { user: {} } })
  expect(await screen.findByText('Your progress from offline is saved')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByText(/^Showing what was last loaded/)).not.toBeInTheDocument())
  expect(api.callsTo('/api/user/data/enrolled-courses').length).toBeGreaterThanOrEqual(1)
})

test('online, a refresh that failed can be asked again with "Try again"', async () => {
  // The browser reports a connection, but the API cannot be reached yet, and nothing else will ask again.
  const savedAt = Date.UTC(2026, 10, 20, 9, 30)
  localStorage.setItem(`${SAVED_PREFIX}user`, JSON.stringify({ savedAt, data: USER_DATA }))
  localStorage.setItem(`${SAVED_PREFIX}enrolled-courses`, JSON.stringify({ savedAt, data: [JS_COURSE] }))
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  let reachable = false
  server.use(http.get('*/api/user/data/enrolled-courses', () => (reachable ? undefined : HttpResponse.error())))
  const { user } = renderWithProviders(<MyEnrollments />, { route: '/my-enrollments', auth: { user: {} } })
  const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })
  expect(screen.getByText(/^Showing what was last loaded on .+\. It may be out of date\.$/)).toBeInTheDocument()

  reachable = true
  const callsBefore = api.callsTo('/api/user/data/enrolled-courses').length
  await user.click(tryAgain)
  await waitFor(() => expect(screen.queryByText(/^Showing what was last loaded/)).not.toBeInTheDocument())
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  expect(api.callsTo('/api/user/data/enrolled-courses').length).toBeGreaterThan(callsBefore)
})

test('a saved copy that is not a valid answer is ignored: the screen loads from the API', async () => {
  localStorage.setItem(`${SAVED_PREFIX}enrolled-courses`, JSON.stringify({ savedAt: 5, data: [{ _id: 42 }] }))
  localStorage.setItem(`${SAVED_PREFIX}user`, '{not json')
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  renderWithProviders(<MyEnrollments />, { route: '/my-enrollments', auth: { user: {} } })
  expect(await screen.findByRole('link', { name: /JavaScript Essentials/ })).toBeInTheDocument()
  expect(api.callsTo('/api/user/data/enrolled-courses')).toHaveLength(1)
  expect(screen.queryByText(/Showing what was last loaded/)).not.toBeInTheDocument()
  // The fresh answer replaced the bad copy.
  expect(JSON.parse(localStorage.getItem(`${SAVED_PREFIX}enrolled-courses`) ?? '{}').data[0]._id).toBe('course_js')
})
