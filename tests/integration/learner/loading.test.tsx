import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { Link } from 'react-router-dom'
import LoadingPage from '../../../src/pages/learner/Loading'
import { LOADING_REDIRECT_MS } from '../../../src/config/constants'
import { routes } from '../../../src/config/paths'
import { renderApp, renderWithProviders } from '../../utils/render'
import { server } from '../../mocks/server'
import { CSS_COURSE, JS_COURSE, mockLearnerApi } from './learnerApi'
// The app opens My Enrollments as a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/pages/learner/MyEnrollments'

// The clock moves only when a test advances it: were it also to follow the real one, a busy machine
// would run the redirect before a test looked at the screen "not before" it.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function renderLoading(route: string) {
  return renderWithProviders(<LoadingPage />, { route, path: routes.loading })
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

test('learner sees a spinner with a sentence on the loading screen', async () => {
  mockLearnerApi()
  renderLoading('/loading/my-enrollments')
  expect(screen.getByText('Confirming your enrollment…').closest('[role="status"]')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument()
  expect(document.title).toMatch(/^Loading/)
})

test('loading screen goes to the app path after 3 seconds, not before', async () => {
  mockLearnerApi()
  const { location } = renderLoading('/loading/course-list')
  await advance(LOADING_REDIRECT_MS - 100)
  expect(location()).toBe('/loading/course-list')
  await advance(100)
  expect(location()).toBe('/course-list')
})

test.each([
  ['my-enrollments', '/my-enrollments'],
  ['course-list', '/course-list'],
  ['about', '/about'],
  ['educator', '/educator'],
  ['course%2Fcourse_js', '/course/course_js'],
])('loading screen continues to the known app path %s', async (path, target) => {
  mockLearnerApi()
  const { location } = renderLoading(`/loading/${path}`)
  await advance(LOADING_REDIRECT_MS)
  expect(location()).toBe(target)
})

// docs/security-and-reliability.md#loading-redirect: every payload that reaches the route lands on '/', never off the app.
const HOSTILE_PATHS = [
  '%2Fevil.com',
  '%5Cevil.com',
  '%2F%5Cevil.com',
  '%09%2Fevil.com',
  '%0A%2Fevil.com',
  '%2F%2F%2Fevil.com',
  'https:%2F%2Fevil.com',
  'javascript:alert(1)',
  '..%2F..%2Fx',
  '%252Fevil.com',
  'evil.com',
  'a'.repeat(10_000),
]

test.each(HOSTILE_PATHS.map((payload) => [payload.length > 40 ? '10 000 characters' : payload, payload]))(
  'loading screen sends the hostile path %s home',
  async (_label, payload) => {
    mockLearnerApi()
    const { location } = renderLoading(`/loading/${payload}`)
    await advance(LOADING_REDIRECT_MS)
    expect(location()).toBe('/')
  },
)

test.each([500, 1000, 2000, 2900])('leaving the loading screen after %i ms cancels the redirect', async (leaveAt) => {
  mockLearnerApi()
  const { location } = renderWithProviders(
    <>
      <LoadingPage />
      <Link to="/about">Leave</Link>
    </>,
    { route: '/loading/course-list', path: routes.loading },
  )
  await advance(leaveAt)
  // A click event, not user-event: its steps wait on timers this test's clock does not run.
  fireEvent.click(screen.getByRole('link', { name: 'Leave' }))
  expect(location()).toBe('/about')
  await advance(LOADING_REDIRECT_MS * 2)
  expect(location()).toBe('/about')
})

test('after checkout the loading screen reads the courses again and opens My Enrollments', async () => {
  // Requests, lazy chunks and Testing Library's waits run on timers too: here the clock also follows the
  // real one (nothing is checked "not before" the redirect).
  vi.useRealTimers()
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  const { location } = renderApp({ route: '/loading/my-enrollments', auth: { user: {} } })
  // The page is a lazy chunk: its timer starts once it is on screen.
  await screen.findByText('Confirming your enrollment…')
  await waitFor(() => expect(api.callsTo('/api/user/data/enrolled-courses')).toHaveLength(1))
  await advance(LOADING_REDIRECT_MS)
  await waitFor(() => expect(location()).toBe('/my-enrollments'))
  expect(await screen.findByRole('heading', { level: 1, name: 'My Enrollments' })).toBeInTheDocument()
  expect(await screen.findByText('JavaScript Essentials')).toBeInTheDocument()
  expect(api.callsTo('/api/user/data')).toHaveLength(2)
  expect(api.callsTo('/api/user/data/enrolled-courses').length).toBeGreaterThanOrEqual(2)
})

test('a first read of the courses still unanswered when the pause ends gives way to a new read', async () => {
  vi.useRealTimers()
  vi.useFakeTimers({ shouldAdvanceTime: true })
  mockLearnerApi()
  let reads = 0
  let answerFirstRead = () => {}
  server.use(
    http.get('*/api/user/data/enrolled-courses', async () => {
      reads += 1
      if (reads === 1) {
        // Asked before the payment was recorded, answered only after the pause: the new course is not in it.
        await new Promise<void>((resolve) => {
          answerFirstRead = resolve
        })
        return HttpResponse.json({ success: true, enrolledCourses: [CSS_COURSE] } as JsonBodyType)
      }
      return HttpResponse.json({ success: true, enrolledCourses: [CSS_COURSE, JS_COURSE] } as JsonBodyType)
    }),
  )
  const { location } = renderApp({ route: '/loading/my-enrollments', auth: { user: {} } })
  await screen.findByText('Confirming your enrollment…')
  await waitFor(() => expect(reads).toBe(1))
  await advance(LOADING_REDIRECT_MS)
  await waitFor(() => expect(location()).toBe('/my-enrollments'))
  answerFirstRead()
  expect(await screen.findByText('JavaScript Essentials')).toBeInTheDocument()
  expect(screen.getByText('CSS Layouts')).toBeInTheDocument()
  expect(reads).toBe(2)
})
