import type { Page } from '@playwright/test'
import { expect, seriousViolations, test } from './fixtures'

/*
 * Catalogue discovery in Chromium against the local API (docs/catalogue-discovery.md): sort, filter, the
 * address that holds them through a reload and Back, saved courses that survive a reload, the phone's
 * Filters sheet, and axe with the filters open. Other specs publish courses while this one runs, so the
 * checks are about order and membership, never about a fixed number of courses.
 */

const PHONE = { width: 360, height: 800 }
const DESKTOP = { width: 1440, height: 900 }

const cards = (page: Page) => page.getByTestId('course-card')
const filtersPanel = (page: Page) => page.getByRole('region', { name: 'Sort and filter courses' })

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents()
}

/** The price on each card, after discount ("₹39.99" → 39.99). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((elements) =>
    elements.map((element) => element.querySelector('a p:last-child')?.textContent ?? ''),
  )
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')))
}

/** The floored rating on each card, read from its stars' name ("Rated 4 out of 5"). */
async function cardRatings(page: Page): Promise<number[]> {
  const names = await cards(page)
    .getByRole('img', { name: /^Rated \d out of 5$/ })
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
  return names.map((name) => Number(/Rated (\d)/.exec(name)?.[1]))
}

async function openList(page: Page, path = '/course-list'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Course List' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
}

test('sort by price, filter by rating, then reload and go back with the list unchanged', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openList(page)
  const unsorted = await cardTitles(page)

  await filtersPanel(page).getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/\/course-list\?sort=price-asc$/)
  await expect.poll(async () => (await cardTitles(page)).join('|')).not.toBe(unsorted.join('|'))
  const prices = await cardPrices(page)
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  const sorted = await cardTitles(page)

  await filtersPanel(page).getByLabel('Minimum rating').selectOption({ label: '4 & up' })
  await expect(page).toHaveURL(/\/course-list\?sort=price-asc&minRating=4$/)
  await expect(page.getByRole('button', { name: 'Remove filter Rating 4 & up' })).toBeVisible()
  await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(sorted.length)
  const filtered = await cardTitles(page)
  expect(filtered.length).toBeGreaterThan(0)
  for (const rating of await cardRatings(page)) expect(rating).toBeGreaterThanOrEqual(4)
  const filteredPrices = await cardPrices(page)
  expect(filteredPrices).toEqual([...filteredPrices].sort((a, b) => a - b))
  await expect(page.getByRole('status').filter({ hasText: /courses?$/ })).toHaveText(
    filtered.length === 1 ? '1 course' : `${filtered.length} courses`,
  )

  await page.reload()
  await expect(cards(page).first()).toBeVisible()
  expect(await cardTitles(page)).toEqual(filtered)
  await expect(filtersPanel(page).getByLabel('Sort by')).toHaveValue('price-asc')
  await expect(filtersPanel(page).getByLabel('Minimum rating')).toHaveValue('4')

  await page.goBack()
  await expect(page).toHaveURL(/\/course-list\?sort=price-asc$/)
  await expect.poll(() => cardTitles(page)).toEqual(sorted)
  await expect(filtersPanel(page).getByLabel('Minimum rating')).toHaveValue('')
})

test('a saved course is still saved after a reload and is what "Saved only" shows', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openList(page)
  const [title] = await cardTitles(page)
  if (!title) throw new Error('no course on the list')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.getByRole('button', { name: `Save ${title}`, exact: true }).click()
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute('aria-pressed', 'true')
  expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([])

  await page.reload()
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute('aria-pressed', 'true')
  await filtersPanel(page).getByLabel('Saved only').check()
  await expect(page).toHaveURL(/\?saved=1$/)
  await expect.poll(() => cardTitles(page)).toEqual([title])
})

test('a malformed address shows the whole list, not an error', async ({ page }) => {
  await openList(page, '/course-list?sort=%%%&minRating=abc&maxPrice=-1&educator=')
  await expect(filtersPanel(page).getByLabel('Sort by')).toHaveValue('relevance')
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
})

test('on a phone the Filters sheet keeps focus inside, updates its count live and closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await openList(page)
  await expect(filtersPanel(page).getByLabel('Sort by')).toBeHidden()
  const button = page.getByRole('button', { name: 'Filters', exact: true })
  await button.click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  const count = sheet.getByRole('status')
  const before = await count.textContent()
  await sheet.getByLabel('Minimum rating').selectOption({ label: '4 & up' })
  await expect(count).not.toHaveText(before ?? '')
  await expect(count).toHaveText(/^\d[\d,]* courses?$/)

  // Tab cycles inside the sheet.
  for (let stop = 0; stop < 12; stop++) {
    await page.keyboard.press('Tab')
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(button).toBeFocused()
  await expect(page).toHaveURL(/minRating=4/)
})

test('the Filters sheet closes when the window grows to md; the inline "Sort by" gets the focus', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openList(page)
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  await page.setViewportSize(DESKTOP)
  await expect(sheet).toBeHidden()
  await expect(filtersPanel(page).getByLabel('Sort by')).toBeFocused()
})

/**
 * The chip row's items in order (the search chip, each filter chip, "Clear filters"), each with whether it
 * starts a new line (it begins below the item before it) and whether it would have fitted on that one.
 */
async function chipRow(page: Page) {
  return page.getByRole('list', { name: 'Active filters' }).evaluate((list) => {
    const row = list.parentElement
    if (!row) throw new Error('the chips have no row')
    const rowRight = row.getBoundingClientRect().right
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0
    const items = [row.querySelector(':scope > p'), ...list.children, row.querySelector(':scope > button')]
    return items.map((item, index) => {
      if (!item) throw new Error('a chip row item is missing')
      const box = item.getBoundingClientRect()
      const before = index > 0 ? items[index - 1]?.getBoundingClientRect() : undefined
      return {
        text: item.textContent ?? '',
        newLine: before !== undefined && box.top >= before.bottom,
        fittedBefore: before !== undefined && before.right + gap + box.width <= rowRight,
      }
    })
  })
}

test('the chips wrap in line, each to a new line only when it does not fit, at 360 and 1440 px', async ({ page }) => {
  await page.setViewportSize(PHONE)
  // Whatever the list holds, these chips show: "s", Free only, Rating 4 & up, Saved only, then "Clear filters".
  await page.goto('/course-list/s?free=1&minRating=4&saved=1')
  await expect(page.getByRole('button', { name: 'Remove filter Saved only' })).toBeVisible()
  const phone = await chipRow(page)
  expect(phone).toHaveLength(5)
  // Two fit on a 360 px line: the search chip and "Free only" share it.
  expect(phone[1]?.newLine).toBe(false)
  expect(phone.filter((item) => item.newLine && item.fittedBefore).map((item) => item.text)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize(DESKTOP)
  await expect.poll(async () => (await chipRow(page)).filter((item) => item.newLine)).toEqual([])
})

test('axe finds no serious or critical violation on the list with filters open, at 360 and 1440 px', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await openList(page, '/course-list?sort=newest&discounted=1&minRating=3')
  await filtersPanel(page).getByLabel('Min price').fill('-1')
  await expect(filtersPanel(page).getByText('Prices cannot be negative.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
