import type { Locator, Page, TestInfo } from '@playwright/test'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { recordTestFigures, test } from '../fixtures/securityE2e'
import { allowConsoleErrors, DEMO_ACCOUNTS, expect, startSignedInAs } from './fixtures'

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const COURSE_TITLE = 'JavaScript Essentials: From Zero to Confident Developer'

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Window & { __cspViolations?: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return () => page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [])
}

/** A route reached by address or through the app, and the heading that shows it has rendered. */
type RouteVisit = { path: string; open: (page: Page) => Promise<unknown>; heading: (page: Page) => Locator }

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true })
const byAddress = (path: string) => (page: Page) => page.goto(path)
const footerLink = (name: string) => (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()

/*
 * Every public route, with as few full loads as a visitor would make: the policy belongs to the
 * document, and a route reached through the app runs its code under the same one.
 */
const PUBLIC_ROUTES: RouteVisit[] = [
  { path: '/', open: byAddress('/'), heading: h1('Unlock Your Potential with the courses by Edemy') },
  {
    path: '/course-list/react',
    open: async (page) => {
      await page.getByRole('searchbox', { name: 'Search for courses' }).fill('react')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/course-list\/react$/)
    },
    heading: h1('Course List'),
  },
  {
    path: '/course-list',
    open: async (page) => {
      await page.getByRole('link', { name: 'Clear search' }).click()
      await expect(page).toHaveURL(/\/course-list$/)
    },
    heading: h1('Course List'),
  },
  {
    path: `/course/${COURSE_ID}`,
    open: async (page) => {
      await page
        .getByTestId('course-card')
        .getByRole('link', { name: new RegExp(COURSE_TITLE) })
        .click()
      await expect(page).toHaveURL(new RegExp(`/course/${COURSE_ID}$`))
    },
    heading: h1(COURSE_TITLE),
  },
  { path: '/about', open: footerLink('About Us'), heading: h1('About Edemy') },
  { path: '/contact', open: footerLink('Contact Us'), heading: h1('Contact Us') },
  { path: '/privacy-policy', open: footerLink('Privacy Policy'), heading: h1('Privacy Policy') },
  { path: '/no-such-page', open: byAddress('/no-such-page'), heading: h1('Page not found') },
  { path: '/my-enrollments', open: byAddress('/my-enrollments'), heading: h1('Sign in to continue') },
  { path: `/player/${COURSE_ID}`, open: byAddress(`/player/${COURSE_ID}`), heading: h1('Sign in to continue') },
  { path: '/educator', open: byAddress('/educator'), heading: h1('Sign in to continue') },
]

/** Visits each route in turn and fails on the first policy violation, recording the count either way. */
async function visitWithoutViolations(page: Page, testInfo: TestInfo, visits: RouteVisit[]): Promise<void> {
  const violations = await watchViolations(page)
  for (const visit of visits) {
    await visit.open(page)
    await expect(visit.heading(page)).toBeVisible()
    const seen = await violations()
    if (seen.length > 0)
      recordTestFigures(testInfo, { row: 'headers', tried: 1, failures: { cspViolations: seen.length } })
    expect(seen, visit.path).toEqual([])
  }
  recordTestFigures(testInfo, { row: 'headers', tried: visits.length, failures: { cspViolations: 0 } })
}

test('every document is served with the security headers', async ({ request }) => {
  for (const path of ['/', '/course-list', '/no-such-page']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
  }
})

test('no route breaks the content security policy for a visitor', async ({ page }, testInfo) => {
  await visitWithoutViolations(page, testInfo, PUBLIC_ROUTES)
})

const educatorMenuLink = (name: string) => (page: Page) =>
  page.getByRole('navigation', { name: 'Educator' }).getByRole('link', { name }).click()

test('no signed-in route breaks the policy, including the editor and the player', async ({ page }, testInfo) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await visitWithoutViolations(page, testInfo, [
    { path: '/my-enrollments', open: byAddress('/my-enrollments'), heading: h1('My Enrollments') },
    {
      path: '/educator',
      open: (page) => page.getByRole('link', { name: 'Educator Dashboard' }).click(),
      heading: h1('Dashboard'),
    },
    { path: '/educator/add-course', open: educatorMenuLink('Add Course'), heading: h1('Add Course') },
    { path: '/educator/my-course', open: educatorMenuLink('My Courses'), heading: h1('My Courses') },
    {
      path: '/educator/students-enrolled',
      open: educatorMenuLink('Students Enrolled'),
      heading: h1('Students Enrolled'),
    },
  ])
})

test('an embedded YouTube video in a description is allowed by the policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.route(`**/api/course/${COURSE_ID}`, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.courseData.courseDescription =
      '<p>Watch this:</p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>'
    await route.fulfill({ response, json: body })
  })
  // The machine is offline: answer YouTube ourselves so only the policy decides whether the frame loads.
  await page.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>YouTube player</p>' }),
  )
  await page.goto(`/course/${COURSE_ID}`)
  const frame = page.locator('iframe[src^="https://www.youtube.com/embed/dQw4w9WgXcQ"]').first()
  await expect(frame).toBeAttached()
  await expect(frame.contentFrame().getByText('YouTube player')).toBeVisible()
  expect(await violations()).toEqual([])
})

/** What became of a framed page: Chromium swaps a refused frame for its error page. */
async function frameOutcome(page: Page, name: string): Promise<'refused' | 'rendered' | 'loading'> {
  const frame = page.frame({ name })
  if (!frame) return 'loading'
  if (frame.url() === 'chrome-error://chromewebdata/') return 'refused'
  return (await frame.locator('#root > *').count()) > 0 ? 'rendered' : 'loading'
}

/**
 * The attacker's site: a real server on the loopback address, because Chromium refuses any frame of
 * localhost inside a page Playwright fulfils itself (local network access checks), headers or not.
 * Its page frames every target and, from another origin (localhost instead of 127.0.0.1), a page
 * sent without the headers.
 */
async function startAttackerSite(targets: string[]): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo
    response.setHeader('Content-Type', 'text/html')
    if (request.url === '/control') {
      response.end('<!doctype html><main id="root"><h1>Framable control</h1></main>')
      return
    }
    const frames = targets.map((url, index) => `<iframe name="victim-${index}" src="${url}"></iframe>`)
    const control = `<iframe name="control" src="http://localhost:${port}/control"></iframe>`
    response.end(`<!doctype html><h1>Win a prize</h1>${control}${frames.join('')}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

test('a page on another origin cannot show the app in a frame (clickjacking)', async ({ page, baseURL }, testInfo) => {
  const framed = ['/', `/course/${COURSE_ID}`, '/educator/add-course', '/no-such-page']
  // Chromium reports each refused frame on the console: that is the policy at work.
  allowConsoleErrors(page, /violates the following Content Security Policy directive: "frame-ancestors 'none'"/)
  const attacker = await startAttackerSite(framed.map((path) => `${baseURL}${path}`))
  try {
    await page.goto(attacker.url)
    // The check can see a rendered frame: a page without the headers does render inside the attacker's.
    await expect.poll(() => frameOutcome(page, 'control')).toBe('rendered')
    await expect(page.frameLocator('[name="control"]').getByRole('heading', { name: 'Framable control' })).toBeVisible()

    let rendered = 0
    for (const index of framed.keys()) {
      // Each frame settles as refused or as a rendered app; either ends the wait.
      await expect.poll(() => frameOutcome(page, `victim-${index}`), framed[index]).not.toBe('loading')
      if ((await frameOutcome(page, `victim-${index}`)) === 'rendered') rendered += 1
    }
    recordTestFigures(testInfo, { row: 'headers', tried: framed.length, failures: { framedRenders: rendered } })
    expect(rendered).toBe(0)
  } finally {
    attacker.close()
  }
})
