// The soak run's journeys (scripts/soak.mjs): what a visitor, a learner and an educator do in the app, each
// written to end in one of two ways, the app's success or a failure the app shows (an error view, an error
// toast), since the fault layer makes either possible. A step that ends in neither within its bound is stuck.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lecturesOf } from './oracle.mjs'
import { toastsOf } from './observe.mjs'

const THUMBNAIL = readFileSync(fileURLToPath(new URL('../../tests/fixtures/educator/thumbnail.png', import.meta.url)))
const TEST_CARD = '4242 4242 4242 4242'
const SEARCH_TERMS = ['javascript', 'python', 'design', 'data', 'react', 'git', 'marketing', 'zzqx', 'SQL', '']
const SORT_LABELS = ['Relevance', 'Price: low to high', 'Price: high to low', 'Highest rated', 'Newest']
const MARK_LABELS = /^(Mark as Complete|Completed|Saved — will sync)$/
// What the app says when the API took a lecture: the API's message (docs/api.md, call 7) or its own fallback.
const MARKED_MESSAGES = /^(Progress Updated|Lecture Already Completed|Lecture marked as complete)/
const RATED_MESSAGES = /^(Rating added|Rating updated|Thank you for rating this course)/
const OFFLINE_BANNER = 'You are offline. We will refresh this page when your connection is back.'

/** An error view in place of a page's data (ErrorView, or the route's crash screen): it has a heading. */
const failureView = (page) => page.locator('div[role="alert"]').filter({ has: page.locator('h1, h2') })

/**
 * Polls `checks` ({ name: async () => boolean }) until one holds and returns its name; throws after timeoutMs,
 * naming what it waited for.
 */
async function until(page, checks, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const [name, check] of Object.entries(checks)) {
      if (await check().catch(() => false)) return name
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`)
    await page.waitForTimeout(250)
  }
}

const visible = (locator) => () => locator.first().isVisible()

/** A check that holds once the page showed a toast of `kind` (and matching `text`) after toast number `from`. */
const toastAfter = (page, from, kind, text) => async () =>
  (await toastsOf(page)).slice(from).some((toast) => toast.kind === kind && (!text || text.test(toast.text)))

/** What a journey notes before an action, so it can tell later whether the app answered with an error toast. */
async function beforeAction(page) {
  return { from: (await toastsOf(page)).length, at: Date.now() }
}

/**
 * A check that holds once the app said the action failed: a new error toast, or (the app shows one toast per
 * distinct message, so a failure repeating a message still on screen adds none) an error toast still on screen or
 * from the last 6 s, once 1.5 s have passed for the action to settle. Callers also check that the control is no
 * longer busy.
 */
const errorSaid = (page, mark) => async () => {
  const toasts = await toastsOf(page)
  if (toasts.slice(mark.from).some((toast) => toast.kind === 'error')) return true
  return (
    Date.now() - mark.at > 1500 &&
    toasts.some((toast) => toast.kind === 'error' && (toast.shown || toast.at >= mark.at - 6000))
  )
}

/** Opens a page of the app and waits for its data or its error view; on an error, sometimes presses Try again. */
async function openPage(j, path, ready, what) {
  const { page } = j
  await page.goto(path)
  let outcome = await until(page, { ok: visible(ready), failed: visible(failureView(page)) }, 35_000, what)
  if (outcome === 'failed' && j.random.chance(0.5)) {
    const retry = failureView(page).getByRole('button', { name: 'Try again' })
    if (await retry.isVisible()) {
      j.note(`${what}: error view, Try again`)
      await retry.click()
      outcome = await until(page, { ok: visible(ready), failed: visible(failureView(page)) }, 35_000, what)
    }
  }
  if (outcome === 'failed') {
    const text = await failureView(page)
      .first()
      .innerText()
      .catch(() => '?')
    j.handled(`${what}: ${text.replace(/\s+/g, ' ').trim()}`)
  }
  return outcome === 'ok'
}

// --- visitors (any persona) ----------------------------------------------------------------------------

async function home(j) {
  const { page } = j
  const cards = page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card')
  const ok = await j.step('open home', () => openPage(j, '/', cards, 'home page courses'))
  if (!ok || !j.random.chance(0.5)) return
  await j.step('Show all Courses', async () => {
    await page.getByRole('link', { name: 'Show all Courses' }).click()
    await page.getByRole('heading', { level: 1, name: 'Course List' }).waitFor()
  })
}

async function courseList(j) {
  const { page } = j
  const cards = page.getByTestId('course-card')
  const ok = await j.step('open the course list', () => openPage(j, '/course-list', cards, 'course list'))
  if (!ok) return
  const more = page.getByRole('button', { name: 'Show more courses' })
  if (j.random.chance(0.5) && (await more.isVisible())) {
    await j.step('Show more courses', async () => {
      const before = await cards.count()
      // As a keyboard user does: the grid also loads the next page by itself when its end nears, so a pointer
      // chasing the button can find it moved down a page each time it scrolls to it (a long catalogue, a stuck step).
      await more.focus()
      await page.keyboard.press('Enter')
      await until(page, { more: async () => (await cards.count()) > before }, 15_000, 'more course cards')
    })
  }
}

/** The result count of the course list ("14 courses"), its empty state or its error view. */
function listSettled(page) {
  return {
    ok: visible(page.getByRole('status').filter({ hasText: /^\d[\d,]* courses?$/ })),
    failed: visible(failureView(page)),
  }
}

async function search(j) {
  const { page } = j
  const start = j.random.pick(['/', '/course-list'])
  const term = j.random.pick(SEARCH_TERMS)
  j.note(`search "${term}" from ${start}`)
  await j.step('open a page with the search bar', async () => {
    await page.goto(start)
    await page.getByRole('searchbox', { name: 'Search for courses' }).waitFor()
  })
  await j.step(`search for "${term}"`, async () => {
    const form = page.getByRole('search')
    await form.getByRole('searchbox', { name: 'Search for courses' }).fill(term)
    await form.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\/course-list/)
    const outcome = await until(page, listSettled(page), 35_000, 'search results')
    if (outcome === 'failed') j.handled('search results: error view')
  })
}

async function sortAndFilter(j) {
  const { page } = j
  const ok = await j.step('open the course list', () =>
    openPage(j, '/course-list', page.getByTestId('course-card'), 'course list'),
  )
  if (!ok) return
  const panel = page.getByRole('region', { name: 'Sort and filter courses' })
  const changes = j.random.int(1, 3)
  for (let index = 0; index < changes; index++) {
    const change = j.random.weighted({ sort: 3, rating: 2, free: 1, price: 1 })
    await j.step(`change ${change}`, async () => {
      if (change === 'sort') {
        const label = j.random.pick(SORT_LABELS)
        const select = panel.getByLabel('Sort by')
        const labels = await select.locator('option').allTextContents()
        await select.selectOption({ label: labels.includes(label) ? label : j.random.pick(labels) })
      } else if (change === 'rating') {
        const select = panel.getByLabel('Minimum rating')
        const labels = await select.locator('option').allTextContents()
        await select.selectOption({ label: j.random.pick(labels) })
      } else if (change === 'free') {
        await panel.getByLabel('Free only').click()
      } else {
        await panel.getByLabel('Max price').fill(String(j.random.int(0, 200)))
      }
      const outcome = await until(page, listSettled(page), 20_000, 'the filtered list')
      if (outcome === 'failed') j.handled('filtered list: error view')
    })
  }
}

async function openCourse(j) {
  const { page } = j
  const cards = page.getByTestId('course-card')
  const ok = await j.step('open the course list', () => openPage(j, '/course-list', cards, 'course list'))
  if (!ok) return
  await j.step('open a course', async () => {
    const count = await cards.count()
    await cards
      .nth(j.random.int(0, Math.min(count, 24) - 1))
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL(/\/course\//)
    const outcome = await until(
      page,
      {
        ok: visible(page.getByRole('button', { name: /^(Enroll Now|Already Enrolled)$/ })),
        failed: visible(failureView(page)),
      },
      35_000,
      'the course page',
    )
    if (outcome === 'failed') j.handled('course page: error view')
  })
  const chapter = page.locator('h3 > button[aria-expanded="false"]')
  if (j.random.chance(0.5) && (await chapter.count()) > 0) {
    await j.step('open a chapter', async () => {
      const target = chapter.nth(j.random.int(0, (await chapter.count()) - 1))
      await target.click()
    })
  }
}

// --- learners ------------------------------------------------------------------------------------------

async function myEnrollments(j) {
  const { page } = j
  const ready = page
    .getByRole('link', { name: /^(On Going|Completed|Open)\b/ })
    .or(page.getByText('You have not enrolled in any course yet'))
  await j.step('open My Enrollments', () => openPage(j, '/my-enrollments', ready, 'My Enrollments'))
}

async function enroll(j) {
  const { page, persona } = j
  const owned = new Set((await j.oracle.enrolledCourses(persona.token)).map((course) => course._id))
  const candidates = (await j.catalogue()).filter((course) => !owned.has(course._id))
  if (candidates.length === 0) return j.skip('owns every course')
  const course = j.random.pick(candidates)
  j.note(`course "${course.courseTitle}"`)
  const enrollButton = page.getByRole('button', { name: /^(Enroll Now|Already Enrolled)$/ })
  const ok = await j.step('open the course page', () =>
    openPage(j, `/course/${course._id}`, enrollButton, 'course page'),
  )
  if (!ok) return
  const outcome = await j.step('press Enroll Now', async () => {
    // Signed in once the bar says so, and the button is enabled once the learner's courses are known.
    await page.getByRole('link', { name: 'My Enrollments' }).waitFor()
    await until(page, { enabled: () => enrollButton.isEnabled() }, 35_000, 'Enroll Now enabled')
    const mark = await beforeAction(page)
    await enrollButton.click()
    return until(
      page,
      { checkout: visible(page.getByLabel('Card number')), failed: errorSaid(page, mark) },
      35_000,
      'the checkout page or an error toast',
    )
  })
  if (outcome === 'failed') return j.handled('Enroll Now: error toast')
  await j.step('pay on the test checkout', async () => {
    await page.getByLabel('Card number').fill(TEST_CARD)
    // The checkout's form post never passes the fault layer (it is not an /api/ call): pressed once, paid once.
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/my-enrollments$/, { timeout: 35_000 })
  })
  j.enrolled(course._id)
  await j.step('see the course in My Enrollments', async () => {
    const row = page.getByRole('row').filter({ hasText: course.courseTitle })
    const outcomes = {
      ok: visible(row),
      failed: visible(failureView(page)),
      gaveUp: visible(page.getByText('If you have just paid, your course can take a few minutes to appear here.')),
      // The list kept from before, with the notice that its refresh failed (and Try again).
      stale: visible(page.getByText(/^Showing what was last loaded on .+\. It may be out of date\.$/)),
    }
    let shown = await until(page, outcomes, 35_000, 'the new row')
    const refresh = page.getByRole('button', { name: 'Refresh the list' })
    if (shown === 'stale' && j.random.chance(0.5) && (await refresh.isVisible())) {
      j.note('out of date after paying: Refresh the list')
      await refresh.click()
      await page.waitForTimeout(500)
      shown = await until(page, outcomes, 35_000, 'the new row')
    }
    const why = { failed: 'error view', gaveUp: 'not listed yet', stale: 'out-of-date list' }[shown]
    if (why) j.handled(`My Enrollments after paying: ${why}`)
  })
}

/** Opens the player of one of the learner's courses; returns { course, lectures } or null when it failed. */
async function openPlayer(j, course) {
  const { page } = j
  const heading = page.getByRole('heading', { level: 1, name: course.courseTitle, exact: true })
  const viaList = j.random.chance(0.3)
  const ok = await j.step(viaList ? 'open the player from My Enrollments' : 'open the player', async () => {
    if (!viaList) return openPage(j, `/player/${course._id}`, heading, 'the player')
    const row = page.getByRole('row').filter({ hasText: course.courseTitle })
    if (!(await openPage(j, '/my-enrollments', row, 'My Enrollments'))) return false
    await row.getByRole('link', { name: /^(On Going|Completed|Open)\b/ }).click()
    return (
      (await until(page, { ok: visible(heading), failed: visible(failureView(page)) }, 35_000, 'the player')) === 'ok'
    )
  })
  if (!ok) return false
  await j.step('wait for the progress and open every chapter', async () => {
    await until(
      page,
      {
        known: visible(page.getByText(/^\d+ of \d+ lectures complete$/)),
        failed: visible(page.getByText('Your progress could not be loaded.')),
      },
      35_000,
      'the progress',
    )
    const closed = page.locator('h3 > button[aria-expanded="false"]')
    for (let guard = 0; guard < 50 && (await closed.count()) > 0; guard++) await closed.first().click()
  })
  return true
}

/**
 * The learner's courses as the server has them, with the lectures whose "Watch" button can be named uniquely and
 * those of them the server does not have as complete yet: [{ course, lectures, open }].
 */
async function studyableCourses(j) {
  const courses = await j.oracle.enrolledCourses(j.persona.token)
  const entries = []
  for (const course of courses) {
    const all = lecturesOf(course)
    const titles = new Map()
    for (const lecture of all) titles.set(lecture.lectureTitle, (titles.get(lecture.lectureTitle) ?? 0) + 1)
    const lectures = all.filter((lecture) => titles.get(lecture.lectureTitle) === 1)
    if (lectures.length === 0) continue
    const done = new Set(await j.oracle.completedLectures(j.persona.token, course._id))
    entries.push({ course, lectures, open: lectures.filter((lecture) => !done.has(lecture.lectureId)) })
  }
  return entries
}

/** The state of the lecture panel's button: its label and whether it is busy. */
async function markState(page) {
  const button = page.getByRole('button', { name: MARK_LABELS })
  const label = ((await button.textContent({ timeout: 5000 })) ?? '').trim()
  const busy = (await button.getAttribute('aria-busy', { timeout: 5000 })) === 'true'
  return { label, busy }
}

/**
 * Watches a lecture and, when it is not complete yet, presses Mark as Complete; records what the app then said.
 * Returns 'accepted', 'saved', 'refused', 'already' or 'skipped'.
 */
async function watchAndMark(j, course, lecture, { press }) {
  const { page } = j
  await page.getByRole('button', { name: `Watch ${lecture.lectureTitle}`, exact: true }).click()
  await page
    .getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\.\\d+ ${escapeRegExp(lecture.lectureTitle)}$`) })
    .waitFor()
  const before = await markState(page)
  if (before.label !== 'Mark as Complete') return 'already'
  if (!press) return 'skipped'
  const mark = await beforeAction(page)
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  const outcome = await until(
    page,
    {
      accepted: async () => (await markState(page)).label === 'Completed',
      saved: async () => (await markState(page)).label === 'Saved — will sync',
      // The API said so (its message toast), even if the progress read after it failed.
      toast: toastAfter(page, mark.from, 'success', MARKED_MESSAGES),
      refused: async () => {
        const state = await markState(page)
        return state.label === 'Mark as Complete' && !state.busy && (await errorSaid(page, mark)())
      },
    },
    35_000,
    `the answer to Mark as Complete on "${lecture.lectureTitle}"`,
  )
  if (outcome === 'accepted' || outcome === 'toast' || outcome === 'saved') {
    j.accept(course._id, lecture.lectureId, outcome === 'saved' ? 'saved for later' : 'shown complete')
  }
  const dialog = page.getByRole('dialog', { name: 'Course complete' })
  if (await dialog.isVisible().catch(() => false)) await page.keyboard.press('Escape')
  return outcome === 'toast' ? 'accepted' : outcome
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** 1–3 lectures, mostly ones the server does not have as complete yet (a finished course has none left). */
function chooseLectures(j, { lectures, open }) {
  const count = j.random.int(1, 3)
  return j.random.sample(open.length > 0 && j.random.chance(0.85) ? open : lectures, count)
}

/** One of the learner's courses, mostly one with lectures left to complete. */
function chooseCourse(j, courses) {
  const unfinished = courses.filter((entry) => entry.open.length > 0)
  return j.random.pick(unfinished.length > 0 && j.random.chance(0.85) ? unfinished : courses)
}

/** One of the learner's courses (unfinished ones first), opened in the player; null when none is, or it did not open. */
async function openCourseToStudy(j) {
  const courses = await studyableCourses(j)
  if (courses.length === 0) {
    j.skip('no course to study')
    return null
  }
  const entry = chooseCourse(j, courses)
  j.note(`course "${entry.course.courseTitle}"`)
  return (await openPlayer(j, entry.course)) ? entry : null
}

async function study(j) {
  const entry = await openCourseToStudy(j)
  if (!entry) return
  const { course } = entry
  for (const lecture of chooseLectures(j, entry)) {
    const result = await j.step(`lecture "${lecture.lectureTitle}"`, () =>
      watchAndMark(j, course, lecture, { press: j.random.chance(0.85) }),
    )
    j.note(`"${lecture.lectureTitle}": ${result}`)
    if (result === 'refused') j.handled('Mark as Complete refused (error toast)')
  }
}

async function rate(j) {
  const { page } = j
  const courses = await studyableCourses(j)
  if (courses.length === 0) return j.skip('no course to rate')
  const { course } = j.random.pick(courses)
  j.note(`course "${course.courseTitle}"`)
  if (!(await openPlayer(j, course))) return
  await j.step('rate the course', async () => {
    const stars = page.getByRole('group', { name: 'Rate This Course:' })
    const checked = await stars
      .locator('input:checked')
      .getAttribute('value', { timeout: 1000 })
      .catch(() => null)
    const choices = [1, 2, 3, 4, 5].filter((value) => String(value) !== checked)
    const value = j.random.pick(choices)
    const mark = await beforeAction(page)
    await stars
      .locator('label')
      .filter({ hasText: value === 1 ? '1 star' : `${value} stars` })
      .click()
    const outcome = await until(
      page,
      {
        ok: toastAfter(page, mark.from, 'success', RATED_MESSAGES),
        failed: async () => (await stars.getAttribute('aria-busy')) !== 'true' && (await errorSaid(page, mark)()),
      },
      35_000,
      'the rating answer',
    )
    if (outcome === 'failed') j.handled('rating: error toast')
  })
}

/** The lectures waiting in the app's offline queue in this page's storage (docs/offline.md). */
export async function pendingLectures(page) {
  return page.evaluate(() => {
    const waiting = []
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? ''
      if (!key.startsWith('edemy.pending-progress.')) continue
      try {
        waiting.push(...JSON.parse(localStorage.getItem(key) ?? '[]'))
      } catch {
        waiting.push({ courseId: '?', lectureId: `unreadable ${key}` })
      }
    }
    return waiting
  })
}

const pendingCount = async (page) => (await pendingLectures(page)).length

async function offlineStudy(j) {
  const { page } = j
  const entry = await openCourseToStudy(j)
  if (!entry) return
  const { course } = entry
  await j.step('go offline', async () => {
    await j.setOffline(true)
    await page.getByText(OFFLINE_BANNER).waitFor({ timeout: 15_000 })
  })
  let saved = 0
  for (const lecture of chooseLectures(j, entry)) {
    const result = await j.step(`offline: lecture "${lecture.lectureTitle}"`, () =>
      watchAndMark(j, course, lecture, { press: true }),
    )
    j.note(`offline "${lecture.lectureTitle}": ${result}`)
    if (result === 'saved') saved += 1
    if (result === 'refused') j.handled('Mark as Complete offline refused (error toast)')
  }
  if (j.random.chance(0.3)) {
    // Other actions are sent at once even offline, and say so (docs/offline.md).
    await j.step('offline: rate the course', async () => {
      const stars = page.getByRole('group', { name: 'Rate This Course:' })
      const checked = await stars
        .locator('input:checked')
        .getAttribute('value', { timeout: 1000 })
        .catch(() => null)
      const value = j.random.pick([1, 2, 3, 4, 5].filter((choice) => String(choice) !== checked))
      const mark = await beforeAction(page)
      await stars
        .locator('label')
        .filter({ hasText: value === 1 ? '1 star' : `${value} stars` })
        .click()
      // The request fails at once; its toast shows when react-toastify can load, which without the service worker
      // (blocked here, as in the e2e tests) means once back online if no toast was shown before going offline.
      await page.mouse.move(0, 0)
      await until(
        page,
        {
          back: async () =>
            (await stars.getAttribute('aria-busy')) !== 'true' &&
            ((await stars
              .locator('input:checked')
              .getAttribute('value', { timeout: 1000 })
              .catch(() => null)) ?? null) === checked,
        },
        20_000,
        'the stars to go back after the offline failure',
      )
      const said = await errorSaid(page, mark)()
      j.note(`offline rating: stars went back${said ? ', with a toast' : ', toast waiting for the network'}`)
    })
  }
  await j.step('back online, the queue sends', async () => {
    await j.setOffline(false)
    if (saved === 0) return
    const outcome = await until(
      page,
      { sent: async () => (await pendingCount(page)) === 0 },
      20_000,
      'the offline queue to empty',
    ).catch(() => 'waiting')
    j.offlineSync(outcome)
    if (outcome === 'waiting') j.note(`${await pendingCount(page)} lecture(s) still waiting after 20 s online`)
  })
}

// --- the educator --------------------------------------------------------------------------------------

async function addCourse(j) {
  const { page } = j
  const title = `Soak course ${j.label}`
  j.note(`title "${title}"`)
  await j.step('open Add Course', async () => {
    await page.goto('/educator/add-course')
    await page.getByRole('textbox', { name: 'Course Description' }).waitFor({ timeout: 35_000 })
    const discard = page.getByRole('button', { name: 'Discard draft' })
    if (await discard.isVisible()) await discard.click()
  })
  await j.step('write the course', async () => {
    await page.getByLabel('Course Title').fill(title)
    await page.getByRole('textbox', { name: 'Course Description' }).click()
    await page.keyboard.type('A course written by the soak run.')
    await page.getByLabel('Course Price').fill(String(j.random.int(0, 150)))
    await page.getByLabel('Discount %').fill(String(j.random.int(0, 50)))
    await page
      .getByLabel('Course Thumbnail')
      .setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: THUMBNAIL })
    const chapter = `Chapter ${j.random.int(1, 99)}`
    page.once('dialog', (dialog) => void dialog.accept(chapter))
    await page.getByRole('button', { name: '+ Add Chapter' }).click()
    await page.getByRole('button', { name: `Remove chapter ${chapter}` }).waitFor()
    for (let index = 1; index <= j.random.int(1, 2); index++) {
      await page.getByRole('button', { name: `+ Add Lectures to chapter ${chapter}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Lecture' })
      await dialog.getByLabel('Lecture Title').fill(`Lecture ${index}`)
      await dialog.getByLabel('Duration (minutes)').fill(String(j.random.int(1, 30)))
      await dialog.getByLabel('Lecture URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      if (j.random.chance(0.5)) await dialog.getByLabel('Is Preview Free').check()
      await dialog.getByRole('button', { name: 'ADD' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
  })
  await j.step('publish', async () => {
    const mark = await beforeAction(page)
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    const outcome = await until(
      page,
      {
        ok: toastAfter(page, mark.from, 'success', /^Course added successfully/),
        failed: async () =>
          (await errorSaid(page, mark)()) && (await page.getByRole('button', { name: 'ADD', exact: true }).isEnabled()),
      },
      60_000,
      'the publish answer',
    )
    if (outcome === 'failed') j.handled('publish: error toast')
    else j.catalogueChanged()
  })
}

async function exportCsv(j) {
  const { page } = j
  const [path, table, file] = j.random.pick([
    ['/educator/students-enrolled', 'Students enrolled', 'students-enrolled'],
    ['/educator/my-course', 'My courses', 'my-courses'],
  ])
  const rows = page.getByRole('table', { name: table }).locator('tbody tr')
  const ok = await j.step(`open ${table}`, () => openPage(j, path, rows, table))
  if (!ok) return
  await j.step('Export CSV', async () => {
    const mark = await beforeAction(page)
    let saved = null
    page.waitForEvent('download', { timeout: 30_000 }).then(
      (file) => (saved = file),
      () => null,
    )
    const button = page.getByRole('button', { name: 'Export CSV' })
    await button.click()
    const outcome = await until(
      page,
      {
        done: async () => saved !== null,
        // The file is made from the table on screen (no API call): only a failure to make it says anything.
        failed: async () =>
          Date.now() - mark.at > 4000 &&
          (await button.getAttribute('aria-busy')) !== 'true' &&
          (await errorSaid(page, mark)()),
      },
      30_000,
      'the CSV download',
    )
    if (outcome === 'failed') return j.handled('Export CSV: error toast')
    const bytes = readFileSync(await saved.path())
    const text = bytes.toString('utf8')
    if (!saved.suggestedFilename().startsWith(`Edemy-${file}-`) || bytes[0] !== 0xef || text.split('\n').length < 2) {
      j.checkFailed(`CSV ${saved.suggestedFilename()}: ${JSON.stringify(text.slice(0, 120))}`)
    }
    await saved.delete()
  })
}

async function dashboard(j) {
  const { page } = j
  await j.step('open the dashboard', () => openPage(j, '/educator', page.getByText('Total Earnings'), 'the dashboard'))
}

/** Every journey: who takes it, how often (relative weight) and what it does. */
export const JOURNEYS = {
  home: { who: 'anyone', weight: 8, run: home, about: 'home page, then sometimes Show all Courses' },
  courseList: { who: 'anyone', weight: 6, run: courseList, about: 'course list, sometimes Show more courses' },
  search: { who: 'anyone', weight: 8, run: search, about: 'search from home or the course list' },
  sortFilter: { who: 'anyone', weight: 7, run: sortAndFilter, about: '1–3 changes of sort, rating, free, max price' },
  openCourse: { who: 'anyone', weight: 7, run: openCourse, about: 'a course from the list, sometimes a chapter' },
  myEnrollments: { who: 'learner', weight: 4, run: myEnrollments, about: 'My Enrollments' },
  enroll: { who: 'learner', weight: 7, run: enroll, about: 'Enroll Now, pay with the test card, see the row' },
  study: { who: 'learner', weight: 14, run: study, about: 'player: 1–3 lectures watched, marked complete' },
  rate: { who: 'learner', weight: 5, run: rate, about: 'player: rate the course' },
  offlineStudy: {
    who: 'learner',
    weight: 10,
    run: offlineStudy,
    about: 'player: offline, 1–3 lectures marked complete, back online',
  },
  addCourse: { who: 'educator', weight: 5, run: addCourse, about: 'Add Course with a chapter, lectures, thumbnail' },
  exportCsv: { who: 'educator', weight: 5, run: exportCsv, about: 'Students Enrolled or My Courses, Export CSV' },
  dashboard: { who: 'educator', weight: 3, run: dashboard, about: 'educator dashboard' },
}
