import type { Browser, Locator, Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { fulfillChanged } from '../fixtures/securityE2e'
import { DEMO_ACCOUNTS, expect, startSignedInAs, test } from './fixtures'

/*
 * The theme (docs/product.md#theme): System, Light or Dark, chosen in the learner footer or the educator top bar,
 * kept on this device and on the page from its first frame (index.html's inline script), System following the
 * device's setting live. The contrast of every screen in both themes is a11y.spec.ts's.
 */

/** The page's background (`bg-white` on <body>) in each theme: white, and --color-white's dark value (#0b1120). */
const PAGE_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 17, 32)' } as const

const JS_COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const APP_SCRIPTS = /\/assets\/.+\.js$/

type FirstFrame = { body: string | null; scheme: string; appRendered: boolean }

/**
 * Records, in the page's first animation frame (which runs before the browser paints anything), the background of
 * <body>, the color-scheme of <html> and whether the app had rendered yet.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return
    requestAnimationFrame(() => {
      const frame: FirstFrame = {
        body: document.body ? getComputedStyle(document.body).backgroundColor : null,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        appRendered: document.querySelector('#root main') !== null,
      }
      ;(window as unknown as { __firstFrame: FirstFrame }).__firstFrame = frame
    })
  })
}

function firstFrame(page: Page): Promise<FirstFrame> {
  return page
    .waitForFunction(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame)
    .then((handle) => handle.jsonValue() as Promise<FirstFrame>)
}

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor)
}

const footerTheme = (page: Page): Locator => page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' })

/** A page in a context of its own (its own storage), outside the fixture's console check: its scripts get blocked. */
async function ownPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  return context.newPage()
}

test('Dark chosen in the footer survives a reload with no flash: the first frame is dark before any of the app runs', async ({
  browser,
  baseURL,
}) => {
  const page = await ownPage(browser, baseURL)
  await recordFirstFrame(page)
  await page.goto('/')
  await expect(footerTheme(page)).toHaveValue('system')
  await footerTheme(page).selectOption({ label: 'Dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark)

  // The reload, with the app's code held back: what the HTML, its inline script and the stylesheet draw.
  await page.context().route(APP_SCRIPTS, (route) => route.abort())
  await page.reload()
  await expect(page.locator('[data-first-screen]:not([hidden]) h1')).toBeVisible()
  expect(await firstFrame(page)).toEqual({ body: PAGE_BACKGROUND.dark, scheme: 'dark', appRendered: false })

  // And with the app: still dark from the first frame, and the control says Dark.
  await page.context().unroute(APP_SCRIPTS)
  await page.reload()
  await expect(footerTheme(page)).toHaveValue('dark')
  expect((await firstFrame(page)).body).toBe(PAGE_BACKGROUND.dark)
  await page.context().close()
})

test("System follows the device's setting while the page is open; Light and Dark hold against it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/about')
  await expect(footerTheme(page)).toHaveValue('system')
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.light)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.dark)

  await footerTheme(page).selectOption({ label: 'Light' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.light)
  await page.emulateMedia({ colorScheme: 'light' })
  await footerTheme(page).selectOption({ label: 'Dark' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.dark)

  await footerTheme(page).selectOption({ label: 'System' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.light)
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
})

test('an unknown theme kept in storage falls back to System without an error', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('edemy.theme', 'midnight-blue'))
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(footerTheme(page)).toHaveValue('system')
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.light)
  // The fixture fails the test on any page error or console error.
})

test('with storage blocked, the control still works for the visit, across the screens of the app', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(footerTheme(page)).toHaveValue('system')
  await footerTheme(page).selectOption({ label: 'Dark' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.dark)

  // Another screen of the same visit: the choice stands, and the footer's control (a new one) says so.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible()
  await expect(footerTheme(page)).toHaveValue('dark')
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark)
})

test("the educator top bar's control sets the same choice the learner footer shows", async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/educator')
  const topBarTheme = page.getByRole('banner').getByRole('combobox', { name: 'Theme' })
  await expect(topBarTheme).toHaveValue('system')
  await topBarTheme.selectOption({ label: 'Dark' })
  await expect.poll(() => pageBackground(page)).toBe(PAGE_BACKGROUND.dark)

  await page.goto('/')
  await expect(footerTheme(page)).toHaveValue('dark')
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark)
})

test("in Dark, a description's own text colours give way to the theme's; in Light they stay", async ({ page }) => {
  // A description pasted with black text on a white highlight, as the sanitiser lets through.
  await page.route(`**/api/course/${JS_COURSE_ID}`, (route) =>
    fulfillChanged<{ courseData: { courseDescription: string } }>(route, (body) => {
      body.courseData.courseDescription = `<p><span style="color: #000000; background-color: #ffffff">Inked for white paper.</span></p>${body.courseData.courseDescription}`
    }),
  )
  const inked = page.getByRole('main').getByText('Inked for white paper.').last()
  const colours = () =>
    inked.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        text: style.color,
        background: style.backgroundColor,
        around: getComputedStyle(element.parentElement as Element).color,
      }
    })

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`/course/${JS_COURSE_ID}`)
  await expect(inked).toBeVisible()
  const dark = await colours()
  expect(dark.text).toBe(dark.around)
  expect(dark.background).toBe('rgba(0, 0, 0, 0)')

  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Light' })
  await expect
    .poll(colours)
    .toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', around: expect.anything() })
})

test('in Dark, the certificate stays a light sheet on the dark page', async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.addInitScript(() => localStorage.setItem('edemy.theme', 'dark'))
  await page.goto(`/certificate/${JS_COURSE_ID}`)
  const sheet = page.locator('.certificate-sheet')
  await expect(page.getByTestId('certificate-name')).toBeVisible()
  expect(await pageBackground(page)).toBe(PAGE_BACKGROUND.dark)
  expect(await sheet.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(PAGE_BACKGROUND.light)
  // Its words are the light theme's dark ink (slate-900), not the dark theme's light one.
  expect(await page.getByTestId('certificate-name').evaluate((element) => getComputedStyle(element).color)).toBe(
    'oklch(0.208 0.042 265.755)',
  )
})

test("in Dark, the course cards the HTML draws from the last visit are dark before the app's code arrives", async ({
  browser,
  baseURL,
}) => {
  /** The card's box, its title and its stars' colours. */
  const colours = (card: Locator) =>
    card.evaluate((element) => {
      const style = (selector: string) => getComputedStyle(element.querySelector(selector) as Element)
      return {
        box: style(':scope > a').backgroundColor,
        title: style('h3').color,
        stars: Array.from(element.querySelectorAll('.rating-star'), (star) => getComputedStyle(star).backgroundColor),
      }
    })
  const page = await ownPage(browser, baseURL)
  await page.addInitScript(() => localStorage.setItem('edemy.theme', 'dark'))
  await page.goto('/course-list')
  const liveCard = page.getByRole('main').getByTestId('course-card').first()
  await expect(liveCard).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('edemy.catalogue-preview') !== null)).toBe(true)
  const live = await colours(liveCard)
  expect(live.box).toBe(PAGE_BACKGROUND.dark)

  await page.context().route(APP_SCRIPTS, (route) => route.abort())
  await page.goto('/course-list')
  const keptCard = page.locator('[data-first-screen]:not([hidden]) [data-testid="course-card"]').first()
  await expect(keptCard).toBeVisible()
  expect(await colours(keptCard)).toEqual(live)
  await page.context().close()
})
