import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Course } from '../../../src/api/types'
import { server } from '../../mocks/server'
import { renderApp, TEST_TOKEN, type TestAuthOptions } from '../../utils/render'
import { holdAnswer } from '../holdAnswer'
import {
  DETAIL_COURSE,
  makeChapter,
  makeCourse,
  recordCall,
  recordRequests,
  serveCatalogue,
  serveCourse,
  serveLearner,
  type Call,
} from './catalogueApi'
// The course page and its player are lazy chunks: loaded with the file, so no test's wait includes
// compiling them.
import '../../../src/pages/learner/CourseDetails'
import 'react-youtube'

type YouTubeMockProps = { videoId?: string; opts?: unknown; title?: string }

// The real player loads YouTube's IFrame API from the network; the stand-in shows what it was given.
vi.mock('react-youtube', () => ({
  default: (props: YouTubeMockProps) => (
    <div
      data-testid="youtube"
      data-video-id={props.videoId}
      data-opts={JSON.stringify(props.opts)}
      title={props.title}
    />
  ),
}))

// YouTube's script loader (jsdom loads no scripts): it succeeds unless a test says not.
const youtubeApi = vi.hoisted(() => ({ fails: false }))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => (youtubeApi.fails ? Promise.reject(new Error('blocked')) : Promise.resolve()),
}))

beforeEach(() => {
  serveCatalogue([])
  youtubeApi.fails = false
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderCourse(course: Course = DETAIL_COURSE, auth: TestAuthOptions = {}) {
  serveCourse(course)
  const result = renderApp({ route: `/course/${course._id}`, auth })
  await screen.findByRole('heading', { level: 1, name: course.courseTitle })
  return result
}

function sideCard(): HTMLElement {
  return screen.getByRole('region', { name: 'Enroll in this course' })
}

// First in the file: AOS, once loaded, stays loaded for the rest of the file's tests.
test('the course screen fetches its 500 ms scroll animation only once the visitor scrolls', async () => {
  await renderCourse()
  // What is in view at first is shown at once; the animation code would only delay the thumbnail.
  // Once every import the page started has arrived and rendered, none of them was the animation.
  await act(() => vi.dynamicImportSettled())
  expect(document.querySelector('[data-aos]')).toBeNull()

  fireEvent.scroll(window)
  await waitFor(() => expect(document.querySelector('[data-aos]')).not.toBeNull())
  for (const element of document.querySelectorAll('[data-aos]')) {
    expect(element).toHaveAttribute('data-aos-duration', '500')
  }
})

test('a loading view shows until the course arrives', async () => {
  const answer = holdAnswer()
  server.use(
    http.get('*/api/course/:id', async ({ params }) => {
      if (params.id === 'all') return undefined
      await answer.released
      return HttpResponse.json({ success: true, courseData: DETAIL_COURSE })
    }),
  )
  renderApp({ route: '/course/course_js' })
  expect(await screen.findByText('Loading course…')).toBeInTheDocument()
  // Still there once the page's own code has arrived: it is the page waiting for the course now.
  await act(() => vi.dynamicImportSettled())
  expect(screen.getByText('Loading course…')).toBeInTheDocument()
  answer.release()
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
  expect(screen.queryByText('Loading course…')).not.toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('JavaScript Essentials | Edemy'))
})

test('an unknown course shows "Course not found" with a way back to the course list', async () => {
  serveCourse(DETAIL_COURSE)
  renderApp({ route: '/course/nope' })
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/course-list')
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Course not found | Edemy'))
})

test('the course is asked for once, whether it loads or is missing, and again on a new visit', async () => {
  // The catalogue still lists a course its own address no longer finds (removed meanwhile).
  serveCourse(DETAIL_COURSE)
  serveCatalogue([makeCourse('nope', 'Withdrawn Course')])
  const requests = recordRequests()
  const courseReads = () => requests.filter((request) => /\/api\/course\/(?!all$)/.test(new URL(request.url).pathname))
  const { user } = renderApp({ route: '/course/nope' })
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument()
  expect(courseReads()).toHaveLength(1)

  // Coming back to it asks again (it may have been published again meanwhile), still once.
  await user.click(screen.getByRole('link', { name: 'Browse all courses' }))
  await user.click(await screen.findByRole('link', { name: /Withdrawn Course/ }))
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument()
  await waitFor(() => expect(courseReads()).toHaveLength(2))
})

test('a course the hosted API reports missing with HTTP 200 is "not found" too', async () => {
  server.use(
    http.get('*/api/course/:id', ({ params }) =>
      params.id === 'all' ? undefined : HttpResponse.json({ success: false, message: 'Course not found' }),
    ),
  )
  renderApp({ route: '/course/missing' })
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument()
})

test('a failed load shows the server message and a retry that loads the course', async () => {
  let calls = 0
  server.use(
    http.get('*/api/course/:id', ({ params }) => {
      if (params.id === 'all') return undefined
      calls += 1
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Database is busy' })
        : HttpResponse.json({ success: true, courseData: DETAIL_COURSE })
    }),
  )
  const { user } = renderApp({ route: '/course/course_js' })
  expect(await screen.findByRole('heading', { name: 'This course could not be loaded' })).toBeInTheDocument()
  // Shown in the view and, once, as the global error toast.
  expect(screen.getAllByText('Database is busy')).toHaveLength(2)
  expect(screen.getByRole('link', { name: 'Browse all courses' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
  expect(calls).toBe(2)
})

test('the preview is at most 200 characters of text and both description views are sanitised', async () => {
  const long = 'Learn JavaScript the practical way. '.repeat(12)
  const hostile =
    `<h2>About</h2><p>${long}</p>` +
    '<img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
    '<a href="javascript:window.__xss=3">click</a><form action="https://evil.test"><input type="password"></form>'
  await renderCourse(makeCourse('xss', 'Hostile Course', { courseDescription: hostile, courseContent: [] }))

  const boxes = document.querySelectorAll('.rich-text')
  expect(boxes).toHaveLength(2)
  const [preview, full] = Array.from(boxes)
  if (!preview || !full) throw new Error('expected the preview and the full description')
  expect(Array.from(preview.textContent ?? '').length).toBeLessThanOrEqual(201)
  expect(preview.textContent).toMatch(/^About\s*Learn JavaScript/)
  expect(preview.textContent?.endsWith('…')).toBe(true)
  expect(full.textContent).toContain(long.trim())

  for (const box of [preview, full]) {
    expect(box.querySelector('script, form, input')).toBeNull()
    expect(box.querySelector('[onerror]')).toBeNull()
    expect(box.innerHTML).not.toMatch(/javascript:/i)
  }
  expect((window as { __xss?: number }).__xss).toBeUndefined()
})

test('the rating is floored on 5 stars with the rating and student counts and the author line', async () => {
  await renderCourse()
  // (5 + 4 + 4) / 3 = 4.33, floored to 4.
  const stars = screen.getAllByRole('img', { name: 'Rated 4 out of 5' })[0]
  expect(
    Array.from(stars?.querySelectorAll('[data-fill]') ?? []).map((star) => star.getAttribute('data-fill')),
  ).toEqual(['full', 'full', 'full', 'full', 'empty'])
  expect(screen.getByText('(3 ratings)')).toBeInTheDocument()
  expect(screen.getByText('4 students')).toBeInTheDocument()
  expect(screen.getByText('Course by', { exact: false })).toHaveTextContent('Course by Ananya Krishnan')
})

test('one rating and one student read in the singular', async () => {
  await renderCourse(
    makeCourse('single', 'Single Course', {
      courseRatings: [{ userId: 'u1', rating: 5 }],
      enrolledStudents: ['u1'],
      courseContent: [],
    }),
  )
  expect(screen.getByText('(1 rating)')).toBeInTheDocument()
  expect(screen.getByText('1 student')).toBeInTheDocument()
})

test('chapters toggle open with buttons that say whether they are expanded', async () => {
  const { user } = await renderCourse()
  const toggle = screen.getByRole('button', { name: /Getting Started/ })
  expect(toggle).toHaveTextContent('3 lectures · 1 hour, 5 minutes')
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(panel).not.toBeVisible()
  expect(panel).toHaveClass('max-h-96', 'overflow-auto')

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(panel).toBeVisible()
  const lectures = within(panel as HTMLElement).getAllByRole('listitem')
  expect(lectures.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Welcome to the course.*6 minutes$/),
    expect.stringMatching(/^Setting up your editor.*12 minutes$/),
    'Your first script47 minutes',
  ])

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByRole('button', { name: /Functions/ })).toHaveTextContent('2 lectures · 1 hour, 25 minutes')
})

test('only free lectures offer a Preview', async () => {
  const { user } = await renderCourse()
  await user.click(screen.getByRole('button', { name: /Getting Started/ }))
  await user.click(screen.getByRole('button', { name: /Functions/ }))
  const previews = screen.getAllByRole('button', { name: /^Preview/ })
  expect(previews.map((button) => button.textContent)).toEqual([
    'Preview: Welcome to the course',
    'Preview: Setting up your editor',
  ])
})

test('choosing a free preview swaps the thumbnail for an auto-playing player of that video', async () => {
  const { user } = await renderCourse()
  expect(within(sideCard()).getByRole('presentation')).toHaveAttribute('src', DETAIL_COURSE.courseThumbnail)
  await user.click(screen.getByRole('button', { name: /Getting Started/ }))
  await user.click(screen.getByRole('button', { name: 'Preview: Welcome to the course' }))

  const player = await within(sideCard()).findByTestId('youtube')
  expect(player).toHaveAttribute('data-video-id', 'PkZNo7MFNFg')
  expect(JSON.parse(player.getAttribute('data-opts') ?? '{}')).toMatchObject({ playerVars: { autoplay: 1 } })
  expect(within(sideCard()).queryByRole('presentation')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Preview: Welcome to the course' })).toHaveAttribute('aria-pressed', 'true')
})

test('when YouTube cannot be reached the preview says so and links to the video', async () => {
  youtubeApi.fails = true
  const { user } = await renderCourse()
  await user.click(screen.getByRole('button', { name: /Getting Started/ }))
  await user.click(screen.getByRole('button', { name: 'Preview: Welcome to the course' }))
  expect(
    await within(sideCard()).findByText(/The video player could not be loaded\. Check your connection\./),
  ).toBeInTheDocument()
  expect(within(sideCard()).getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=PkZNo7MFNFg',
  )
  expect(within(sideCard()).queryByTestId('youtube')).not.toBeInTheDocument()
})

test('a free lecture whose link has no video id shows a message instead of a player', async () => {
  const { user } = await renderCourse()
  await user.click(screen.getByRole('button', { name: /Getting Started/ }))
  await user.click(screen.getByRole('button', { name: 'Preview: Setting up your editor' }))
  expect(await within(sideCard()).findByText('This preview cannot be played.')).toBeInTheDocument()
  expect(within(sideCard()).queryByTestId('youtube')).not.toBeInTheDocument()
})

test('the side card shows the banner, prices, rating, length, lessons, the Enroll button and what is included', async () => {
  await renderCourse()
  const card = sideCard()
  expect(within(card).getByText(/left at this Price!/)).toHaveTextContent('5 days left at this Price!')
  // 49.99 - 20% = 39.992 → ₹39.99; the original price is struck through and labelled.
  expect(within(card).getByText('₹39.99')).toBeInTheDocument()
  const original = card.querySelector('del')
  expect(original).toHaveTextContent('Original price: ₹49.99')
  expect(within(card).getByText('20% off')).toBeInTheDocument()
  expect(within(card).getByText('Rating:').parentElement).toHaveTextContent('Rating: 4')
  // 6 + 12 + 47 + 65 + 20 = 150 minutes.
  expect(within(card).getByText('Total duration:').parentElement).toHaveTextContent('2 hours, 30 minutes')
  expect(within(card).getByText('5 lessons')).toBeInTheDocument()
  expect(within(card).getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
  expect(within(card).getByRole('heading', { name: "What's in the course?" })).toBeInTheDocument()
  const included = within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
  for (const item of ['Lifetime access', 'materials', 'Downloadable resources', 'Certificate', 'community']) {
    expect(included.some((text) => text.includes(item))).toBe(true)
  }
})

test('a course without content or student list shows dashes and "No lectures yet", never NaN or undefined', async () => {
  const bare = makeCourse('bare', 'Bare Course', { educator: null })
  delete (bare as Partial<Course>).courseContent
  delete (bare as Partial<Course>).enrolledStudents
  await renderCourse(bare)
  expect(screen.getByText('No lectures yet')).toBeInTheDocument()
  expect(screen.queryByText(/students?$/)).not.toBeInTheDocument()
  expect(within(sideCard()).getByText('Total duration:').parentElement).toHaveTextContent('–')
  expect(screen.getByText('Course by', { exact: false })).toHaveTextContent('Course by –')
  expect(document.body.textContent).not.toMatch(/NaN|undefined|null/)
})

const SIGNED_IN: TestAuthOptions = { user: {} }

test('a signed-out visitor who enrolls is asked to log in and nothing is sent', async () => {
  const calls: Call[] = []
  server.use(
    http.post('*/api/user/purchase', async ({ request }) => {
      await recordCall(request, calls)
      return HttpResponse.json({ success: true, sessionUrl: 'http://localhost:3000/checkout/x' })
    }),
  )
  const { user } = await renderCourse()
  await user.click(screen.getByRole('button', { name: 'Enroll Now' }))
  expect(await screen.findByText('Please login to enroll the course')).toBeInTheDocument()
  expect(calls).toEqual([])
})

test('an enrolled learner sees "Already Enrolled" and, on click, the two spec toasts and no purchase', async () => {
  serveLearner([DETAIL_COURSE._id])
  const calls: Call[] = []
  server.use(
    http.post('*/api/user/purchase', async ({ request }) => {
      await recordCall(request, calls)
      return HttpResponse.json({ success: false, message: 'You are already enrolled in this course' })
    }),
  )
  const { user } = await renderCourse(DETAIL_COURSE, SIGNED_IN)
  const button = await screen.findByRole('button', { name: 'Already Enrolled' })
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)
  const success = await screen.findByText('You are already enrolled in this course')
  const error = await screen.findByText('please visit the my enrollments page to access the course')
  expect(success.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success')
  expect(error.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error')
  expect(calls).toEqual([])
})

function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>()
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
  return assign
}

test('enrolling posts the course id with the bearer token and goes to an allowed checkout page', async () => {
  serveLearner([])
  const calls: Call[] = []
  const sessionUrl = `${window.location.origin}/checkout/cs_test_123`
  server.use(
    http.post('*/api/user/purchase', async ({ request }) => {
      await recordCall(request, calls)
      return HttpResponse.json({ success: true, sessionUrl })
    }),
  )
  const { user } = await renderCourse(DETAIL_COURSE, SIGNED_IN)
  const assign = stubLocationAssign()
  const button = await screen.findByRole('button', { name: 'Enroll Now' })
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)

  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
  expect(assign).toHaveBeenCalledWith(sessionUrl)
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/api/user/purchase',
      body: { courseId: 'course_js' },
      authorization: `Bearer ${TEST_TOKEN}`,
    },
  ])
  // The page is being left: the button stays busy so it cannot start a second checkout.
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute('aria-busy', 'true')
})

test('a checkout address on a host that is not allowed is refused with an error toast', async () => {
  serveLearner([])
  server.use(
    http.post('*/api/user/purchase', () =>
      HttpResponse.json({ success: true, sessionUrl: 'https://checkout.stripe.com.evil.example/pay/cs_1' }),
    ),
  )
  const { user } = await renderCourse(DETAIL_COURSE, SIGNED_IN)
  const assign = stubLocationAssign()
  const button = await screen.findByRole('button', { name: 'Enroll Now' })
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)
  expect(await screen.findByText('Payment could not be started. Please try again.')).toBeInTheDocument()
  expect(assign).not.toHaveBeenCalled()
  await waitFor(() => expect(button).toBeEnabled())
})

test("a refused purchase shows the server's message, and the fallback when it sends none", async () => {
  serveLearner([])
  let answer = 0
  server.use(
    http.post('*/api/user/purchase', () => {
      answer += 1
      return answer === 1
        ? HttpResponse.json({ success: false, message: 'Payments are paused for maintenance' }, { status: 503 })
        : HttpResponse.json({ success: false })
    }),
  )
  const { user } = await renderCourse(DETAIL_COURSE, SIGNED_IN)
  const assign = stubLocationAssign()
  const button = await screen.findByRole('button', { name: 'Enroll Now' })
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)
  expect(await screen.findByText('Payments are paused for maintenance')).toBeInTheDocument()
  await waitFor(() => expect(button).toBeEnabled())
  await user.click(button)
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
  expect(answer).toBe(2)
  expect(assign).not.toHaveBeenCalled()
})

test('a double click on Enroll Now sends one purchase request', async () => {
  serveLearner([])
  const calls: Call[] = []
  const answer = holdAnswer()
  server.use(
    http.post('*/api/user/purchase', async ({ request }) => {
      await recordCall(request, calls)
      await answer.released
      return HttpResponse.json({ success: false, message: 'Checkout is unavailable' })
    }),
  )
  const { user } = await renderCourse(DETAIL_COURSE, SIGNED_IN)
  const button = await screen.findByRole('button', { name: 'Enroll Now' })
  await waitFor(() => expect(button).toBeEnabled())
  // Two clicks before React re-renders the disabled button: only the in-flight latch stops the second.
  act(() => {
    button.click()
    button.click()
  })
  await user.click(button)
  expect(button).toHaveAttribute('aria-busy', 'true')
  answer.release()
  expect(await screen.findByText('Checkout is unavailable')).toBeInTheDocument()
  expect(calls).toHaveLength(1)
})

test('for a signed-in learner the button waits for their enrollments before it can be used', async () => {
  const answer = holdAnswer()
  server.use(
    http.get('*/api/user/data', async () => {
      await answer.released
      return HttpResponse.json({
        success: true,
        user: { _id: 'user_learner', name: 'Asha Verma', imageUrl: '', enrolledCourses: [DETAIL_COURSE._id] },
      })
    }),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
  await renderCourse(DETAIL_COURSE, SIGNED_IN)
  expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeDisabled()
  answer.release()
  const button = await screen.findByRole('button', { name: 'Already Enrolled' })
  expect(button).toBeEnabled()
})

test('until sign-in is known the button waits, so a returning learner is never told to log in', async () => {
  const calls: Call[] = []
  server.use(
    http.post('*/api/user/purchase', async ({ request }) => {
      await recordCall(request, calls)
      return HttpResponse.json({ success: true, sessionUrl: 'http://localhost:3000/checkout/x' })
    }),
  )
  const { user } = await renderCourse(DETAIL_COURSE, { user: null, isLoaded: false })
  const button = screen.getByRole('button', { name: 'Enroll Now' })
  expect(button).toBeDisabled()
  await user.click(button)
  expect(screen.queryByText('Please login to enroll the course')).not.toBeInTheDocument()
  expect(calls).toEqual([])
})

test('when sign-in cannot start, a visitor can still press Enroll Now and is asked to log in', async () => {
  const { user } = await renderCourse(DETAIL_COURSE, { user: null, isLoaded: false, isUnavailable: true })
  await user.click(screen.getByRole('button', { name: 'Enroll Now' }))
  expect(await screen.findByText('Please login to enroll the course')).toBeInTheDocument()
})

test('the course screen is reached from a course card', async () => {
  serveCatalogue([DETAIL_COURSE])
  serveCourse(DETAIL_COURSE)
  const { user, location } = renderApp({ route: '/course-list' })
  await user.click(await screen.findByRole('link', { name: /JavaScript Essentials/ }))
  await waitFor(() => expect(location()).toBe('/course/course_js'))
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
})

test('a course without chapters in its content says there are no lectures yet', async () => {
  const { user } = await renderCourse(
    makeCourse('empty', 'Empty Chapters', { courseContent: [makeChapter('only', 'Coming soon', [])] }),
  )
  await user.click(screen.getByRole('button', { name: /Coming soon/ }))
  expect(screen.getByText('No lectures yet')).toBeVisible()
  expect(screen.getByRole('button', { name: /Coming soon/ })).toHaveTextContent('0 lectures · 0 minutes')
})

/** The course's answer, held back until the test releases it. */
function holdCourseAnswer() {
  const hold = holdAnswer()
  server.use(
    http.get('*/api/course/:id', async ({ params }) => {
      if (params.id === 'all') return undefined
      await hold.released
      return HttpResponse.json({ success: true, courseData: DETAIL_COURSE } as never)
    }),
  )
  return hold
}

test("opened directly, the course page asks for the catalogue only once its course's answer has come", async () => {
  const requests = recordRequests()
  const hold = holdCourseAnswer()
  renderApp({ route: `/course/${DETAIL_COURSE._id}` })
  const paths = () => requests.map((request) => new URL(request.url).pathname)
  await waitFor(() => expect(paths()).toContain(`/api/course/${DETAIL_COURSE._id}`))
  // The course is still on its way: nothing shares the connection with it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(paths()).not.toContain('/api/course/all')

  hold.release()
  await screen.findByRole('heading', { level: 1, name: DETAIL_COURSE.courseTitle })
  await waitFor(() => expect(paths().filter((path) => path === '/api/course/all')).toHaveLength(1))
})

test('a course page whose course fails still lets the catalogue load, once', async () => {
  serveCourse(DETAIL_COURSE)
  const requests = recordRequests()
  renderApp({ route: '/course/missing-course' })
  await screen.findByText('Course not found')
  const catalogueCalls = () => requests.filter((request) => new URL(request.url).pathname === '/api/course/all')
  await waitFor(() => expect(catalogueCalls()).toHaveLength(1))
})

test('leaving a course page before its course has come loads the catalogue for the next page', async () => {
  const requests = recordRequests()
  const hold = holdCourseAnswer()
  const { user } = renderApp({ route: `/course/${DETAIL_COURSE._id}` })
  const catalogueCalls = () => requests.filter((request) => new URL(request.url).pathname === '/api/course/all')
  await waitFor(() => expect(requests.length).toBeGreaterThan(0))
  expect(catalogueCalls()).toHaveLength(0)
  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Edemy' }))
  await waitFor(() => expect(catalogueCalls()).toHaveLength(1))
  hold.release()
})
