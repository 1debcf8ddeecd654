import type { Locator, Page, Request } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import { allowConsoleErrors, DEMO_ACCOUNTS, expect, startSignedInAs, test, useSession } from './fixtures'

const JS_COURSE = 'JavaScript Essentials: From Zero to Confident Developer'
const PUBLIC_SPEAKING = 'Public Speaking for Engineers'
const PUBLIC_SPEAKING_PATH = `/course/${DEMO_COURSE_IDS['public-speaking-engineers']}`
const JS_COURSE_PATH = `/course/${DEMO_COURSE_IDS['javascript-essentials']}`

function cards(page: Page) {
  return page.getByTestId('course-card')
}

/**
 * How many courses the server listed for this page (awaited alongside its load). Other specs publish
 * courses while this one runs, so the whole list is that answer: the 14 demo courses and any added.
 */
async function catalogueSize(page: Page): Promise<number> {
  const answer = await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/course/all')
  const { courses } = (await answer.json()) as { courses: unknown[] }
  expect(courses.length).toBeGreaterThanOrEqual(14)
  return courses.length
}

async function openCourse(page: Page, title: string): Promise<void> {
  await page.goto(`/course-list/${encodeURIComponent(title)}`)
  await cards(page)
    .getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('a home search lands on the filtered list with a chip whose cross clears it', async ({ page }) => {
  const [catalogue] = await Promise.all([catalogueSize(page), page.goto('/')])
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unlock Your Potential with the courses by Edemy' }),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card')).toHaveCount(4)

  await page.getByPlaceholder('Serach for Courses').fill('react')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/course-list\/react$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Course List' })).toBeVisible()
  await expect(page.getByText('react', { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  for (const title of await cards(page).getByRole('heading').allTextContents()) {
    expect(title.toLowerCase()).toContain('react')
  }

  await page.getByRole('link', { name: 'Clear search' }).click()
  await expect(page).toHaveURL(/\/course-list$/)
  await expect(page.getByRole('link', { name: 'Clear search' })).toHaveCount(0)
  await expect(cards(page)).toHaveCount(catalogue)
  await expect(page.getByPlaceholder('Serach for Courses')).toHaveValue('')
})

test('the course list filters by title, ignoring case, and says when nothing matches', async ({ page }) => {
  const [catalogue] = await Promise.all([catalogueSize(page), page.goto('/course-list')])
  await expect(cards(page)).toHaveCount(catalogue)
  const search = page.getByPlaceholder('Serach for Courses')
  await search.fill('  JAVA ')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/course-list\/%20%20JAVA%20$/)
  // "JavaScript Essentials", "TypeScript for JavaScript Developers", "Data Structures and Algorithms in Java".
  await expect(cards(page)).toHaveCount(3)
  for (const title of await cards(page).getByRole('heading').allTextContents()) {
    expect(title.toLowerCase()).toContain('java')
  }

  await search.fill('c++ (advanced)')
  await search.press('Enter')
  await expect(page.getByText('No courses available at the moment.')).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
})

test('the course grid has 1, 2, 3 and 4 columns as the screen widens, never wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 })
  const [catalogue] = await Promise.all([catalogueSize(page), page.goto('/course-list')])
  await expect(cards(page)).toHaveCount(catalogue)
  for (const { width, columns } of [
    { width: 375, columns: 1 },
    { width: 700, columns: 2 },
    { width: 900, columns: 3 },
    { width: 1280, columns: 4 },
  ]) {
    // The columns come from CSS breakpoints alone, so one loaded list serves every width.
    await page.setViewportSize({ width, height: 900 })
    const lefts = await cards(page).evaluateAll((elements) =>
      elements.slice(0, 8).map((element) => Math.round(element.getBoundingClientRect().left)),
    )
    expect(new Set(lefts).size, `columns at ${width} px`).toBe(columns)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0)
  }
})

test('a card opens the course screen, and a free preview replaces the thumbnail with the player', async ({ page }) => {
  // YouTube's IFrame API script is refused at once (the machine is offline anyway), so the player's
  // failure shows without waiting for the network to give up; the player then says so instead of staying blank.
  await page.route(/^https?:\/\/(www\.)?youtube\.com\//, (route) => route.fulfill({ status: 503, body: '' }))
  allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 503/)
  await openCourse(page, JS_COURSE)
  await expect(page).toHaveTitle(`${JS_COURSE} | Edemy`)
  await expect(page.getByText('5 days left at this Price!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()

  const chapter = page.getByRole('button', { name: /Getting Started/ })
  await expect(chapter).toHaveAttribute('aria-expanded', 'false')
  await chapter.click()
  await expect(chapter).toHaveAttribute('aria-expanded', 'true')
  await page
    .getByRole('button', { name: /^Preview/ })
    .first()
    .click()

  const player = page.getByTestId('preview-player')
  await expect(player).toBeVisible()
  await expect(player).toHaveAttribute('data-video-id', 'PkZNo7MFNFg')
  // Without the IFrame API the player says so, with a link to the video on YouTube.
  await expect(player.getByRole('status').filter({ hasText: 'The video player could not be loaded.' })).toBeVisible()
  await expect(player.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=PkZNo7MFNFg',
  )
})

test('an unknown course shows "Course not found" with a way back', async ({ page }) => {
  allowConsoleErrors(page, /404/)
  await page.goto('/course/does-not-exist')
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse all courses' }).click()
  await expect(page).toHaveURL(/\/course-list$/)
})

test('a signed-out visitor who enrolls is asked to log in', async ({ page }) => {
  await page.goto(PUBLIC_SPEAKING_PATH)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByText('Please login to enroll the course')).toBeVisible()
  await expect(page).toHaveURL(/\/course\//)
})

test('a new learner who enrolls lands on the checkout page for that course', async ({ page }) => {
  await useSession(page, await createLearner(page.request, 'Test Learner'))
  await page.goto(PUBLIC_SPEAKING_PATH)
  // Signed in once the bar says so; before that, Enroll Now would ask a visitor to log in.
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
  await expect(page.getByText(PUBLIC_SPEAKING)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible()
})

test('an enrolled learner sees Already Enrolled and the two messages', async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.goto(JS_COURSE_PATH)
  await expect(page.getByRole('heading', { level: 1, name: JS_COURSE })).toBeVisible()
  const button = page.getByRole('button', { name: 'Already Enrolled' })
  await expect(button).toBeVisible()
  await button.click()
  await expect(page.getByText('You are already enrolled in this course')).toBeVisible()
  await expect(page.getByText('please visit the my enrollments page to access the course')).toBeVisible()
  await expect(page).toHaveURL(/\/course\//)
})

/** Static files the router's lazy screens fetch; anything else could carry what the form holds. */
const ASSET_TYPES = ['script', 'stylesheet', 'image', 'font', 'media', 'manifest']

function couldCarryForm(request: Request): boolean {
  return request.method() !== 'GET' || !ASSET_TYPES.includes(request.resourceType()) || request.url().includes('asha')
}

test('about, contact and privacy policy show their content, and the contact form only alerts', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Edemy' })).toBeVisible()
  await expect(page.getByText('120+')).toBeVisible()

  // The other two pages through the footer, as a visitor moves between them (no full page load).
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
  const requests: string[] = []
  page.on('request', (request) => {
    if (couldCarryForm(request)) requests.push(`${request.method()} ${request.url()}`)
  })
  await page.getByLabel('Name', { exact: true }).fill('Asha Verma')
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Do you offer team plans?')
  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  expect(requests).toEqual([])

  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d\. / })).toHaveCount(6)
})

/** Where `locator` sits relative to the top of #root (with scripts off, the noscript note sits above it). */
async function boxInRoot(page: Page, locator: Locator) {
  const [box, root] = await Promise.all([locator.boundingBox(), page.locator('#root').boundingBox()])
  return box && root ? { ...box, y: box.y - root.y } : null
}

const BRAND_BAR_WIDTHS = [320, 360, 768, 1440]

/** The bar, its mark and (from 360 px, as in the app's bar) the brand name, at each width in turn. */
async function brandBarBoxes(page: Page, bar: Locator, mark: Locator, name: Locator) {
  const boxes = []
  for (const width of BRAND_BAR_WIDTHS) {
    // The bar's layout is CSS alone (no script reads the width), so resizing lays it out as a load at that width would.
    await page.setViewportSize({ width, height: 800 })
    boxes.push({
      width,
      bar: await boxInRoot(page, bar),
      mark: await boxInRoot(page, mark),
      name: width < 360 ? null : await boxInRoot(page, name),
    })
  }
  return boxes
}

test("before the app's code runs the page shows the brand bar, and the app's bar takes its place without moving", async ({
  page,
  browser,
  baseURL,
}) => {
  // What the HTML and the stylesheet alone draw (scripts off): the first paint on a slow phone.
  const staticContext = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const staticPage = await staticContext.newPage()
  await staticPage.goto('/')
  const staticBar = staticPage.locator('#root > header')
  await expect(staticBar).toBeVisible()
  const expected = await brandBarBoxes(
    staticPage,
    staticBar,
    staticBar.locator('svg'),
    staticBar.getByText('Edemy', { exact: true }),
  )
  await staticContext.close()

  await page.goto('/')
  const logo = page.getByRole('banner').getByRole('link', { name: 'Edemy' })
  await expect(logo).toBeVisible()
  // The static bar is gone, not kept beside the real one.
  await expect(page.locator('header')).toHaveCount(1)
  const actual = await brandBarBoxes(
    page,
    page.getByRole('banner'),
    logo.locator('svg'),
    logo.getByText('Edemy', { exact: true }),
  )
  expect(actual).toEqual(expected)
})
