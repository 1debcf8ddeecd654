import { act, screen, waitFor, within } from '@testing-library/react'
import Player from '../../../src/pages/learner/Player'
import { routes } from '../../../src/config/paths'
import { personalStorageKey } from '../../../src/lib/storage'
import { activateHindi } from '../../utils/hindi'
import { LEARNER, renderWithProviders } from '../../utils/render'
import { acceptProgressUpdates, JS_COURSE, mockLearnerApi } from './learnerApi'
import { youtube } from './youTubeMock'
// The plan's dialog is a lazy chunk: loaded with the file, so no wait includes compiling it.
import '../../../src/components/learner/StudyPlanDialog'

/*
 * The player's opt-in switches (docs/study-flow.md#mark-complete-when-a-video-ends, #captions) and "Plan study time"
 * in the player (#plan-study-time).
 */

vi.mock('react-youtube', () => import('./youTubeMock'))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => Promise.resolve(),
}))

const captionModule = vi.hoisted(() => ({ calls: [] as string[] }))
const fakePlayer = {
  getCurrentTime: () => 0,
  seekTo: () => {},
  setPlaybackRate: () => {},
  loadModule: (name: string) => captionModule.calls.push(`load ${name}`),
  unloadModule: (name: string) => captionModule.calls.push(`unload ${name}`),
}

const prefsKey = personalStorageKey('study-preferences', LEARNER.id)
const PENDING_KEY = `edemy.pending-progress.${LEARNER.id}`
const COMPLETE_ON_END = 'Mark complete when a video ends'

beforeEach(() => {
  youtube.latest = null
  captionModule.calls = []
})
afterEach(() => localStorage.clear())

function renderPlayer(userId = LEARNER.id) {
  return renderWithProviders(<Player />, {
    route: '/player/course_js',
    path: routes.player,
    auth: { user: { id: userId } },
  })
}

async function playerReady() {
  await waitFor(() => expect(youtube.latest?.onReady).toBeDefined())
  act(() => youtube.latest?.onReady?.({ target: fakePlayer, data: null }))
}

const videoEnds = () => youtube.latest?.onEnd?.({ target: fakePlayer, data: 0 })
const playerVars = () => youtube.latest?.opts?.playerVars ?? {}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** Turns "Mark complete when a video ends" on as a stored preference, as an earlier visit would have. */
function storeCompleteOnEnd(extra: Record<string, unknown> = {}) {
  localStorage.setItem(prefsKey, JSON.stringify({ completeOnEnd: true, ...extra }))
}

/** The first lecture open and its player up, with the switch on (stored earlier); returns the lectures posted. */
async function openFirstLectureSwitchedOn(extra: Record<string, unknown> = {}) {
  storeCompleteOnEnd(extra)
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const posted = acceptProgressUpdates(api)
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await playerReady()
  return posted
}

// --- Mark complete when a video ends ----------------------------------------------------------------------

test('"Mark complete when a video ends" is off by default: an ended video marks nothing', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const posted = acceptProgressUpdates(api)
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: COMPLETE_ON_END })).toHaveAttribute('aria-checked', 'false')
  await playerReady()
  act(() => videoEnds())
  await act(async () => {})
  expect(posted).toEqual([])
  expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled()
})

test('the switch is remembered per user: another account on this browser keeps its own', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const first = renderPlayer()
  await first.user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await first.user.click(screen.getByRole('switch', { name: COMPLETE_ON_END }))
  expect(screen.getByRole('switch', { name: COMPLETE_ON_END })).toHaveAttribute('aria-checked', 'true')
  expect(JSON.parse(localStorage.getItem(prefsKey) ?? '{}')).toMatchObject({ completeOnEnd: true, captions: 'off' })
  first.unmount()

  const other = renderPlayer('user_other')
  await other.user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: COMPLETE_ON_END })).toHaveAttribute('aria-checked', 'false')
  other.unmount()

  const again = renderPlayer()
  await again.user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: COMPLETE_ON_END })).toHaveAttribute('aria-checked', 'true')
})

test('switched on, an end reported twice marks the lecture complete with exactly one request', async () => {
  const posted = await openFirstLectureSwitchedOn()
  act(() => {
    videoEnds()
    videoEnds()
  })
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(screen.getByText('1 of 5 lectures complete')).toBeInTheDocument()
  // Once completed, a later end (the learner watched the ending again) sends nothing either.
  act(() => videoEnds())
  await act(async () => {})
  expect(posted).toEqual(['lec_1'])
})

test('the end of a lecture already completed sends nothing', async () => {
  storeCompleteOnEnd()
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  const posted = acceptProgressUpdates(api, ['lec_1'])
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Watch Welcome' }))
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  await playerReady()
  act(() => videoEnds())
  await act(async () => {})
  expect(posted).toEqual([])
})

test('offline, the end keeps the lecture for later like the button, and it is sent once back online', async () => {
  const posted = await openFirstLectureSwitchedOn()
  setOnline(false)
  act(() => {
    videoEnds()
    videoEnds()
  })
  expect(await screen.findByRole('button', { name: 'Saved — will sync' })).toBeDisabled()
  expect(posted).toEqual([])
  expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]')).toEqual([{ courseId: 'course_js', lectureId: 'lec_1' }])
  act(() => videoEnds())
  expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]')).toHaveLength(1)

  setOnline(true)
  expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(posted).toEqual(['lec_1'])
})

test('with "Autoplay next lecture" on too, the lecture is marked complete first, then the next one opens', async () => {
  const posted = await openFirstLectureSwitchedOn({ autoplayNext: true })
  // Only the countdown runs on the test's clock; the request and the progress keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  try {
    act(() => videoEnds())
    expect(screen.getByRole('region', { name: 'Up next' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled())
    expect(posted).toEqual(['lec_1'])
    expect(screen.getByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5000))
  } finally {
    vi.useRealTimers()
  }
  // The next lecture plays, not yet completed, and the one before stays completed.
  expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled()
  expect(screen.getByRole('heading', { level: 2, name: '1.2 Variables' })).toBeInTheDocument()
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-autoplay', '1')
  expect(screen.getByText('1 of 5 lectures complete')).toBeInTheDocument()
  expect(posted).toEqual(['lec_1'])
})

// --- Captions ---------------------------------------------------------------------------------------------

test('"Captions" is Off by default; On reaches the YouTube player, the playing one too, and is remembered', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  const captions = screen.getByRole('combobox', { name: 'Captions' })
  expect(captions).toHaveValue('off')
  expect(
    within(captions)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Off', 'On'])
  expect(playerVars()).not.toHaveProperty('cc_load_policy')
  expect(playerVars()).toMatchObject({ cc_lang_pref: 'en' })
  await playerReady()

  await user.selectOptions(captions, 'on')
  expect(captionModule.calls).toEqual(['load captions'])
  expect(JSON.parse(localStorage.getItem(prefsKey) ?? '{}')).toMatchObject({ captions: 'on' })
  await user.click(screen.getByRole('button', { name: 'Next lecture 1.2 Variables' }))
  await waitFor(() => expect(screen.getByTestId('youtube')).toHaveAttribute('data-video-id', 'BBBBBBBBBBB'))
  expect(playerVars()).toMatchObject({ cc_load_policy: 1, cc_lang_pref: 'en' })

  await playerReady()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Captions' }), 'off')
  expect(captionModule.calls).toEqual(['load captions', 'unload captions'])
})

test('in Hindi the player asks for Hindi captions', async () => {
  localStorage.setItem(prefsKey, JSON.stringify({ captions: 'on' }))
  await activateHindi()
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  // "Continue" in Hindi: the button whose name ends with the lecture it opens.
  await user.click(await screen.findByRole('button', { name: /1\.1 Welcome$/ }))
  await waitFor(() => expect(screen.getByTestId('youtube')).toHaveAttribute('data-video-id', 'AAAAAAAAAAA'))
  expect(playerVars()).toMatchObject({ cc_load_policy: 1, cc_lang_pref: 'hi' })
})

// --- storage ----------------------------------------------------------------------------------------------

test('old or malformed preferences fall back field by field to the defaults', async () => {
  localStorage.setItem(prefsKey, JSON.stringify({ autoplayNext: true, completeOnEnd: 'yes', captions: 'loud' }))
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(screen.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'true')
  expect(screen.getByRole('switch', { name: COMPLETE_ON_END })).toHaveAttribute('aria-checked', 'false')
  expect(screen.getByRole('combobox', { name: 'Captions' })).toHaveValue('off')
  expect(playerVars()).not.toHaveProperty('cc_load_policy')
})

test('with storage blocked, both choices start at their defaults and still work for the visit', async () => {
  const denial = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  try {
    const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
    const posted = acceptProgressUpdates(api)
    const { user } = renderPlayer()
    await user.click(await screen.findByRole('button', { name: /^Continue/ }))
    expect(screen.getByRole('combobox', { name: 'Captions' })).toHaveValue('off')
    await user.click(screen.getByRole('switch', { name: COMPLETE_ON_END }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Captions' }), 'on')
    await playerReady()
    expect(captionModule.calls).toEqual(['load captions'])
    act(() => videoEnds())
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
    expect(posted).toEqual(['lec_1'])
  } finally {
    denial.mockRestore()
  }
})

// --- Plan study time in the player --------------------------------------------------------------------------

test('"Plan study time" in the player plans the time left, and is gone once the course is complete', async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1', 'lec_2', 'lec_3', 'lec_4'] } })
  acceptProgressUpdates(api, ['lec_1', 'lec_2', 'lec_3', 'lec_4'])
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Plan study time: JavaScript Essentials' }))
  const dialog = await screen.findByRole('dialog', { name: 'Plan study time' })
  expect(within(dialog).getByText('5 minutes left')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('button', { name: 'Plan study time: JavaScript Essentials' })).toHaveFocus()

  await user.click(screen.getByRole('button', { name: 'Continue 2.3 Broken link' }))
  await user.click(screen.getByRole('button', { name: 'Mark as Complete' }))
  // The completion dialog opens over the player; behind it the plan is gone.
  expect(await screen.findByRole('dialog', { name: 'Course complete' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Plan study time/, hidden: true })).not.toBeInTheDocument()
})

test("with zero minutes left (the last lecture has no stated length) the player's plan says there is nothing to plan", async () => {
  const untimedLast = structuredClone(JS_COURSE)
  const lastChapter = untimedLast.courseContent?.at(-1)
  if (!lastChapter) throw new Error('JS_COURSE has chapters')
  lastChapter.chapterContent = lastChapter.chapterContent.map((item) =>
    item.lectureId === 'lec_5' ? { ...item, lectureDuration: 0 } : item,
  )
  mockLearnerApi({ enrolled: [untimedLast], progress: { course_js: ['lec_1', 'lec_2', 'lec_3', 'lec_4'] } })
  const { user } = renderPlayer()
  await user.click(await screen.findByRole('button', { name: 'Plan study time: JavaScript Essentials' }))
  const dialog = await screen.findByRole('dialog', { name: 'Plan study time' })
  expect(within(dialog).getByText('1 lecture left has no stated length and is not counted.')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }))
  expect(within(dialog).getByRole('status')).toHaveTextContent('There is no lecture time left to plan.')
  expect(within(dialog).getByRole('button', { name: 'Download calendar file' })).toBeDisabled()
})
