import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import { expect, seriousViolations, test, useSession, type SignedIn } from './fixtures'

/*
 * Time left, the "Show" filter and "Plan study time" on My Enrollments (docs/study-flow.md#time-left,
 * #plan-study-time) through the real build: the filter survives a reload, and the downloaded calendar file is
 * read line by line. The learner is new to each test and owns three courses: one completed, one half-way, one not
 * started, so other specs' progress never moves these figures.
 */

const COMPLETED = { id: DEMO_COURSE_IDS['javascript-essentials'] ?? '', done: 'all' } as const
// Its title makes the alarm's line "DESCRIPTION:Study: React 19 …" 79 octets: one that must be folded.
const HALF_WAY = {
  id: DEMO_COURSE_IDS['react-in-practice'] ?? '',
  done: 4,
  title: 'React 19 in Practice: Hooks, Suspense and Server Components',
} as const
const NOT_STARTED = { id: DEMO_COURSE_IDS['sql-mastery'] ?? '', done: 0 } as const

type ApiLecture = { lectureId: string; lectureDuration: number }

async function courseLectures(request: APIRequestContext, courseId: string): Promise<ApiLecture[]> {
  const answer = await request.get(`/api/course/${courseId}`)
  const body = (await answer.json()) as { courseData: { courseContent: { chapterContent: ApiLecture[] }[] } }
  return body.courseData.courseContent.flatMap((chapter) => chapter.chapterContent)
}

/** A new learner who bought the three courses on the test checkout and completed lectures through the API. */
async function learnerWithThreeCourses(request: APIRequestContext): Promise<SignedIn> {
  const person = await createLearner(request, 'Plan Learner')
  const headers = { Authorization: `Bearer ${person.token}` }
  for (const { id, done } of [COMPLETED, HALF_WAY, NOT_STARTED]) {
    const purchase = await request.post('/api/user/purchase', { headers, data: { courseId: id } })
    const { sessionUrl } = (await purchase.json()) as { sessionUrl: string }
    const paid = await request.post(sessionUrl, {
      form: { cardNumber: '4242 4242 4242 4242', action: 'pay' },
      maxRedirects: 0,
    })
    expect(paid.status()).toBe(303)
    const lectures = await courseLectures(request, id)
    for (const lecture of done === 'all' ? lectures : lectures.slice(0, done)) {
      const marked = await request.post('/api/user/update-course-progress', {
        headers,
        data: { courseId: id, lectureId: lecture.lectureId },
      })
      expect((await marked.json()).success).toBe(true)
    }
  }
  return person
}

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

/** The table lists the completed course alone, with no time left. */
async function expectOnlyTheCompletedCourse(page: Page): Promise<void> {
  await expect(rows(page)).toHaveCount(1)
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^Completed\b/ }),
  ).toBeVisible()
  await expect(rows(page).first()).not.toContainText('left')
}

test.use({ timezoneId: 'Europe/Berlin' })

test('My Enrollments filtered to Completed keeps the filter on a reload; axe finds nothing serious', async ({
  page,
}) => {
  await useSession(page, await learnerWithThreeCourses(page.request))
  await page.goto('/my-enrollments')
  await expect(page.getByText(/^\d+ of \d+ lectures complete · .+ learned$/)).toBeVisible()
  await expect(rows(page)).toHaveCount(3)
  const show = page.getByRole('combobox', { name: 'Show' })
  await expect(show.getByRole('option')).toHaveText(['All (3)', 'In progress (1)', 'Not started (1)', 'Completed (1)'])
  await expect(rows(page).filter({ hasText: HALF_WAY.title })).toContainText(/\d minutes? left/)

  await show.selectOption({ label: 'Completed (1)' })
  await expect(page).toHaveURL(/\/my-enrollments\?status=completed$/)
  await expectOnlyTheCompletedCourse(page)

  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('completed')
  await expectOnlyTheCompletedCourse(page)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All (3)' })
  await expect(page).toHaveURL(/\/my-enrollments$/)
  await expect(rows(page)).toHaveCount(3)
  expect(await seriousViolations(page)).toEqual([])
})

test('a plan made by keyboard downloads as a calendar file with its rule, length, reminder and folded lines', async ({
  page,
  baseURL,
}) => {
  await useSession(page, await learnerWithThreeCourses(page.request))
  const lectures = await courseLectures(page.request, HALF_WAY.id)
  const minutesLeft = Math.ceil(lectures.slice(HALF_WAY.done).reduce((total, l) => total + l.lectureDuration, 0))
  const scripts: string[] = []
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
  })
  await page.goto('/my-enrollments')
  await expect(page.getByText(/lectures complete ·/)).toBeVisible()
  // The calendar file maker is fetched only once the dialog opens.
  expect(scripts.filter((path) => /calendarFile|StudyPlanDialog/.test(path))).toEqual([])

  const plan = rows(page)
    .filter({ hasText: HALF_WAY.title })
    .getByRole('button', { name: /^Plan study time/ })
  await plan.focus()
  const callsBefore = apiCalls.length
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Plan study time' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => scripts.filter((path) => /calendarFile/.test(path)).length).toBeGreaterThan(0)
  const download = dialog.getByRole('button', { name: 'Download calendar file' })
  await expect(download).toBeDisabled()
  await expect(dialog.getByText('Choose at least one day of the week to download the plan.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Keyboard only: Tab to Monday and Wednesday, tick them with Space, choose 45 minutes.
  const tabTo = async (name: string) => {
    const target = dialog.getByRole('checkbox', { name })
    for (let stops = 0; stops < 20 && !(await target.evaluate((node) => node === document.activeElement)); stops++) {
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
    await page.keyboard.press('Space')
    await expect(target).toBeChecked()
  }
  await tabTo('Mon')
  await tabTo('Wed')
  await dialog.getByRole('combobox', { name: 'Minutes per session' }).selectOption('45')
  const sessions = Math.ceil(minutesLeft / 45)
  await expect(dialog.getByRole('status')).toContainText(`${sessions} sessions left · finish by `)
  expect(await seriousViolations(page)).toEqual([])

  const google = dialog.getByRole('link', { name: /^Add to Google Calendar/ })
  const href = new URL((await google.getAttribute('href')) ?? '')
  expect(`${href.origin}${href.pathname}`).toBe('https://calendar.google.com/calendar/render')
  expect(href.searchParams.get('action')).toBe('TEMPLATE')
  expect(href.searchParams.get('ctz')).toBe('Europe/Berlin')
  expect(href.searchParams.get('recur')).toBe(`RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=${sessions}`)

  await download.focus()
  const saved = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  const file = await saved
  expect(file.suggestedFilename()).toBe('React 19 in Practice Hooks, Suspense and Server Components.ics')
  const chunks: Buffer[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  const text = bytes.toString('utf8')

  // Every line ends with CRLF and holds at most 75 octets; long ones are folded with a space.
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const physical = text.split('\r\n').slice(0, -1)
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0)

  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
  expect(lines).toContain(`RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=${sessions}`)
  expect(lines).toContain('DURATION:PT45M')
  // The title's comma is escaped as TEXT values need.
  const escapedTitle = HALF_WAY.title.replace(/,/g, '\\,')
  expect(lines).toContain(`SUMMARY:Study: ${escapedTitle}`)
  expect(lines).toContain(`URL:${baseURL}/player/${HALF_WAY.id}`)
  expect(lines.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART:\d{8}T180000$/)
  const alarm = text.replace(/\r\n[ \t]/g, '').match(/BEGIN:VALARM\r\n([\s\S]*?)END:VALARM\r\n/)?.[1] ?? ''
  expect(alarm.split('\r\n').filter(Boolean).sort()).toEqual([
    'ACTION:DISPLAY',
    `DESCRIPTION:Study: ${escapedTitle}`,
    'TRIGGER:-PT10M',
  ])

  // Nothing went to the API, and Escape returns to the button that opened the dialog.
  expect(apiCalls.slice(callsBefore)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(plan).toBeFocused()
})

test('"Add to Google Calendar" opens Google Calendar in a new tab, which the page policy lets through', async ({
  page,
  context,
}) => {
  await context.route('https://calendar.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Calendar</title>' }),
  )
  await useSession(page, await learnerWithThreeCourses(page.request))
  await page.goto('/my-enrollments')
  await rows(page)
    .filter({ hasText: 'SQL Mastery' })
    .getByRole('button', { name: /^Plan study time/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Plan study time' })
  await dialog.getByText('Sat', { exact: true }).click()
  const popup = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: /^Add to Google Calendar/ }).click()
  const tab = await popup
  await tab.waitForLoadState()
  expect(tab.url()).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/)
  await expect(tab).toHaveTitle('Google Calendar')
})

test('in the Dark theme My Enrollments and the open plan dialog have no serious axe violation either', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('edemy.theme', 'dark'))
  await useSession(page, await learnerWithThreeCourses(page.request))
  await page.goto('/my-enrollments?status=in-progress')
  await expect(rows(page)).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])
  await rows(page)
    .getByRole('button', { name: /^Plan study time/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Plan study time' })
  await dialog.getByRole('checkbox', { name: 'Thu' }).check()
  await expect(dialog.getByRole('status')).toContainText('sessions left')
  expect(await seriousViolations(page)).toEqual([])
})
