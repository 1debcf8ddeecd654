import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { expect, test } from './fixtures'

/*
 * The interface language (docs/languages.md) in Chromium: a browser that prefers Hindi starts in Hindi, with
 * <html lang> right from the HTML, the Hindi catalogue loaded before the first render, and the choice made in the
 * footer kept on this device across a reload. Course content stays as written.
 */

const JS_COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''

test.describe('with a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('a first visit starts in Hindi, and English chosen in the footer survives a reload', async ({ page }) => {
    await page.addInitScript(() => {
      // <html lang> as the HTML's own script left it, before any of the app's code ran.
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { __langAtParse: string }).__langAtParse = document.documentElement.lang
      })
    })
    await page.goto(`/course/${JS_COURSE_ID}`)
    await expect(page.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __langAtParse: string }).__langAtParse)).toBe('hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    // Course content is never translated; the words around it are.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'JavaScript Essentials: From Zero to Confident Developer',
    )
    await expect(page.getByText('शिक्षार्थी', { exact: false }).first()).toBeVisible()
    await expect(page).toHaveTitle(/JavaScript Essentials/)

    const footer = page.getByRole('contentinfo')
    await footer.getByRole('combobox', { name: 'भाषा' }).selectOption('en')
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
    await expect(footer.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  })
})

test("a Hindi visitor's first screens paint in Hindi before the app's code runs, kept cards included", async ({
  browser,
  baseURL,
}) => {
  // Its own context: the app's scripts get blocked, which the fixture's console check would count as errors.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  await context.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
  const page = await context.newPage()
  // A visit with the app keeps the catalogue's first page, worded in Hindi.
  await page.goto('/course-list')
  const liveTitles = page.locator('[data-testid="course-card"] h3')
  await expect(liveTitles.first()).toBeVisible()
  const titles = await liveTitles.allTextContents()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('edemy.catalogue-preview') !== null)).toBe(true)
  const liveHeading = await page.getByRole('heading', { level: 1 }).textContent()

  await context.route(/\/assets\/.+\.js$/, (route) => route.abort())
  const opening = page.locator('[data-first-screen]:not([hidden])')
  await page.goto('/')
  await expect(opening).toHaveAttribute('lang', 'hi')
  // The hero's headline in Hindi around the brand, and the search button.
  await expect(opening.locator('h1')).toContainText('क्षमता')
  await expect(opening.getByText('खोजें', { exact: true })).toBeVisible()
  await expect(page.getByText('Unlock Your Potential', { exact: false }).filter({ visible: true })).toHaveCount(0)

  await page.goto('/course-list')
  await expect(opening.locator('h1')).toHaveText(liveHeading ?? '')
  // Course titles as written; the count line in Hindi, as the app words it until the catalogue is in.
  await expect(opening.locator('[data-testid="course-card"] h3')).toHaveText(titles)
  await expect(opening.getByText('और कोर्स लोड हो रहे हैं…', { exact: true })).toBeVisible()
  await expect(page.getByText('Course List', { exact: true }).filter({ visible: true })).toHaveCount(0)
  await context.close()
})

// (The Devanagari font may come with an English page: the Language control writes हिन्दी in Devanagari, and a
// device without a Devanagari font of its own, like this machine, fetches the bundled one to draw that word.)
test('an English visitor never downloads the Hindi catalogue, and gets it on choosing हिन्दी', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await expect(page.locator('#root a[href^="/course/"]').first()).toBeVisible()
  expect(fetched.filter((path) => /\/hi-[^/]*\.js$/.test(path))).toEqual([])

  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  expect(fetched.some((path) => /\/hi-[^/]*\.js$/.test(path))).toBe(true)
})
