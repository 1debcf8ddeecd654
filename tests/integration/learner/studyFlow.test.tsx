import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Player from '../../../src/pages/learner/Player'
import { routes } from '../../../src/config/paths'
import { personalStorageKey } from '../../../src/lib/storage'
import { POSITION_SAVE_INTERVAL_MS } from '../../../src/hooks/useLecturePosition'
import { LEARNER, renderApp, renderWithProviders } from '../../utils/render'
import { acceptProgressUpdates, course, JS_COURSE, lecture, mockLearnerApi, type ApiCourse } from './learnerApi'
import { youtube } from './youTubeMock'

vi.mock('react-youtube', () => import('./youTubeMock'))
// A player whose clock and speed the test sets.
const player = vi.hoisted(() => ({ state: { time: 0, rate: 1, seeks: [] as number[] } }))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => Promise.resolve(),
}))

const fakePlayer = {
  getCurrentTime: () => player.state.time,
  seekTo: (seconds: number) => player.state.seeks.push(seconds),
  setPlaybackRate: (rate: number) => {
    player.state.rate = rate
  },
}

beforeEach(() => {
  youtube.latest = null
  player.state = { time: 0, rate: 1, seeks: [] }
})

/** The YouTube player comes up (as the IFrame API would say). */
async function playerReady() {
  await waitFor(() => expect(youtube.latest?.onReady).toBeDefined())
  act(() => youtube.latest?.onReady?.({ target: fakePlayer, data: null }))
}

function renderPlayer(courseId = 'course_js') {
  return renderWithProviders(<Player />, { route: `/player/${courseId}`, path: routes.player, auth: { user: {} } })
}

const ALL_JS_LECTURES = ['lec_1', 'lec_2', 'lec_3', 'lec_4', 'lec_5']
const prefsKey = personalStorageKey('study-preferences', LEARNER.id)
const positionsKey = personalStorageKey('lecture-positions', LEARNER.id)
const completionsKey = personalStorageKey('course-completions', LEARNER.id)

// --- Continue, previous and next, progress ------------------------------------------------------------

test('Continue names the first lecture not completed, in course order, and opens it', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1', 'lec_3'] } })
  const { user } = renderPlayer()
  const go = await screen.findByRole('button', { name: /^Continue/ })
  expect(go).toHaveAccessibleName('Continue 1.2 Variables')
  await user.click(go)
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Continue/ })).not.toBeInTheDocument()
})

test('with every lecture complete, Continue names the first lecture; progress naming gone lectures changes nothing', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [...ALL_JS_LECTURES, 'lec_removed'] } })
  renderPlayer()
  expect(await screen.findByRole('button', { name: /^Continue/ })).toHaveAccessibleName('Continue 1.1 Welcome')
  expect(screen.getByText('5 of 5 lectures complete')).toBeInTheDocument()
})

test('Continue waits for the progress, and a failed progress load falls back to the first lecture', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], failingProgress: ['course_js'] })
  renderPlayer()
  await screen.findByText('Your progress could not be loaded.')
  expect(screen.getByRole('button', { name: /^Continue/ })).toHaveAccessibleName('Continue 1.1 Welcome')
})

test('Previous and Next lecture cross chapters and are absent at the first and last lecture', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Previous lecture/ })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Next lecture 1.2 Variables' }))
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  // Across the chapter boundary, to a lecture without a link: it opens and says it cannot play, and its chapter opens.
  expect(screen.getByRole('button', { name: /Going Further/ })).toHaveAttribute('aria-expanded', 'false')
  await user.click(screen.getByRole('button', { name: 'Next lecture 2.1 Reading notes' }))
  expect(screen.getByRole('button', { name: /Going Further/ })).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('heading', { level: 2, name: '2.1 Reading notes' })).toBeInTheDocument()
  expect(screen.getByText("This lecture's video link can't be played here")).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Previous lecture 1.2 Variables' }))
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Next lecture 2.1 Reading notes' }))
  await user.click(screen.getByRole('button', { name: 'Next lecture 2.2 Guest talk' }))
  await user.click(screen.getByRole('button', { name: 'Next lecture 2.3 Broken link' }))
  expect(screen.getByRole('button', { name: 'Previous lecture 2.2 Guest talk' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Next lecture/ })).not.toBeInTheDocument()
})

test('"{completed} of {total} lectures complete" and its bar update when a lecture is marked complete', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  acceptProgressUpdates(api, ['lec_1'])
  const { user } = renderPlayer()
  const bar = await screen.findByRole('progressbar', { name: '1 of 5 lectures complete' })
  expect(bar).toHaveAttribute('aria-valuenow', '1')
  expect(bar).toHaveAttribute('aria-valuemin', '0')
  expect(bar).toHaveAttribute('aria-valuemax', '5')

  await user.click(screen.getByRole('button', { name: /^Continue/ }))
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByRole('progressbar', { name: '2 of 5 lectures complete' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  )
})

test('a course with no lectures, and chapters with none, never break the player', async () => {
  const empty = course('course_empty', 'Nothing Yet', [])
  const gappy = course('course_gappy', 'Gaps', [
    { chapterId: 'c1', chapterOrder: 1, chapterTitle: 'Empty chapter', chapterContent: [] },
    {
      chapterId: 'c2',
      chapterOrder: 2,
      chapterTitle: 'Real chapter',
      chapterContent: [lecture('g1', 'Only lecture', 5, 'https://youtu.be/EEEEEEEEEEE')],
    },
  ])
  mockLearnerApi({ enrolled: [empty, gappy], progress: {} })
  const first = renderPlayer('course_empty')
  expect(await screen.findByText('This course has no lectures yet.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Continue/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  first.unmount()

  const { user } = renderPlayer('course_gappy')
  await user.click(await screen.findByRole('button', { name: 'Continue 2.1 Only lecture' }))
  expect(screen.getByRole('heading', { level: 2, name: '2.1 Only lecture' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^(Previous|Next) lecture/ })).not.toBeInTheDocument()
})

test('a lecture marked complete in another tab shows up when the progress is read again', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  const { queryClient } = renderPlayer()
  expect(await screen.findByRole('button', { name: /^Continue/ })).toHaveAccessibleName('Continue 1.2 Variables')
  api.setProgress('course_js', ['lec_1', 'lec_2', 'gone'])
  await act(() => queryClient.invalidateQueries())
  expect(await screen.findByText('2 of 5 lectures complete')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^Continue/ })).toHaveAccessibleName('Continue 2.1 Reading notes')
})

// --- the completion moment ------------------------------------------------------------------------------

test('marking the last lecture complete opens "Course complete" with the certificate and the rating', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ALL_JS_LECTURES.slice(0, 4) } })
  acceptProgressUpdates(api, ALL_JS_LECTURES.slice(0, 4))
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Continue 2.3 Broken link' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))

  const dialog = await screen.findByRole('dialog', { name: 'Course complete' })
  // The title is isolated for text direction (U+2068 … U+2069), so marks in it cannot reorder the sentence.
  expect(
    within(dialog).getByText('Congratulations! You have completed every lecture of \u2068JavaScript Essentials\u2069.'),
  ).toBeInTheDocument()
  expect(within(dialog).getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/certificate/course_js',
  )
  expect(within(dialog).getAllByRole('radio')).toHaveLength(5)
  expect(screen.getByText('5 of 5 lectures complete')).toBeInTheDocument()
  // The day the course was first seen complete is kept for the certificate.
  expect(JSON.parse(localStorage.getItem(completionsKey) ?? '{}')).toHaveProperty('course_js')

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('a failed Mark as Complete leaves the lecture not completed, toasts once and advances nothing', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ALL_JS_LECTURES.slice(0, 4) } })
  const posted = acceptProgressUpdates(api, ALL_JS_LECTURES.slice(0, 4), true)
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Continue 2.3 Broken link' }))
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  expect(await screen.findByText('Progress could not be saved')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled())
  expect(screen.getAllByText('Progress could not be saved')).toHaveLength(1)
  expect(posted).toEqual(['lec_5'])
  expect(screen.getByText('4 of 5 lectures complete')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: '2.3 Broken link' })).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(localStorage.getItem(completionsKey)).toBeNull()
})

// --- keyboard shortcuts ---------------------------------------------------------------------------------

test('N, P and M step and mark; ? lists the shortcuts, and the list can turn them off for this user', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const posted = acceptProgressUpdates(api)
  const { user } = renderPlayer()
  await screen.findByRole('button', { name: /^Continue/ })
  await user.keyboard('n')
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  await user.keyboard('n')
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  await user.keyboard('p')
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  await user.keyboard('m')
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(posted).toEqual(['lec_1'])

  await user.keyboard('?')
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  // Inside the dialog the keys do nothing (the page behind it is hidden from assistive technology meanwhile).
  await user.keyboard('n')
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome', hidden: true })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('checkbox', { name: 'Use single-key shortcuts' }))
  expect(JSON.parse(localStorage.getItem(prefsKey) ?? '{}')).toMatchObject({ singleKeyShortcuts: false })
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await user.keyboard('n')
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  // The visible control still opens the list.
  await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
})

test('shortcuts do not fire in the rating group, a text field or with a modifier key', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await screen.findByTestId('youtube')
  const star = screen.getAllByRole('radio')[0]!
  fireEvent.keyDown(star, { key: 'n' })
  fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true })
  const field = document.body.appendChild(document.createElement('input'))
  fireEvent.keyDown(field, { key: 'n' })
  field.remove()
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  fireEvent.keyDown(document.body, { key: 'N' })
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  await waitFor(() => expect(screen.getByTestId('youtube')).toHaveAttribute('data-video-id', 'BBBBBBBBBBB'))
})

// --- autoplay next --------------------------------------------------------------------------------------

test('"Autoplay next lecture" is off by default: an ended video stays, nothing counts down', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'false')
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-autoplay', '0')
  await playerReady()
  act(() => youtube.latest?.onEnd?.({ target: fakePlayer, data: 0 }))
  expect(screen.queryByRole('region', { name: 'Up next' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
})

test('with autoplay on, an ended video counts down 5 seconds in "Up next", then plays the next lecture', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await user.click(screen.getByRole('switch', { name: 'Autoplay next lecture' }))
  expect(JSON.parse(localStorage.getItem(prefsKey) ?? '{}')).toMatchObject({ autoplayNext: true })
  await playerReady()

  vi.useFakeTimers()
  try {
    act(() => youtube.latest?.onEnd?.({ target: fakePlayer, data: 0 }))
    const notice = screen.getByRole('region', { name: 'Up next' })
    expect(within(notice).getByText('1.2 Variables')).toBeInTheDocument()
    expect(within(notice).getByText('Playing in 5 s')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(within(notice).getByText('Playing in 1 s')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
  } finally {
    vi.useRealTimers()
  }
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-autoplay', '1')
})

test('Cancel in "Up next" stays on the lecture', async () => {
  localStorage.setItem(prefsKey, JSON.stringify({ autoplayNext: true }))
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'true')
  await playerReady()
  vi.useFakeTimers()
  try {
    act(() => youtube.latest?.onEnd?.({ target: fakePlayer, data: 0 }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
  } finally {
    vi.useRealTimers()
  }
  expect(screen.queryByRole('region', { name: 'Up next' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
})

// --- resume and speed -----------------------------------------------------------------------------------

test('the position is kept every few seconds and on leaving; reopening resumes with "Resumed at" and "Start over"', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  // Only the save interval runs on the test's clock; everything else keeps real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  try {
    const first = renderPlayer()
    fireEvent.click(await screen.findByRole('button', { name: /^Continue/ }))
    await playerReady()
    player.state.time = 95.4
    act(() => vi.advanceTimersByTime(POSITION_SAVE_INTERVAL_MS - 1))
    expect(localStorage.getItem(positionsKey)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(JSON.parse(localStorage.getItem(positionsKey) ?? '{}')['course_js/lec_1']).toMatchObject({ seconds: 95 })
    player.state.time = 125
    act(() => window.dispatchEvent(new Event('pagehide')))
    expect(JSON.parse(localStorage.getItem(positionsKey) ?? '{}')['course_js/lec_1']).toMatchObject({ seconds: 125 })
    first.unmount()
  } finally {
    vi.useRealTimers()
  }

  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByText(/Resumed at 02:05/)).toBeInTheDocument()
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-start', '125')
  await playerReady()
  await user.click(screen.getByRole('button', { name: 'Start over' }))
  expect(player.state.seeks).toEqual([0])
  expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(positionsKey) ?? '{}')).not.toHaveProperty('course_js/lec_1')
})

test('choosing another lecture keeps the position of the one left, and an ended lecture forgets it', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await playerReady()
  player.state.time = 61
  await user.click(screen.getByRole('button', { name: /^Next lecture/ }))
  expect(JSON.parse(localStorage.getItem(positionsKey) ?? '{}')['course_js/lec_1']).toMatchObject({ seconds: 61 })
  await playerReady()
  player.state.time = 300
  act(() => youtube.latest?.onEnd?.({ target: fakePlayer, data: 0 }))
  await user.click(screen.getByRole('button', { name: /^Previous lecture/ }))
  expect(JSON.parse(localStorage.getItem(positionsKey) ?? '{}')).not.toHaveProperty('course_js/lec_2')
  expect(screen.getByText(/Resumed at 01:01/)).toBeInTheDocument()
})

test('a kept position beyond the lecture, or garbage in storage, starts from the beginning', async () => {
  localStorage.setItem(positionsKey, JSON.stringify({ 'course_js/lec_1': { seconds: 99_999, savedAt: 1 } }))
  localStorage.setItem(prefsKey, '{not json')
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument()
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-start', '')
  expect(screen.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'false')
})

test('the speed chosen in one lecture carries to the next and is remembered', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await playerReady()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5')
  expect(player.state.rate).toBe(1.5)
  // A speed chosen in YouTube's own menu is kept too.
  act(() => youtube.latest?.onPlaybackRateChange?.({ target: fakePlayer, data: 1.25 }))
  expect(JSON.parse(localStorage.getItem(prefsKey) ?? '{}')).toMatchObject({ playbackRate: 1.25 })

  await user.click(screen.getByRole('button', { name: /^Next lecture/ }))
  player.state.rate = 1
  await playerReady()
  expect(player.state.rate).toBe(1.25)
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25')
})

test('with storage blocked the player still plays, steps and remembers choices for the visit', async () => {
  const denial = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  try {
    mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
    const { user } = renderPlayer()
    await user.click(await screen.findByRole('button', { name: /^Continue/ }))
    await playerReady()
    await user.click(screen.getByRole('switch', { name: 'Autoplay next lecture' }))
    expect(screen.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'true')
    player.state.time = 40
    act(() => window.dispatchEvent(new Event('pagehide')))
    await user.click(screen.getByRole('button', { name: /^Next lecture/ }))
    expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  } finally {
    denial.mockRestore()
  }
})

// --- My Enrollments -------------------------------------------------------------------------------------

const CSS_DONE: ApiCourse = course('course_css', 'CSS Layouts', [
  {
    chapterId: 'ch_css',
    chapterOrder: 1,
    chapterTitle: 'Flexbox',
    chapterContent: [lecture('css_1', 'Flex basics', 30, 'https://youtu.be/CCCCCCCCCCC', 1)],
  },
])

beforeAll(async () => {
  // The lazy pages the app-level test opens, compiled before it waits for them.
  await Promise.all([import('../../../src/pages/learner/MyEnrollments'), import('../../../src/pages/learner/Player')])
})

test('My Enrollments names the next lecture of an unfinished course and opens it; a finished one offers its certificate', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE, CSS_DONE], progress: { course_js: ['lec_1'], course_css: ['css_1'] } })
  const { user, location } = renderApp({ route: '/my-enrollments', auth: { user: {} } })
  const certificate = await screen.findByRole('link', { name: 'Certificate: CSS Layouts' })
  expect(certificate).toHaveAttribute('href', '/certificate/course_css')
  expect(screen.queryByRole('link', { name: /^Certificate: JavaScript/ })).not.toBeInTheDocument()
  const next = screen.getByRole('link', { name: 'Next: 1.2 Variables' })
  expect(next).toHaveAttribute('href', '/player/course_js')
  expect(JSON.parse(localStorage.getItem(completionsKey) ?? '{}')).toHaveProperty('course_css')

  await user.click(next)
  expect(await screen.findByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  expect(location()).toBe('/player/course_js')
})
