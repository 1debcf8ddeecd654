import type { Locator, Page, Route } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { TIMEOUT_MS } from '../../src/config/constants'
import {
  closeToasts,
  createEducator,
  createLearner,
  recordTestFigures,
  seedCourseDraft,
  shownToasts,
  signInDemo,
  useSession,
  validCourseDraft,
  watchToasts,
  test,
} from '../fixtures/securityE2e'
import { allowConsoleErrors, expect, requestsSeen, stubYouTube } from './fixtures'

/*
 * Double submits, a failed POST that is never retried, and a purchase that timed out
 * (docs/security-and-reliability.md#double-submits). Each posting action is hit with three bursts while its request is
 * held open: 10 clicks fired before React can re-render, a double-click, and Enter pressed 5 times. Exactly one request
 * per burst may leave; then the held request fails, the control must open again, and the next burst runs.
 */

test.use({ reducedMotion: 'reduce' })

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const HELD_FAILURE = 'Held and refused by the test'
const BROWSER_NETWORK_NOISE = /Failed to load resource|net::ERR_/
/**
 * Past any retry a POST could be given: TanStack Query's default retry delay tops out at 30 s, longer than the
 * app's own GET backoff (GET_RETRY in src/config/constants.ts). Run on the fake clock, so it costs no real time.
 */
const LONGEST_BACKOFF_MS = 30_000

type Action = {
  name: string
  endpoint: string
  /** Opens the screen with the control ready; returns the control. */
  open: (page: Page) => Promise<Locator>
  /** The element whose aria-busy shows the request in flight. */
  busy: (page: Page) => Locator
  /** Keyboard burst: Enter on a button; a radio group moves with the arrow keys instead. */
  keyboard: 'Enter' | 'ArrowRight'
  /** What a rapid click targets (a star burst cycles through the stars, a button is clicked in place). */
  clickTargets?: (page: Page) => Locator
  /**
   * What shows instead of an error when the connection drops: Mark as Complete keeps the lecture to send once
   * the browser is back online (harmless to repeat), so it says "Saved — will sync".
   */
  keptForLater?: (page: Page) => Locator
}

/** A course of the demo learner with no lecture completed yet, and its first lecture. */
async function untouchedCourse(page: Page, token: string): Promise<{ id: string; lecture: string }> {
  const headers = { Authorization: `Bearer ${token}` }
  const answer = await page.request.get('/api/user/data/enrolled-courses', { headers })
  const { enrolledCourses } = (await answer.json()) as {
    enrolledCourses: { _id: string; courseContent: { chapterContent: { lectureTitle: string }[] }[] }[]
  }
  for (const course of enrolledCourses) {
    const progress = await page.request.post('/api/user/get-course-progress', {
      headers,
      data: { courseId: course._id },
    })
    const { progressData } = (await progress.json()) as { progressData: { completedLectures: string[] } | null }
    if (!progressData || progressData.completedLectures.length === 0) {
      return { id: course._id, lecture: course.courseContent[0]?.chapterContent[0]?.lectureTitle ?? '' }
    }
  }
  throw new Error('the demo learner has no untouched course')
}

async function openPlayerLecture(page: Page): Promise<void> {
  const person = await signInDemo(page.request, DEMO_ACCOUNTS.learner._id)
  await useSession(page, person)
  await stubYouTube(page)
  const course = await untouchedCourse(page, person.token)
  await page.goto(`/player/${course.id}`)
  await page.getByRole('button', { name: `Watch ${course.lecture}` }).click()
}

const ACTIONS: Action[] = [
  {
    name: 'Enroll',
    endpoint: '**/api/user/purchase',
    open: async (page) => {
      await useSession(page, await createLearner(page.request, 'Burst Buyer'))
      await page.goto(`/course/${COURSE_ID}`)
      return page.getByRole('button', { name: 'Enroll Now' })
    },
    busy: (page) => page.getByRole('button', { name: 'Enroll Now' }),
    keyboard: 'Enter',
  },
  {
    name: 'ADD (add-course)',
    endpoint: '**/api/educator/add-course',
    open: async (page) => {
      const educator = await createEducator(page.request, 'Burst Educator')
      await useSession(page, educator)
      await seedCourseDraft(page, educator.userId, validCourseDraft())
      await page.goto('/educator/add-course')
      await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
      await expect(page.getByAltText('Thumbnail preview')).toBeVisible()
      return page.getByRole('button', { name: 'ADD', exact: true })
    },
    busy: (page) => page.getByRole('button', { name: 'ADD', exact: true }),
    keyboard: 'Enter',
  },
  {
    name: 'Become Educator',
    endpoint: '**/api/educator/update-role',
    open: async (page) => {
      await useSession(page, await createLearner(page.request, 'Burst Teacher'))
      await page.goto('/about')
      return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Become Educator' })
    },
    busy: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Become Educator' }),
    keyboard: 'Enter',
  },
  {
    name: 'Mark as Complete',
    endpoint: '**/api/user/update-course-progress',
    open: async (page) => {
      await openPlayerLecture(page)
      return page.getByRole('button', { name: 'Mark as Complete' })
    },
    busy: (page) => page.getByRole('button', { name: 'Mark as Complete' }),
    keyboard: 'Enter',
    keptForLater: (page) => page.getByRole('button', { name: 'Saved — will sync' }),
  },
  {
    name: 'rating star',
    endpoint: '**/api/user/add-user-rating',
    open: async (page) => {
      await openPlayerLecture(page)
      // The radios are visually hidden; people click the star drawn in their label.
      return page.getByRole('group', { name: 'Rate This Course:' }).locator('label').filter({ hasText: '3 stars' })
    },
    busy: (page) => page.getByRole('group', { name: 'Rate This Course:' }),
    keyboard: 'ArrowRight',
    // Clicking a star that is already chosen changes nothing; a burst across the stars is the real test.
    clickTargets: (page) => page.getByRole('group', { name: 'Rate This Course:' }).locator('label'),
  },
]

type Burst = 'clicks' | 'dblclick' | 'keys'

async function burst(page: Page, action: Action, control: Locator, style: Burst): Promise<void> {
  if (style === 'clicks') {
    // Ten clicks in one task: React cannot re-render (and disable anything) between them.
    const targets = action.clickTargets ? action.clickTargets(page) : control
    await targets.first().evaluate((first, all) => {
      const elements = all ? Array.from(first.parentElement?.querySelectorAll('label') ?? []) : [first]
      for (let index = 0; index < 10; index++) (elements[index % elements.length] as HTMLElement).click()
    }, Boolean(action.clickTargets))
  } else if (style === 'dblclick') {
    await control.dblclick()
  } else {
    // A star is focused through its radio (the label itself is not focusable).
    await (action.clickTargets ? control.locator('input') : control).focus()
    for (let index = 0; index < 5; index++) await page.keyboard.press(action.keyboard)
  }
}

for (const action of ACTIONS) {
  test(`${action.name} sends exactly one request per burst and never retries a failed one`, async ({
    page,
  }, testInfo) => {
    allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
    const held: Route[] = []
    // hold: kept open until the burst is over; fail: refused at once; abort: the connection drops.
    let mode: 'hold' | 'fail' | 'abort' = 'hold'
    let requests = 0
    const refuse = (route: Route) => route.fulfill({ json: { success: false, message: HELD_FAILURE } }).catch(() => {})
    await page.route(action.endpoint, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      requests += 1
      if (mode === 'abort') return route.abort('connectionreset')
      if (mode === 'fail') return refuse(route)
      held.push(route)
    })
    // Fake timers (flowing on their own until told otherwise), so a retry's backoff can be run through at once.
    await page.clock.install()
    // Every toast shown is recorded: one that closed by itself (after 5 s) still counts.
    await watchToasts(page)
    const control = await action.open(page)
    await expect(control).toBeEnabled()

    const extra: Record<Burst, number> = { clicks: 0, dblclick: 0, keys: 0 }
    const notBusy: Burst[] = []
    const stuck: Burst[] = []
    for (const style of ['clicks', 'dblclick', 'keys'] as const) {
      mode = 'hold'
      const before = requests
      await burst(page, action, control, style)
      // The first request is held open: the control must show it is busy meanwhile.
      await expect.poll(() => requests - before, { intervals: [10] }).toBeGreaterThan(0)
      await expect.soft(action.busy(page), `${style}: busy while sending`).toHaveAttribute('aria-busy', 'true')
      if ((await action.busy(page).getAttribute('aria-busy')) !== 'true') notBusy.push(style)
      // The held request fails (and so would any extra one, at once); the control must be usable again.
      mode = 'fail'
      for (const route of held.splice(0)) await refuse(route)
      await expect(page.getByText(HELD_FAILURE)).toBeVisible()
      await expect(action.busy(page)).not.toHaveAttribute('aria-busy', 'true')
      // The action has completed: every request of the burst has gone out by now, extra ones included.
      extra[style] = Math.max(0, requests - before - 1)
      if (action.keyboard === 'Enter' && !(await control.isEnabled())) stuck.push(style)
      await closeToasts(page)
    }

    // The connection drops: one request, one readable error (or the lecture kept for later), no automatic retry.
    mode = 'abort'
    const before = requests
    const errorsBefore = (await shownToasts(page, 'error')).length
    await (action.clickTargets ? action.clickTargets(page).nth(3) : control).click()
    if (action.keptForLater) await expect(action.keptForLater(page)).toBeVisible()
    else await expect(page.locator('.Toastify__toast--error[data-in="true"]')).toHaveCount(1)
    // Any retry's backoff timer fires within this; the retry would then be seen before the marker request.
    await page.clock.runFor(LONGEST_BACKOFF_MS)
    await requestsSeen(page)
    const retried = requests - before - 1
    const errors = (await shownToasts(page, 'error')).slice(errorsBefore)

    const failures = {
      extraRequests: extra.clicks + extra.dblclick + extra.keys,
      notBusyWhileSending: notBusy.length,
      stuckAfterFailure: stuck.length,
      postRetried: Math.max(0, retried) + (retried < 0 ? 1 : 0),
      unreadableError: action.keptForLater
        ? errors.length
        : errors.length === 1 && /connection|reach/i.test(errors[0] ?? '')
          ? 0
          : 1,
    }
    recordTestFigures(testInfo, { row: 'submits', tried: 4, failures, counts: { bursts: 3, requests } })
    expect({ extra, notBusy, stuck, retried, errors: errors.length }).toEqual({
      extra: { clicks: 0, dblclick: 0, keys: 0 },
      notBusy: [],
      stuck: [],
      retried: 0,
      errors: action.keptForLater ? 0 : 1,
    })
  })
}

test('a purchase that timed out says so, and a second click sends exactly one new request', async ({
  page,
}, testInfo) => {
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  let purchases = 0
  let hang = true
  await page.route('**/api/user/purchase', async (route) => {
    purchases += 1
    if (hang) return // never answered: the 20-second limit ends it
    await route.fallback()
  })
  await useSession(page, await createLearner(page.request, 'Slow Buyer'))
  await page.clock.install()
  await page.goto(`/course/${COURSE_ID}`)
  const enroll = page.getByRole('button', { name: 'Enroll Now' })
  await enroll.click()
  await expect.poll(() => purchases, { intervals: [10] }).toBe(1)
  await page.clock.fastForward(TIMEOUT_MS.post + 500)
  await expect(page.getByText('The server is taking too long. Please try again.')).toBeVisible()
  await expect(enroll).toBeEnabled()
  const afterTimeout = purchases
  hang = false
  await enroll.click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  const failures = { requestsPerAction: afterTimeout === 1 && purchases === 2 ? 0 : 1 }
  recordTestFigures(testInfo, { row: 'submits', tried: 2, failures })
  expect({ afterTimeout, purchases }).toEqual({ afterTimeout: 1, purchases: 2 })
})
