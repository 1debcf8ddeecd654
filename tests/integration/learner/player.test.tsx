import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import Player from '../../../src/pages/learner/Player'
import { LEARNER_TIMINGS } from '../../../src/config/constants'
import { routes } from '../../../src/config/paths'
import { server } from '../../mocks/server'
import { LEARNER, renderWithProviders, TEST_TOKEN, type TestAuthOptions } from '../../utils/render'
import { holdAnswer } from '../holdAnswer'
import { CSS_COURSE, JS_COURSE, mockLearnerApi, type ApiCourse, type Call } from './learnerApi'
import { youtube } from './youTubeMock'

// The real player loads YouTube's IFrame API from the network; the mock shows what it was given.
vi.mock('react-youtube', () => import('./youTubeMock'))

// The https loader of YouTube's script (jsdom loads no scripts): it succeeds unless a test says not.
const youtubeApi = vi.hoisted(() => ({ fails: false }))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => (youtubeApi.fails ? Promise.reject(new Error('blocked')) : Promise.resolve()),
}))

beforeEach(() => {
  youtube.latest = null
  youtubeApi.fails = false
})

function renderPlayer(courseId = 'course_js', auth: TestAuthOptions = { user: {} }) {
  return renderWithProviders(<Player />, { route: `/player/${courseId}`, path: routes.player, auth })
}

/** The list item of a lecture in the course structure. */
function lectureItem(title: string): HTMLElement {
  const label = screen.getAllByText(title).find((element) => !element.closest('button'))
  const item = label?.closest('li')
  if (!item) throw new Error(`no list item for ${title}`)
  return item
}

/** update-course-progress that records the lecture as completed on the server, answering once `answer` is released. */
function acceptProgressUpdates(api: ReturnType<typeof mockLearnerApi>, answer: Promise<void> = Promise.resolve()) {
  const completed: string[] = []
  const posted: Call[] = []
  server.use(
    http.post('*/api/user/update-course-progress', async ({ request }) => {
      const body = (await request.json()) as { courseId: string; lectureId: string }
      posted.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body,
        authorization: request.headers.get('Authorization'),
      })
      completed.push(body.lectureId)
      api.setProgress(body.courseId, [...completed])
      await answer
      return HttpResponse.json({ success: true, message: 'Progress Updated' })
    }),
  )
  return posted
}

test('signed-out visitor on the player is asked to sign in', async () => {
  mockLearnerApi()
  const { auth, user } = renderPlayer('course_js', { user: null })
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(auth.openSignIn).toHaveBeenCalledTimes(1)
})

test('the player shows a loader while the sign-in provider is starting', () => {
  mockLearnerApi()
  renderPlayer('course_js', { user: null, isLoaded: false })
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument()
})

test('a course the learner does not own links to its course page', async () => {
  mockLearnerApi({ enrolled: [CSS_COURSE] })
  renderPlayer('course_js')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', '/course/course_js')
  expect(screen.queryByText('Course Structure')).not.toBeInTheDocument()
})

test('learner sees the course structure with collapsible chapters, lecture counts and durations', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Course Structure' })).toBeInTheDocument()
  await waitFor(() => expect(document.title).toMatch(/^JavaScript Essentials/))

  const first = screen.getByRole('button', { name: /Getting Started/ })
  const second = screen.getByRole('button', { name: /Going Further/ })
  expect(first).toHaveTextContent('2 lectures')
  expect(first).toHaveTextContent('30 minutes')
  expect(second).toHaveTextContent('3 lectures')
  expect(second).toHaveTextContent('1 hour, 5 minutes')

  expect(first).toHaveAttribute('aria-expanded', 'true')
  expect(second).toHaveAttribute('aria-expanded', 'false')
  const secondPanel = document.getElementById(second.getAttribute('aria-controls') ?? '')
  expect(secondPanel).not.toBeVisible()
  await user.click(second)
  expect(second).toHaveAttribute('aria-expanded', 'true')
  expect(secondPanel).toBeVisible()
  await user.click(first)
  expect(first).toHaveAttribute('aria-expanded', 'false')
  expect(lectureItem('Welcome')).not.toBeVisible()
})

test('completed lectures carry a tick and the others a play icon', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  renderPlayer()
  await waitFor(() => expect(within(lectureItem('Welcome')).getByText('Completed')).toBeInTheDocument())
  expect(lectureItem('Welcome').querySelector('[data-icon="completed"]')).not.toBeNull()
  expect(within(lectureItem('Variables')).getByText('Not completed')).toBeInTheDocument()
  expect(lectureItem('Variables').querySelector('[data-icon="not-completed"]')).not.toBeNull()
})

test('Watch and the duration appear only on lectures that have a link', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /Going Further/ }))
  expect(within(lectureItem('Reading notes')).queryByRole('button', { name: /Watch/ })).not.toBeInTheDocument()
  expect(within(lectureItem('Reading notes')).queryByText('15 minutes')).not.toBeInTheDocument()
  expect(within(lectureItem('Guest talk')).getByRole('button', { name: 'Watch Guest talk' })).toBeInTheDocument()
  expect(within(lectureItem('Guest talk')).getByText('45 minutes')).toBeInTheDocument()
  expect(within(lectureItem('Variables')).getByText('20 minutes')).toBeInTheDocument()
})

test('the thumbnail shows until a lecture is chosen, then the video with "chapter.lecture title", not autoplaying', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await screen.findByText('Course Structure')
  expect(document.querySelector(`img[src="${JS_COURSE.courseThumbnail}"]`)).not.toBeNull()
  expect(screen.queryByTestId('youtube')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Watch Variables' }))
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toHaveFocus()
  const video = await screen.findByTestId('youtube')
  expect(video).toHaveAttribute('data-video-id', 'BBBBBBBBBBB')
  expect(video).toHaveAttribute('data-autoplay', '0')
  expect(document.querySelector(`img[src="${JS_COURSE.courseThumbnail}"]`)).toBeNull()
  expect(lectureItem('Variables')).toHaveAttribute('aria-current', 'true')

  await user.click(screen.getByRole('button', { name: 'Watch Welcome' }))
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  expect(await screen.findByTestId('youtube')).toHaveAttribute('data-video-id', 'AAAAAAAAAAA')
})

test('a lecture whose link is not a YouTube video says so and offers the link when it is a web address', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /Going Further/ }))

  await user.click(screen.getByRole('button', { name: 'Watch Guest talk' }))
  expect(screen.getByText("This lecture's video link can't be played here")).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Open video/ })).toHaveAttribute('href', 'https://vimeo.com/123456')
  expect(screen.getByRole('heading', { level: 2, name: '2.2 Guest talk' })).toBeInTheDocument()
  expect(screen.queryByTestId('youtube')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Watch Broken link' }))
  expect(screen.getByText("This lecture's video link can't be played here")).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /Open video/ })).not.toBeInTheDocument()
})

/** Moves the fake clock on and renders what its timers changed. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

test('a video that never gets ready is reported after 10 seconds with a link to YouTube', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  renderPlayer()
  const watch = await screen.findByRole('button', { name: 'Watch Welcome' })
  // From here the clock moves only when the test advances it: real time spent on a busy machine must not
  // count towards the watchdog, which is checked "not before" its time.
  vi.useFakeTimers()
  try {
    fireEvent.click(watch)
    await advance(LEARNER_TIMINGS.playerLoadWatchdogMs - 100)
    expect(screen.queryByText('The video could not be loaded')).not.toBeInTheDocument()
    await advance(100)
    expect(screen.getByText('The video could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=AAAAAAAAAAA',
    )
  } finally {
    vi.useRealTimers()
  }
})

test('a video that gets ready in time shows no warning', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  renderPlayer()
  const watch = await screen.findByRole('button', { name: 'Watch Welcome' })
  vi.useFakeTimers()
  try {
    fireEvent.click(watch)
    await advance(0)
    expect(screen.getByTestId('youtube')).toBeInTheDocument()
    act(() => youtube.latest?.onReady?.({ target: {}, data: null }))
    await advance(LEARNER_TIMINGS.playerLoadWatchdogMs * 2)
    expect(screen.queryByText('The video could not be loaded')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  } finally {
    vi.useRealTimers()
  }
})

test('a blocked YouTube script reads as a video that could not be loaded, without a player', async () => {
  youtubeApi.fails = true
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  expect(await screen.findByText('The video could not be loaded')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=BBBBBBBBBBB',
  )
  expect(screen.queryByTestId('youtube')).not.toBeInTheDocument()
})

test('a YouTube script that fails to load reads as a video that could not be loaded', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  // youtube-player reports a failed IFrame API download through onError, with an Error, not a code.
  act(() => youtube.latest?.onError?.({ target: {}, data: new Error('script failed') as unknown as number }))
  expect(screen.getByText('The video could not be loaded')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Open on YouTube/ })).toBeInTheDocument()
})

test.each([
  [2, 'This video link is not valid.'],
  [5, 'This video cannot be played in this browser.'],
  [100, 'This video is unavailable. It may have been removed or made private.'],
  [101, 'The owner of this video does not allow it to be played on other sites.'],
  [150, 'The owner of this video does not allow it to be played on other sites.'],
  [153, 'YouTube refused to play this video here.'],
])('YouTube error %i reads as a sentence with a link to YouTube', async (code, message) => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  await screen.findByTestId('youtube')
  act(() => youtube.latest?.onError?.({ target: {}, data: code }))
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=BBBBBBBBBBB',
  )
})

test('Mark as Complete posts the lecture with the bearer token, then the reloaded progress shows Completed', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  const posted = acceptProgressUpdates(api)
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Variables' }))
  await waitFor(() => expect(api.callsTo('/api/user/get-course-progress/')).toHaveLength(1))

  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(posted).toEqual([
    {
      method: 'POST',
      path: '/api/user/update-course-progress',
      body: { courseId: 'course_js', lectureId: 'lec_2' },
      authorization: `Bearer ${TEST_TOKEN}`,
    },
  ])
  expect(await screen.findByText('Progress Updated')).toBeInTheDocument()
  // The player reads progress through the trailing-slash path (docs/api.md#calls).
  expect(api.callsTo('/api/user/get-course-progress/')).toHaveLength(2)
  expect(api.callsTo('/api/user/get-course-progress/')[1]).toMatchObject({
    body: { courseId: 'course_js' },
    authorization: `Bearer ${TEST_TOKEN}`,
  })
  expect(within(lectureItem('Variables')).getByText('Completed')).toBeInTheDocument()
})

test('a burst of clicks on Mark as Complete sends one request', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  // The whole burst lands while the first request is in flight.
  const answer = holdAnswer()
  const posted = acceptProgressUpdates(api, answer.released)
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Welcome' }))
  const button = screen.getByRole('button', { name: 'Mark as Complete' })
  for (let click = 0; click < 5; click++) fireEvent.click(button)
  await waitFor(() => expect(button).toBeDisabled())
  expect(button).toHaveAttribute('aria-busy', 'true')
  fireEvent.click(button)
  answer.release()
  await screen.findByRole('button', { name: 'Completed' })
  expect(posted).toHaveLength(1)
})

test('a refused Mark as Complete toasts the server message and keeps the button', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  server.use(
    http.post('*/api/user/update-course-progress', () =>
      HttpResponse.json({ success: false, message: 'You are not enrolled in this course' }, { status: 403 }),
    ),
  )
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Welcome' }))
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByText('You are not enrolled in this course')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled())
})

function ratedCourse(rating: number): ApiCourse {
  return {
    ...JS_COURSE,
    courseRatings: [
      { userId: 'someone_else', rating: 5 },
      { userId: LEARNER.id, rating },
    ],
  }
}

test('the learner’s previous rating is pre-selected in a radio group of five stars', async () => {
  mockLearnerApi({ enrolled: [ratedCourse(3)] })
  renderPlayer()
  const group = await screen.findByRole('group', { name: 'Rate This Course:' })
  const radios = within(group).getAllByRole('radio')
  expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual([
    '1 star',
    '2 stars',
    '3 stars',
    '4 stars',
    '5 stars',
  ])
  expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked()
})

test('choosing a star posts the rating as a number, toasts the answer and reads the enrolled courses again', async () => {
  const api = mockLearnerApi({ enrolled: [[JS_COURSE], [ratedCourse(4)]] })
  const ratings: Call[] = []
  server.use(
    http.post('*/api/user/add-user-rating', async ({ request }) => {
      ratings.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await request.json(),
        authorization: request.headers.get('Authorization'),
      })
      return HttpResponse.json({ success: true, message: 'Rating added' })
    }),
  )
  const { user } = renderPlayer()
  const group = await screen.findByRole('group', { name: 'Rate This Course:' })
  expect(
    within(group)
      .getAllByRole('radio')
      .some((radio) => (radio as HTMLInputElement).checked),
  ).toBe(false)
  const readsBefore = api.enrolledReads()

  await user.click(within(group).getByRole('radio', { name: '4 stars' }))
  expect(await screen.findByText('Rating added')).toBeInTheDocument()
  expect(ratings).toEqual([
    {
      method: 'POST',
      path: '/api/user/add-user-rating',
      body: { courseId: 'course_js', rating: 4 },
      authorization: `Bearer ${TEST_TOKEN}`,
    },
  ])
  expect(typeof (ratings[0]?.body as { rating: unknown }).rating).toBe('number')
  await waitFor(() => expect(api.enrolledReads()).toBe(readsBefore + 1))
  expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked()
})

test('a refused rating toasts "Something went wrong" when the server gives no message and restores the stars', async () => {
  mockLearnerApi({ enrolled: [ratedCourse(2)] })
  server.use(http.post('*/api/user/add-user-rating', () => HttpResponse.json({ success: false })))
  const { user } = renderPlayer()
  const group = await screen.findByRole('group', { name: 'Rate This Course:' })
  await user.click(within(group).getByRole('radio', { name: '5 stars' }))
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
  await waitFor(() => expect(within(group).getByRole('radio', { name: '2 stars' })).toBeChecked())
})

test('a refused rating toasts the server message', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  server.use(
    http.post('*/api/user/add-user-rating', () =>
      HttpResponse.json({ success: false, message: 'Rating must be a whole number from 1 to 5' }, { status: 400 }),
    ),
  )
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('radio', { name: '1 star' }))
  expect(await screen.findByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument()
})

test('a burst of star clicks or arrow keys sends one rating', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  let requests = 0
  // The whole burst lands while the first request is in flight.
  const answer = holdAnswer()
  server.use(
    http.post('*/api/user/add-user-rating', async () => {
      requests += 1
      await answer.released
      return HttpResponse.json({ success: true, message: 'Rating added' })
    }),
  )
  const { user } = renderPlayer()
  const group = await screen.findByRole('group', { name: 'Rate This Course:' })
  fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }))
  fireEvent.click(within(group).getByRole('radio', { name: '5 stars' }))
  fireEvent.click(within(group).getByRole('radio', { name: '3 stars' }))
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}')
  expect(group).toHaveAttribute('aria-busy', 'true')
  answer.release()
  expect(await screen.findByText('Rating added')).toBeInTheDocument()
  expect(requests).toBe(1)
  expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked()
})

test('the stars are reachable and operable from the keyboard', async () => {
  mockLearnerApi({ enrolled: [ratedCourse(2)] })
  const ratings: unknown[] = []
  server.use(
    http.post('*/api/user/add-user-rating', async ({ request }) => {
      ratings.push(await request.json())
      return HttpResponse.json({ success: true, message: 'Rating updated' })
    }),
  )
  const { user } = renderPlayer()
  const twoStars = await screen.findByRole('radio', { name: '2 stars' })
  twoStars.focus()
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus()
  expect(await screen.findByText('Rating updated')).toBeInTheDocument()
  expect(ratings).toEqual([{ courseId: 'course_js', rating: 3 }])
})

test('a failed progress load toasts the message and offers to try again, and the course stays usable', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], failingProgress: ['course_js'] })
  const { user } = renderPlayer()
  expect(await screen.findByText('Progress is unavailable right now')).toBeInTheDocument()
  expect(await screen.findByText(/Your progress could not be loaded/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Watch Welcome' })).toBeInTheDocument()

  server.use(
    http.post('*/api/user/get-course-progress/', () =>
      HttpResponse.json({ success: true, progressData: { courseId: 'course_js', completedLectures: ['lec_1'] } }),
    ),
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(within(lectureItem('Welcome')).getByText('Completed')).toBeInTheDocument())
  expect(screen.queryByText(/Your progress could not be loaded/)).not.toBeInTheDocument()
})

test('a failed enrolled-courses load on the player shows the error with a retry', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  let failures = 1
  server.use(
    http.get('*/api/user/data/enrolled-courses', () =>
      failures-- > 0
        ? HttpResponse.json({ success: false, message: 'Could not load your courses' })
        : HttpResponse.json({ success: true, enrolledCourses: [JS_COURSE] }),
    ),
  )
  const { user } = renderPlayer()
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
})
