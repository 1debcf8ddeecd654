import type { Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { recordTestFigures, test } from '../fixtures/securityE2e'
import { DEMO_ACCOUNTS, expect, signInAs } from './fixtures'

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''

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

const PUBLIC_ROUTES = [
  '/',
  '/course-list',
  '/course-list/react',
  `/course/${COURSE_ID}`,
  '/about',
  '/contact',
  '/privacy-policy',
  '/no-such-page',
  '/my-enrollments',
  `/player/${COURSE_ID}`,
  '/educator',
]

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
  const violations = await watchViolations(page)
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    const seen = await violations()
    if (seen.length > 0)
      recordTestFigures(testInfo, { row: 'headers', tried: 1, failures: { cspViolations: seen.length } })
    expect(seen, path).toEqual([])
  }
  recordTestFigures(testInfo, { row: 'headers', tried: PUBLIC_ROUTES.length, failures: { cspViolations: 0 } })
})

test('no signed-in route breaks the policy, including the editor and the player', async ({ page }, testInfo) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await signInAs(page, DEMO_ACCOUNTS.educator)
  const paths = [
    '/my-enrollments',
    '/educator',
    '/educator/add-course',
    '/educator/my-course',
    '/educator/students-enrolled',
  ]
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    const seen = await violations()
    if (seen.length > 0)
      recordTestFigures(testInfo, { row: 'headers', tried: 1, failures: { cspViolations: seen.length } })
    expect(seen, path).toEqual([])
  }
  recordTestFigures(testInfo, { row: 'headers', tried: paths.length, failures: { cspViolations: 0 } })
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

test('a page on another origin cannot show the app in a frame (clickjacking)', async ({ page, baseURL }, testInfo) => {
  const attacker = 'http://attacker.test'
  const framed = ['/', `/course/${COURSE_ID}`, '/educator/add-course', '/no-such-page']
  await page.route(`${attacker}/**`, (route) => {
    const path = new URL(route.request().url()).searchParams.get('frame') ?? '/'
    const target = path === 'control' ? `${attacker}/control` : `${baseURL}${path}`
    if (new URL(route.request().url()).pathname === '/control') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><main id="root"><h1>Framable control</h1></main>',
      })
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><h1>Win a prize</h1><iframe id="victim" src="${target}" width="800" height="600"></iframe>`,
    })
  })
  // The check can see a rendered frame: a page without the headers does render inside the attacker's.
  await page.goto(`${attacker}/?frame=control`)
  const control = page.frameLocator('#victim')
  await expect(control.getByRole('heading', { name: 'Framable control' })).toBeVisible()

  let rendered = 0
  for (const path of framed) {
    await page.goto(`${attacker}/?frame=${encodeURIComponent(path)}`)
    await page.waitForLoadState('load')
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    const content = frame
      ? await frame
          .locator('#root > *')
          .count()
          .catch(() => 0)
      : 0
    if (content > 0) rendered += 1
  }
  recordTestFigures(testInfo, { row: 'headers', tried: framed.length, failures: { framedRenders: rendered } })
  expect(rendered).toBe(0)
})
