import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { allowConsoleErrors, BROWSER_NETWORK_NOISE, expect, test } from './fixtures'

type Release = 'rest' | 'drop'

/**
 * A server that drips the catalogue: the answer's start and its first `split` courses at once, then nothing until
 * the test releases it, with the rest and the end, or by dropping the connection. The page's catalogue request is
 * sent here instead of the local API (the browser still sees its own origin), so what reaches the page is a real
 * network stream.
 */
async function startDrip(courses: unknown[], split: number) {
  const holds: Array<(how: Release) => void> = []
  let requests = 0
  const server: Server = createServer((_request, response) => {
    requests += 1
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    const text = (list: unknown[]) => list.map((course) => JSON.stringify(course)).join(',')
    response.write(`{"success":true,"courses":[${text(courses.slice(0, split))}`)
    holds.push((how) => {
      if (how === 'drop') return response.socket?.destroy()
      response.end(`,${text(courses.slice(split))}]}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/course/all`,
    requests: () => requests,
    /** Releases the oldest held answer, once the page has asked for it. */
    release: async (how: Release) => {
      await expect.poll(() => holds.length, { message: 'a held catalogue answer' }).toBeGreaterThan(0)
      holds.shift()?.(how)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The local API's catalogue, repeated under new ids and titles to `count` courses. */
async function bigCatalogue(page: Page, count: number): Promise<unknown[]> {
  const answer = await page.request.get('/api/course/all')
  const { courses } = (await answer.json()) as { courses: Array<Record<string, unknown>> }
  return Array.from({ length: count }, (_, index) => ({
    ...courses[index % courses.length],
    _id: `stream${String(index).padStart(24, '0')}`.slice(-24),
    courseTitle: `Streamed course ${index + 1}`,
  }))
}

async function sendCatalogueTo(page: Page, url: string): Promise<void> {
  await page.route(
    (address) => address.pathname === '/api/course/all',
    (route) => route.continue({ url }),
  )
}

const cards = (page: Page) => page.getByTestId('course-card')
const countLine = (page: Page) => page.getByRole('region', { name: 'Courses' }).getByRole('status')

test('the first cards are on screen while the catalogue is still arriving; the rest join below them', async ({
  page,
}) => {
  const courses = await bigCatalogue(page, 400)
  const drip = await startDrip(courses, 30)
  try {
    await sendCatalogueTo(page, drip.url)
    await page.goto('/course-list')
    await expect(cards(page).first()).toBeVisible()
    await expect(cards(page).first()).toContainText('Streamed course 1')
    await expect(countLine(page)).toHaveText('Loading more courses…')
    const firstBox = await cards(page).first().boundingBox()

    await drip.release('rest')
    await expect(countLine(page)).toHaveText('400 courses')
    expect(await cards(page).first().boundingBox()).toEqual(firstBox)
    expect(drip.requests()).toBe(1)
  } finally {
    await drip.close()
  }
})

test('Home shows "Learn from the best" from the first courses of an answer still arriving', async ({ page }) => {
  const drip = await startDrip(await bigCatalogue(page, 100), 8)
  try {
    await sendCatalogueTo(page, drip.url)
    await page.goto('/')
    await expect(page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card')).toHaveCount(4)
    await drip.release('rest')
  } finally {
    await drip.close()
  }
})

test('a connection dropped partway keeps the courses shown; Try again loads the catalogue once more', async ({
  page,
}) => {
  // Chromium logs the cut request itself; the app logs nothing.
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  const drip = await startDrip(await bigCatalogue(page, 200), 30)
  try {
    await sendCatalogueTo(page, drip.url)
    await page.goto('/course-list')
    await expect(cards(page).first()).toBeVisible()
    await drip.release('drop')

    const notice = page.getByRole('alert').filter({ hasText: 'The catalogue is incomplete' })
    await expect(notice).toBeVisible()
    await expect(cards(page)).toHaveCount(24)
    expect(drip.requests()).toBe(1)

    await notice.getByRole('button', { name: 'Try again' }).click()
    await expect(notice).toHaveCount(0)
    await drip.release('rest')
    await expect(countLine(page)).toHaveText('200 courses')
    expect(drip.requests()).toBe(2)
  } finally {
    await drip.close()
  }
})
