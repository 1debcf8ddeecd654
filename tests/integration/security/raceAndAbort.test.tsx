import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { useEffect } from 'react'
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { createQueryClient } from '../../../src/api/queryClient'
import { AppRoutes } from '../../../src/App'
import { AuthContext } from '../../../src/auth/AuthContext'
import { COURSE_GRID_PAGE_SIZE } from '../../../src/config/constants'
import { AppContextProvider } from '../../../src/context/AppContext'
import { notify } from '../../../src/lib/notify'
import { queryKeys } from '../../../src/queries/keys'
import { seededRandom } from '../../fixtures/securityE2e'
import { recordFigures } from '../../fixtures/securityFigures'
import { server } from '../../mocks/server'
import { createTestAuth } from '../../utils/render'
import { DETAIL_COURSE, makeCourse } from '../catalogue/catalogueApi'
import { i18n } from '../../../src/lib/i18n'

/*
 * Stale answers and cancellation (docs/security-and-reliability.md#stale-answers, #cancellation), many times over,
 * deterministically: every course answer is held by the test and released in a seeded random order, so no
 * ordering depends on timing and a failing seed replays exactly (RACE_SEED=… npx vitest run <this file>).
 * - Answers for courses visited one after another, released in any order, never show an earlier course under the
 *   newer one's URL; search terms typed one after another always end on the last term's results.
 * - Leaving a page while its course loads aborts that request, and its answer, released afterwards (a failure
 *   that would toast if it reached the app), never toasts.
 * The e2e spec keeps a few of each in a real browser (tests/e2e/security-faults.spec.ts).
 */

const SPEC_FILE = 'raceAndAbort.test.tsx'
const SEED = Number(process.env.RACE_SEED ?? 20260301)
// Each test is hundreds of condition waits; a loaded machine can make that minutes, which is not a failure.
const MANY_STEPS_MS = 300_000

// A catalogue for the search terms: 30 titles, so a common term has more matches than one grid page.
const TOPICS = ['JavaScript Essentials', 'React Patterns', 'Data Science with Python', 'Web Design Basics']
const MORE_TOPICS = ['TypeScript in Depth', 'Python for Data', 'Responsive Web Layouts', 'Design Systems']
const LEVELS = ['Beginner', 'Intermediate', 'Advanced']
const CATALOGUE = [...TOPICS, ...MORE_TOPICS, 'Java Fundamentals', 'Node.js APIs'].flatMap((topic, topicIndex) =>
  LEVELS.map((level, levelIndex) => makeCourse(`search_${topicIndex}_${levelIndex}`, `${topic}: ${level}`)),
)
const WORDS = ['java', 'react', 'data', 'design', 'python', 'a', 'zzz', 'script', 'web', '']

/** The whole route table with a visitor, and a way to navigate inside it as a link would. */
function mountApp(route: string) {
  const queryClient = createQueryClient()
  let navigate: NavigateFunction | null = null
  function Probe() {
    const location = useLocation()
    const navigateTo = useNavigate()
    useEffect(() => {
      navigate = navigateTo
    }, [navigateTo])
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <AuthContext.Provider value={createTestAuth({ user: null })}>
            <AppContextProvider>
              <AppRoutes />
              <Probe />
            </AppContextProvider>
          </AuthContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return {
    queryClient,
    location: () => screen.getByTestId('location').textContent,
    /** Goes to each path in turn, back to back, as fast as the router takes them. */
    navigate: (...paths: string[]) =>
      act(async () => {
        for (const path of paths) await navigate?.(path)
      }),
  }
}

type Held = { release: (answer: Response) => void }

/**
 * GET /api/course/{id} for any id other than the catalogue: held until the test releases it. `delivered` holds
 * the ids whose released answer MSW has handed to the request (whether or not the app still listens).
 */
function holdCourseAnswers() {
  const held = new Map<string, Held>()
  const delivered = new Set<string>()
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: CATALOGUE } as JsonBodyType)),
    http.get('*/api/course/:id', ({ params }) => {
      const id = String(params.id)
      return new Promise<Response>((resolve) => held.set(id, { release: resolve }))
    }),
  )
  server.events.on('response:mocked', ({ request }) => {
    delivered.add(courseIdOf(request.url))
  })
  return { held, delivered }
}

const courseAnswer = (id: string) =>
  HttpResponse.json({ success: true, courseData: { ...DETAIL_COURSE, _id: id, courseTitle: `Race ${id}` } })

/** Every request the app aborted, by URL: the request MSW sees carries the signal the app's fetch was given. */
function watchAborts(): () => string[] {
  const aborted: string[] = []
  server.events.on('request:start', ({ request }) => {
    request.signal.addEventListener('abort', () => aborted.push(request.url), { once: true })
  })
  return () => aborted
}

/** The course id at the end of a course URL. */
const courseIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')

/** The toasts the app asks for (success, error, warning or info), and those on screen. */
function watchToasts() {
  const spies = (['success', 'error', 'warn', 'info'] as const).map((kind) => vi.spyOn(notify, kind))
  return {
    asked: () => spies.flatMap((spy) => spy.mock.calls.map(([message]) => message)),
    onScreen: () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent),
  }
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

const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null

afterEach(() => {
  server.events.removeAllListeners()
})

type Step = { kind: 'visit' | 'answer'; id: string }

/** A random order of visiting `ids` one after another and answering each some time after its visit. */
function interleave(ids: string[], random: () => number): Step[] {
  const steps: Step[] = []
  const waiting: string[] = []
  let visited = 0
  while (visited < ids.length || waiting.length > 0) {
    const pick = Math.floor(random() * (waiting.length + (visited < ids.length ? 1 : 0)))
    if (pick === waiting.length) {
      const id = ids[visited++] ?? ''
      steps.push({ kind: 'visit', id })
      waiting.push(id)
    } else {
      steps.push({ kind: 'answer', id: waiting.splice(pick, 1)[0] ?? '' })
    }
  }
  return steps
}

test(
  'a slow answer for an earlier course never replaces the newer one (50 seeded orderings)',
  async () => {
    const random = seededRandom(SEED)
    const { held, delivered } = holdCourseAnswers()
    const toasts = watchToasts()
    const aborted = watchAborts()
    const app = mountApp('/about')
    await screen.findByRole('heading', { level: 1, name: /About/ })
    const mismatches: string[] = []
    const orderings = 50

    let played = 0
    // Stops at the first mismatch: each step after it would wait out its conditions for nothing.
    while (played < orderings && mismatches.length === 0) {
      const index = played++
      const ids = ['a', 'b', ...(random() < 0.5 ? ['c'] : [])].map((suffix) => `race-${index}-${suffix}`)
      const answered = new Set<string>()
      let current = ''
      for (const [position, step] of interleave(ids, random).entries()) {
        let settled: boolean
        if (step.kind === 'visit') {
          current = step.id
          await app.navigate(`/course/${step.id}`)
          settled = await eventually(() => held.has(step.id))
        } else {
          held.get(step.id)?.release(courseAnswer(step.id))
          answered.add(step.id)
          // The answer has reached the request, or the app had cancelled it, and the app is done with it.
          const isCancelled = () => aborted().some((url) => courseIdOf(url) === step.id)
          settled =
            (await eventually(() => delivered.has(step.id) || isCancelled())) &&
            (await eventually(
              () => app.queryClient.getQueryState(queryKeys.course(step.id))?.fetchStatus !== 'fetching',
            )) &&
            (step.id !== current || (await eventually(() => heading() === `Race ${current}`)))
          await act(async () => {})
        }
        // The URL names the newest course; the page shows it, or its loader until its own answer is in.
        const expected = answered.has(current) ? `Race ${current}` : null
        if (!settled || app.location() !== `/course/${current}` || heading() !== expected) {
          mismatches.push(
            `ordering ${index}, step ${position} (${step.kind} ${step.id}): url ${app.location()} shows "${heading()}"`,
          )
          break
        }
      }
    }

    const failures = { staleRenders: mismatches.length, toasts: toasts.asked().length }
    recordFigures(
      { file: SPEC_FILE, title: 'slow answers for earlier courses (seeded orderings)' },
      { row: 'faults', tried: played, failures, counts: { seed: SEED, abortedOnLeaving: aborted().length } },
    )
    expect({ mismatches, toasts: toasts.asked(), played }, `seed ${SEED}`).toEqual({
      mismatches: [],
      toasts: [],
      played: orderings,
    })
  },
  MANY_STEPS_MS,
)

test(
  'search terms typed one after another always end on the last term and its results',
  async () => {
    const random = seededRandom(SEED + 1)
    holdCourseAnswers()
    const app = mountApp('/course-list')
    await screen.findAllByTestId('course-card')
    const mismatches: string[] = []
    const sequences = 10

    let typed = 0
    while (typed < sequences && mismatches.length === 0) {
      typed += 1
      const terms = Array.from({ length: 5 }, () => WORDS[Math.floor(random() * WORDS.length)] ?? '')
      await app.navigate(...terms.map((term) => `/course-list${term ? `/${encodeURIComponent(term)}` : ''}`))
      const last = terms.at(-1) ?? ''
      const matches = CATALOGUE.filter((course) => course.courseTitle.toLowerCase().includes(last)).length
      const expectedCards = Math.min(matches, COURSE_GRID_PAGE_SIZE)
      const cards = () => screen.queryAllByTestId('course-card').length
      const chip = () => screen.queryByRole('link', { name: 'Clear search' })?.parentElement?.textContent ?? ''
      const settled = await eventually(
        () =>
          app.location() === `/course-list${last ? `/${last}` : ''}` &&
          chip() === (last ? `Search term:${last}` : '') &&
          (matches === 0
            ? screen.queryByText('No courses available at the moment.') !== null
            : cards() === expectedCards),
      )
      if (!settled) {
        mismatches.push(`"${terms.join('" → "')}": url ${app.location()}, chip "${chip()}", ${cards()} cards`)
      }
    }

    recordFigures(
      { file: SPEC_FILE, title: 'search terms typed one after another' },
      { row: 'faults', tried: typed, failures: { staleRenders: mismatches.length }, counts: { seed: SEED + 1 } },
    )
    expect({ mismatches, typed }, `seed ${SEED + 1}`).toEqual({ mismatches: [], typed: sequences })
  },
  MANY_STEPS_MS,
)

/** What a left page's request would have answered: failures that toast if they reached the app, and data. */
const LATE_ANSWERS = [
  () => HttpResponse.json({ success: false, message: 'Late failure (test)' }, { status: 500 }),
  () => HttpResponse.json({ success: false, message: 'Late refusal (test)' }),
  () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
]

test(
  'leaving a page while its data loads aborts the request and never toasts (20 times)',
  async () => {
    const { held } = holdCourseAnswers()
    const toasts = watchToasts()
    const aborted = watchAborts()
    const app = mountApp('/about')
    await screen.findByRole('heading', { level: 1, name: /About/ })
    const repetitions = 20
    let notAborted = 0
    let left = 0

    // Stops at the first request left running: the ones after it would each wait out the check.
    while (left < repetitions && notAborted === 0) {
      const index = left++
      const id = `leave-${index}`
      await app.navigate(`/course/${id}`)
      await eventually(() => held.has(id) && screen.queryByText('Loading course…') !== null)
      fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'About Us' }))
      await eventually(() => app.location() === '/about' && /About/.test(heading() ?? ''))
      if (!(await eventually(() => aborted().some((url) => url.endsWith(`/api/course/${id}`))))) notAborted += 1
      // The answer comes after all (to a request already cancelled); the app must not take it.
      const late = LATE_ANSWERS[index % LATE_ANSWERS.length]
      held.get(id)?.release(late ? late() : courseAnswer(id))
      await act(async () => {})
    }
    await eventually(() => app.queryClient.isFetching() === 0)
    await act(async () => {})

    const failures = { toasts: toasts.asked().length, toastsOnScreen: toasts.onScreen().length, notAborted }
    recordFigures(
      { file: SPEC_FILE, title: 'leaving a page while its data loads' },
      { row: 'faults', tried: left, failures, counts: { aborted: aborted().length } },
    )
    expect({ failures, toasts: [...toasts.asked(), ...toasts.onScreen()], left }).toEqual({
      failures: { toasts: 0, toastsOnScreen: 0, notAborted: 0 },
      toasts: [],
      left: repetitions,
    })
  },
  MANY_STEPS_MS,
)
