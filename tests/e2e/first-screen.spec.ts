import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * index.html carries the openings of the home page (the hero) and of the course list (its heading, search,
 * sort and filters, and the first page of cards this browser kept), rendered at build time by the app's own
 * components (build/firstScreenPlugin.ts), so they paint before the app's code arrives. These tests hold the
 * app's scripts back to see that first paint, then let the app replace it.
 */

const WIDTHS = [360, 1280]

/** A page of its own context whose app scripts never arrive: what the HTML, its inline scripts and the stylesheet draw. */
async function beforeTheApp(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, serviceWorkers: 'block' })
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort())
  const page = await context.newPage()
  return { context, page }
}

async function heroBoxes(scope: Locator) {
  const box = async (locator: Locator) => {
    const rect = await locator.boundingBox()
    return (
      rect && {
        x: Math.round(rect.x),
        y: Math.round(rect.y),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      }
    )
  }
  return {
    headline: await box(scope.locator('h1')),
    search: await box(scope.locator('form[role="search"]')),
    button: await box(scope.getByText('Search', { exact: true })),
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px, home shows its hero before the app's code arrives, and the app's hero takes its place without moving`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const early = await beforeTheApp(browser, baseURL, width)
    await early.page.goto('/')
    const opening = early.page.locator('[data-first-screen]:not([hidden])')
    await expect(opening.locator('h1')).toHaveText('Unlock Your Potential with the courses by Edemy')
    await expect(opening.getByPlaceholder('Serach for Courses')).toBeVisible()
    // A copy that cannot be used: it is inert, so the keyboard never reaches its field or button.
    await early.page.keyboard.press('Tab')
    expect(await early.page.evaluate(() => document.activeElement === document.body)).toBe(true)
    const expected = await heroBoxes(opening)
    await early.context.close()

    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const live = page.getByRole('main')
    await expect(live.getByRole('heading', { level: 1 })).toHaveText('Unlock Your Potential with the courses by Edemy')
    // The copy is gone, not kept beside the live hero.
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await heroBoxes(live)).toEqual(expected)
    // The live search works where the copy stood.
    await live.getByPlaceholder('Serach for Courses').fill('python')
    await live.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/course-list\/python$/)
  })
}

test('other screens show no opening of their own before the app arrives: only the brand bar', async ({
  browser,
  baseURL,
}) => {
  const early = await beforeTheApp(browser, baseURL, 360)
  for (const address of [
    '/about',
    '/course-list/python',
    '/course-list?sort=price-asc',
    '/course/67862e98d3e0000000000001',
    '/educator',
    '/no-such-page',
  ]) {
    await early.page.goto(address)
    await expect(early.page.locator('#root > header')).toBeVisible()
    await expect(early.page.locator('[data-first-screen]:not([hidden])')).toHaveCount(0)
    await expect(early.page.locator('h1:visible')).toHaveCount(0)
  }
  await early.context.close()
})

/** Where the first course card, its title and the count line are drawn. */
async function firstCardBoxes(page: Page, countLine = /^(\d[\d,]* courses?|Loading more courses…)$/) {
  const box = async (locator: Locator) => {
    const rect = await locator.boundingBox()
    return rect && { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width) }
  }
  const card = page.locator('[data-testid="course-card"]').first()
  return {
    card: await box(card),
    title: await box(card.locator('h3')),
    count: await box(page.getByText(countLine)),
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px, a returning visitor's course list shows the cards it kept before the app's code arrives, and the live cards take their place without moving`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, serviceWorkers: 'block' })
    const page = await context.newPage()
    // A first visit keeps the catalogue's first page in this browser.
    await page.goto('/course-list')
    const liveTitles = page.locator('[data-testid="course-card"] h3')
    await expect(liveTitles.first()).toBeVisible()
    const titles = await liveTitles.allTextContents()
    await expect(page.getByText(/^\d[\d,]* courses?$/)).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('edemy.catalogue-preview') !== null)).toBe(true)

    // The next visit, with the app's scripts held back: the HTML draws the kept cards, and the count line says more
    // are on their way (the app says the same until the whole catalogue is in).
    await context.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto('/course-list')
    const opening = page.locator('[data-first-screen]:not([hidden])')
    await expect(opening.locator('h1')).toHaveText('Course List')
    await expect(opening.locator('[data-testid="course-card"] h3')).toHaveText(titles)
    await expect(opening.getByText('Loading more courses…', { exact: true })).toBeVisible()
    const early = await firstCardBoxes(page)
    // A copy that cannot be used: the keyboard never reaches its cards or controls.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    // The app arrives: its cards stand where the copy's stood, and the copy is gone.
    await context.unroute(/\/assets\/.+\.js$/)
    await page.goto('/course-list')
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.getByRole('main').locator('[data-testid="course-card"] h3').first()).toHaveText(titles[0] ?? '')
    expect(await firstCardBoxes(page)).toEqual(early)
    await context.close()
  })
}

// The app's scripts, but not the course list's first-visit code (src/firstVisitCards.ts), which index.html loads itself.
const APP_SCRIPTS = /\/assets\/(?!firstVisitCards-)[^/]+\.js$/

/** Each card's link, title and whole text (rating, count, price), in order. */
const cardsOf = (scope: Locator) =>
  scope.locator('[data-testid="course-card"]').evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector('a')?.getAttribute('href'),
      title: card.querySelector('h3')?.textContent,
      text: card.textContent,
      stars: card.querySelector('[role="img"]')?.getAttribute('aria-label'),
    })),
  )

for (const { locale, loadingMore, countLine } of [
  { locale: 'en-US', loadingMore: 'Loading more courses…', countLine: /^(\d[\d,]* courses?|Loading more courses…)$/ },
  { locale: 'hi-IN', loadingMore: 'और कोर्स लोड हो रहे हैं…', countLine: /^(\d[\d,]* कोर्स|और कोर्स लोड हो रहे हैं…)$/ },
]) {
  test(`a first visit's course list (${locale}) draws its first cards from the catalogue's first bytes before the app's code arrives, exactly as the app draws them`, async ({
    browser,
    baseURL,
  }) => {
    const open = async (holdApp: boolean) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
      })
      if (holdApp) await context.route(APP_SCRIPTS, (route) => route.abort())
      const page = await context.newPage()
      const catalogueRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/course/all')) catalogueRequests.push(request.url())
      })
      await page.goto('/course-list')
      return { context, page, catalogueRequests }
    }

    // Nothing kept, the app's scripts held back: the HTML draws the first courses' cards, under the app's count line.
    const early = await open(true)
    const opening = early.page.locator('[data-first-screen]:not([hidden])')
    await expect(opening.locator('[data-testid="course-card"]').first()).toBeVisible()
    await expect(opening.getByText(loadingMore, { exact: true })).toBeVisible()
    expect(await early.page.evaluate(() => localStorage.getItem('edemy.catalogue-preview'))).toBeNull()
    const drawn = await cardsOf(opening)
    const boxes = await firstCardBoxes(early.page, countLine)
    await early.context.close()

    // Another first visit with the app: its cards are the same, word for word, where the copy's stood, and the
    // page asked for the catalogue once.
    const live = await open(false)
    const main = live.page.getByRole('main')
    await expect(main.getByText(countLine)).toBeVisible()
    await expect(live.page.locator('[data-first-screen]')).toHaveCount(0)
    expect((await cardsOf(main)).slice(0, drawn.length)).toEqual(drawn)
    await expect(main.getByText(loadingMore)).toHaveCount(0)
    expect(live.catalogueRequests).toHaveLength(1)
    expect(await firstCardBoxes(live.page, countLine)).toEqual(boxes)
    await live.context.close()
  })
}

test("a first visit's cards drawn before the app are taken over by its first render: no frame without them", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 }, serviceWorkers: 'block' })
  // The app's code waits until the HTML has drawn its cards, so the handover is the moment looked at.
  let releaseApp = () => {}
  const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve))
  await context.route(APP_SCRIPTS, async (route) => {
    await appMayLoad
    await route.continue()
  })
  const page = await context.newPage()
  await page.addInitScript(() => {
    // The fewest cards on the page at any moment after the first was drawn.
    const record = { fewest: Infinity, drawn: false }
    ;(window as unknown as { cardsRecord: typeof record }).cardsRecord = record
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-testid="course-card"]').length
      if (count > 0) record.drawn = true
      if (record.drawn) record.fewest = Math.min(record.fewest, count)
    }).observe(document, { childList: true, subtree: true })
  })
  // Not waiting for the page's load event: that waits for the held scripts.
  await page.goto('/course-list', { waitUntil: 'commit' })
  const copy = page.locator('[data-first-screen]:not([hidden]) [data-testid="course-card"]')
  await expect(copy.first()).toBeVisible()
  const drawn = await copy.count()
  releaseApp()
  const main = page.getByRole('main')
  await expect(main.getByText(/^\d[\d,]* courses?$/)).toBeVisible()
  await expect(page.locator('[data-first-screen]')).toHaveCount(0)
  const record = await page.evaluate(() => (window as unknown as { cardsRecord: { fewest: number } }).cardsRecord)
  expect(record.fewest).toBeGreaterThanOrEqual(drawn)
  await context.close()
})

test("before the app arrives the brand bar already has the live bar's background: white on the course list, tinted elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const background = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).backgroundColor)
  const early = await beforeTheApp(browser, baseURL, 1280)
  for (const address of ['/course-list', '/course-list/python', '/about']) {
    await early.page.goto(address)
    // The copy's bar is hidden from the accessibility tree, so it is found by its place.
    const before = await background(early.page.locator('#root > header'))
    await page.goto(address)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Edemy' })).toBeVisible()
    expect(await background(page.getByRole('banner'))).toBe(before)
  }
  await early.context.close()
})
