import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import MyEnrollments from '../../../src/pages/learner/MyEnrollments'
import { LEARNER_TIMINGS, LOADING_REDIRECT_MS } from '../../../src/config/constants'
import { routes } from '../../../src/config/paths'
import { server } from '../../mocks/server'
import { renderApp, renderWithProviders, TEST_TOKEN, type TestAuthOptions } from '../../utils/render'
import { CSS_COURSE, JS_COURSE, mockLearnerApi } from './learnerApi'
// The app opens the loading screen as a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/pages/learner/Loading'

function renderEnrollments(options: { auth?: TestAuthOptions } = {}) {
  return renderWithProviders(<MyEnrollments />, {
    route: '/my-enrollments',
    path: routes.myEnrollments,
    auth: options.auth ?? { user: {} },
  })
}

/** The body rows of the table, newest course first. */
async function courseRows() {
  const table = await screen.findByRole('table')
  return within(table).getAllByRole('row').slice(1)
}

test('signed-out visitor on My Enrollments is asked to sign in', async () => {
  mockLearnerApi()
  const { auth, user } = renderEnrollments({ auth: { user: null } })
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(auth.openSignIn).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('My Enrollments shows a loader while the sign-in provider is starting', () => {
  mockLearnerApi()
  renderEnrollments({ auth: { user: null, isLoaded: false } })
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument()
})

test('learner sees the enrolled courses newest first with heading and columns', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE, CSS_COURSE] })
  renderEnrollments()
  expect(screen.getByRole('heading', { level: 1, name: 'My Enrollments' })).toBeInTheDocument()
  const rows = await courseRows()
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    expect.stringContaining('CSS Layouts'),
    expect.stringContaining('JavaScript Essentials'),
  ])
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Course',
    'Duration',
    'Completed',
    'Status',
  ])
  await waitFor(() => expect(document.title).toMatch(/^My Enrollments/))
})

test('learner sees duration, completed lectures, progress bar and status per course', async () => {
  mockLearnerApi({
    enrolled: [JS_COURSE, CSS_COURSE],
    progress: { course_js: ['lec_1', 'lec_2', 'lec_3', 'lec_4', 'lec_5'], course_css: ['css_1'] },
  })
  renderEnrollments()
  const [cssRow, jsRow] = await courseRows()
  if (!cssRow || !jsRow) throw new Error('expected two rows')

  expect(await within(jsRow).findByText('5 / 5 Lectures')).toBeInTheDocument()
  expect(within(jsRow).getByText('1 hour, 35 minutes')).toBeInTheDocument()
  expect(within(jsRow).getByRole('progressbar', { name: 'Progress in JavaScript Essentials' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  expect(within(jsRow).getByRole('link', { name: /^Completed/ })).toBeInTheDocument()

  expect(await within(cssRow).findByText('1 / 2 Lectures')).toBeInTheDocument()
  expect(within(cssRow).getByText('1 hour')).toBeInTheDocument()
  expect(within(cssRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  expect(within(cssRow).getByRole('link', { name: /^On Going/ })).toBeInTheDocument()
})

test('a course with no progress yet is On Going with 0 lectures completed', async () => {
  mockLearnerApi({ enrolled: [CSS_COURSE] })
  renderEnrollments()
  const [row] = await courseRows()
  if (!row) throw new Error('expected a row')
  expect(await within(row).findByText('0 / 2 Lectures')).toBeInTheDocument()
  expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  expect(within(row).getByRole('link', { name: /^On Going/ })).toBeInTheDocument()
})

test('progress of every course is loaded with the bearer token and the course id', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE, CSS_COURSE] })
  renderEnrollments()
  await screen.findAllByText(/ Lectures$/)
  await waitFor(() => expect(api.callsTo('/api/user/get-course-progress')).toHaveLength(2))
  expect(api.callsTo('/api/user/get-course-progress')).toEqual(
    expect.arrayContaining([
      {
        method: 'POST',
        path: '/api/user/get-course-progress',
        body: { courseId: 'course_js' },
        authorization: `Bearer ${TEST_TOKEN}`,
      },
      {
        method: 'POST',
        path: '/api/user/get-course-progress',
        body: { courseId: 'course_css' },
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]),
  )
})

test('the status button opens the player of its course', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE, CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  const { user, location } = renderEnrollments()
  const [cssRow] = await courseRows()
  if (!cssRow) throw new Error('expected a row')
  await user.click(await within(cssRow).findByRole('link', { name: /^Completed/ }))
  expect(location()).toBe('/player/course_css')
})

test('learner with no enrollments sees the empty state with a link to the catalogue', async () => {
  mockLearnerApi({ enrolled: [] })
  const { user, location } = renderEnrollments()
  expect(await screen.findByText('You have not enrolled in any course yet')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Browse courses' }))
  expect(location()).toBe('/course-list')
})

test('a failed progress load toasts the message and shows a dash in that row only', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE, CSS_COURSE], failingProgress: ['course_js'] })
  renderEnrollments()
  const [cssRow, jsRow] = await courseRows()
  if (!cssRow || !jsRow) throw new Error('expected two rows')
  expect(await screen.findByText('Progress is unavailable right now')).toBeInTheDocument()
  expect(await within(jsRow).findByText('Progress unavailable')).toBeInTheDocument()
  expect(within(jsRow).getByText('–')).toBeInTheDocument()
  expect(within(jsRow).queryByRole('progressbar')).not.toBeInTheDocument()
  expect(within(jsRow).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/player/course_js')
  expect(await within(cssRow).findByText('0 / 2 Lectures')).toBeInTheDocument()
})

test('a failed enrolled-courses load shows the error with a retry that loads the list', async () => {
  mockLearnerApi({ enrolled: [CSS_COURSE] })
  let failures = 1
  server.use(
    http.get('*/api/user/data/enrolled-courses', () => {
      if (failures-- > 0) return HttpResponse.json({ success: false, message: 'Could not load your courses' })
      return HttpResponse.json({ success: true, enrolledCourses: [CSS_COURSE] })
    }),
  )
  const { user } = renderEnrollments()
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  expect(screen.getAllByText('Could not load your courses').length).toBeGreaterThanOrEqual(1)
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('CSS Layouts')).toBeInTheDocument()
})

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Lets one confirmation poll fire and waits until its request has been answered. */
async function pollOnce(api: ReturnType<typeof mockLearnerApi>) {
  const before = api.enrolledReads()
  await advance(LEARNER_TIMINGS.checkoutConfirmPollMs)
  await waitFor(() => expect(api.enrolledReads()).toBe(before + 1))
}

test('back from checkout before the enrollment arrives: confirming, then the course appears', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    const api = mockLearnerApi({ enrolled: [[], [], [], [JS_COURSE]] })
    renderApp({ route: '/loading/my-enrollments', auth: { user: {} } })
    // The page is a lazy chunk: its timer starts once it is on screen.
    await screen.findByText('Confirming your enrollment…')
    await waitFor(() => expect(api.enrolledReads()).toBe(1))
    await advance(LOADING_REDIRECT_MS)
    expect(await screen.findByText('We are confirming your payment…')).toBeInTheDocument()
    await waitFor(() => expect(api.enrolledReads()).toBe(2))
    expect(screen.queryByText('You have not enrolled in any course yet')).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await pollOnce(api)
    expect(screen.getByText('We are confirming your payment…')).toBeInTheDocument()
    await pollOnce(api)
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.getByText('JavaScript Essentials')).toBeInTheDocument()
    expect(screen.queryByText('We are confirming your payment…')).not.toBeInTheDocument()
    expect(api.enrolledReads()).toBe(4)
  } finally {
    vi.useRealTimers()
  }
})

test('back from checkout with no enrollment after every retry: the empty state says it can take a while', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    const api = mockLearnerApi({ enrolled: [] })
    renderApp({ route: '/loading/my-enrollments', auth: { user: {} } })
    // The page is a lazy chunk: its timer starts once it is on screen.
    await screen.findByText('Confirming your enrollment…')
    await advance(LOADING_REDIRECT_MS)
    expect(await screen.findByText('We are confirming your payment…')).toBeInTheDocument()
    await waitFor(() => expect(api.enrolledReads()).toBe(2))
    for (let poll = 0; poll < LEARNER_TIMINGS.checkoutConfirmMaxAttempts; poll++) await pollOnce(api)
    await advance(LEARNER_TIMINGS.checkoutConfirmPollMs * 3)
    expect(await screen.findByText('You have not enrolled in any course yet')).toBeInTheDocument()
    expect(screen.getByText(/If you have just paid/)).toBeInTheDocument()
    // The first read, the loading screen's fresh read, then the polls: never more.
    expect(api.enrolledReads()).toBe(2 + LEARNER_TIMINGS.checkoutConfirmMaxAttempts)
  } finally {
    vi.useRealTimers()
  }
})

test('each row shows the course thumbnail beside the title (decorative, the title names it)', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  renderEnrollments()
  const [row] = await courseRows()
  const thumbnail = row?.querySelector('img')
  expect(thumbnail).toHaveAttribute('src', JS_COURSE.courseThumbnail)
  expect(thumbnail).toHaveAttribute('alt', '')
  expect(row).toHaveTextContent('JavaScript Essentials')
})

test('a loader shows while the enrolled courses are on their way, then the table replaces it', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  server.use(
    http.get('*/api/user/data/enrolled-courses', async () => {
      await answered
      return HttpResponse.json({ success: true, enrolledCourses: [JS_COURSE] })
    }),
  )
  renderEnrollments()
  expect(await screen.findByText('Loading your courses…')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  answer()
  expect(await courseRows()).toHaveLength(1)
  expect(screen.queryByText('Loading your courses…')).not.toBeInTheDocument()
})
