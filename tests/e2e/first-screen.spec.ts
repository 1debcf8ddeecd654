import type { Browser, Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * index.html carries the home page's opening (the hero), rendered at build time by the app's own component
 * (build/firstScreenPlugin.ts), so a phone shows the headline and the search before the app's code arrives.
 * These tests hold the app's scripts back to see that first paint, then let the app replace it.
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
  for (const address of ['/about', '/course-list', '/course/67862e98d3e0000000000001', '/educator', '/no-such-page']) {
    await early.page.goto(address)
    await expect(early.page.locator('#root > header')).toBeVisible()
    await expect(early.page.locator('[data-first-screen]:not([hidden])')).toHaveCount(0)
    await expect(early.page.locator('h1')).toBeHidden()
  }
  await early.context.close()
})
