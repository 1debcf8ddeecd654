import type { Locator, Page } from '@playwright/test'
import { allowConsoleErrors, DEMO_ACCOUNTS, expect, signInAs, signUpFreshLearner, test } from './fixtures'

const JS_COURSE = 'JavaScript Essentials: From Zero to Confident Developer'
const PUBLIC_SPEAKING = 'Public Speaking for Engineers'

function cards(page: Page) {
  return page.getByTestId('course-card')
}

async function openCourse(page: Page, title: string): Promise<void> {
  await page.goto(`/course-list/${encodeURIComponent(title)}`)
  await cards(page)
    .getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('a home search lands on the filtered list with a chip whose cross clears it', async ({ page }) => {
  await page.goto('/')
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
  await expect(cards(page)).toHaveCount(14)
  await expect(page.getByPlaceholder('Serach for Courses')).toHaveValue('')
})

test('the course list filters by title, ignoring case, and says when nothing matches', async ({ page }) => {
  await page.goto('/course-list')
  await expect(cards(page)).toHaveCount(14)
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

for (const { width, columns } of [
  { width: 375, columns: 1 },
  { width: 700, columns: 2 },
  { width: 900, columns: 3 },
  { width: 1280, columns: 4 },
]) {
  test(`the course grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/course-list')
    await expect(cards(page)).toHaveCount(14)
    const lefts = await cards(page).evaluateAll((elements) =>
      elements.slice(0, 8).map((element) => Math.round(element.getBoundingClientRect().left)),
    )
    expect(new Set(lefts).size).toBe(columns)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('a card opens the course screen, and a free preview replaces the thumbnail with the player', async ({ page }) => {
  // Offline, YouTube's IFrame API script cannot load; the player then says so instead of staying blank.
  allowConsoleErrors(page, /Failed to load resource|youtube/i)
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
  // Online the IFrame API swaps in an iframe for that video; offline a message with a link to YouTube.
  await expect(
    player.locator('iframe[src*="PkZNo7MFNFg"]').or(player.getByRole('link', { name: 'Open on YouTube' })),
  ).toBeVisible({ timeout: 15_000 })
})

test('an unknown course shows "Course not found" with a way back', async ({ page }) => {
  allowConsoleErrors(page, /404/)
  await page.goto('/course/does-not-exist')
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse all courses' }).click()
  await expect(page).toHaveURL(/\/course-list$/)
})

test('a signed-out visitor who enrolls is asked to log in', async ({ page }) => {
  await openCourse(page, PUBLIC_SPEAKING)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByText('Please login to enroll the course')).toBeVisible()
  await expect(page).toHaveURL(/\/course\//)
})

test('a new learner who enrolls lands on the checkout page for that course', async ({ page }) => {
  await page.goto('/')
  await signUpFreshLearner(page)
  await openCourse(page, PUBLIC_SPEAKING)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
  await expect(page.getByText(PUBLIC_SPEAKING)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible()
})

test('an enrolled learner sees Already Enrolled and the two messages', async ({ page }) => {
  await page.goto('/')
  await signInAs(page, DEMO_ACCOUNTS.learner)
  await openCourse(page, JS_COURSE)
  const button = page.getByRole('button', { name: 'Already Enrolled' })
  await expect(button).toBeVisible()
  await button.click()
  await expect(page.getByText('You are already enrolled in this course')).toBeVisible()
  await expect(page.getByText('please visit the my enrollments page to access the course')).toBeVisible()
  await expect(page).toHaveURL(/\/course\//)
})

test('about, contact and privacy policy show their content, and the contact form only alerts', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Edemy' })).toBeVisible()
  await expect(page.getByText('120+')).toBeVisible()

  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
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

  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d\. / })).toHaveCount(6)
})

/** Where `locator` sits relative to the top of #root (with scripts off, the noscript note sits above it). */
async function boxInRoot(page: Page, locator: Locator) {
  const [box, root] = await Promise.all([locator.boundingBox(), page.locator('#root').boundingBox()])
  return box && root ? { ...box, y: box.y - root.y } : null
}

test("before the app's code runs the page shows the brand bar, and the app's bar takes its place without moving", async ({
  browser,
  baseURL,
}) => {
  for (const width of [320, 360, 768, 1440]) {
    const viewport = { width, height: 800 }
    // What the HTML and the stylesheet alone draw (scripts off): the first paint on a slow phone.
    const staticContext = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false })
    const staticPage = await staticContext.newPage()
    await staticPage.goto('/')
    const staticBar = staticPage.locator('#root > header')
    await expect(staticBar).toBeVisible()
    const expected = {
      bar: await boxInRoot(staticPage, staticBar),
      mark: await boxInRoot(staticPage, staticBar.locator('svg')),
      // Below 360 px only the mark shows, as in the app's bar.
      name: width < 360 ? null : await boxInRoot(staticPage, staticBar.getByText('Edemy', { exact: true })),
    }
    await staticContext.close()

    const appContext = await browser.newContext({ baseURL, viewport })
    const appPage = await appContext.newPage()
    await appPage.goto('/')
    const logo = appPage.getByRole('banner').getByRole('link', { name: 'Edemy' })
    await expect(logo).toBeVisible()
    // The static bar is gone, not kept beside the real one.
    await expect(appPage.locator('header')).toHaveCount(1)
    const actual = {
      bar: await boxInRoot(appPage, appPage.getByRole('banner')),
      mark: await boxInRoot(appPage, logo.locator('svg')),
      name: width < 360 ? null : await boxInRoot(appPage, logo.getByText('Edemy', { exact: true })),
    }
    expect(actual, `at ${width} px`).toEqual(expected)
    await appContext.close()
  }
})
