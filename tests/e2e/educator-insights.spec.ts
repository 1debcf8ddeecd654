import type { Download, Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import Papa from 'papaparse'
import { DEMO_ACCOUNTS, expect, seriousViolations, startSignedInAs, test } from './fixtures'

/*
 * The educator insights in the real build (docs/educator-insights.md): the dashboard's chart is axe-clean at
 * phone and desktop widths and reachable by keyboard, both CSV files match their tables row by row, and a
 * course made from a template is published.
 */

const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
// The app writes amounts with two decimals in Indian grouping (₹1,50,000.00).
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The saved file's rows, after checking its byte-order mark and branded name. */
async function csvRows(download: Download, table: string): Promise<string[][]> {
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Edemy-${table}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  const bytes = await readFile((await download.path()) ?? '')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ',', skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

/** Each body row's cells as a screen reader reads them (the avatar's initial is hidden from it). */
async function screenRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement
        copy.querySelectorAll('[aria-hidden="true"], .sr-only').forEach((hidden) => hidden.remove())
        return copy.textContent?.trim() ?? ''
      }),
    ),
  )
}

async function exportCsv(page: Page): Promise<Download> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  return download
}

test.beforeEach(async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
})

test('the dashboard chart is axe-clean at 360 and 1440 px, keyboard-reachable and has a table alternative', async ({
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/educator')
    const bars = page.locator('.recharts-wrapper rect[role="img"]')
    await expect(bars).toHaveCount(12)
    expect(await seriousViolations(page)).toEqual([])
  }

  // Tab reaches the bars, each named with its figures, and the figures show under the chart.
  await page.getByRole('button', { name: 'Show as table' }).focus()
  await page.keyboard.press('Tab')
  const first = page.locator('.recharts-wrapper rect[role="img"]').first()
  await expect(first).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('.recharts-wrapper rect[role="img"]').nth(1)).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(first).toBeFocused()
  await expect(first).toHaveAccessibleName(/^Week of .+: \d+ enrollments?, ₹[\d,.]+ estimated earnings$/)
  const name = await first.getAttribute('aria-label')
  await expect(page.getByText(name ?? '', { exact: true })).toBeVisible()
  // After the twelfth bar, Tab leaves the chart: no unnamed stop inside it.
  await page.locator('.recharts-wrapper rect[role="img"]').last().focus()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('.recharts-wrapper'))).toBeNull()

  await page.getByRole('button', { name: 'Show as table' }).click()
  const table = page.getByRole('table', { name: 'Enrollments and estimated earnings per week' })
  await expect(table.locator('tbody tr')).toHaveCount(12)
  expect(await seriousViolations(page)).toEqual([])
})

test('an educator downloads both CSV files, and each matches its table row by row', async ({ page }) => {
  await page.goto('/educator/students-enrolled')
  const students = page.getByRole('table', { name: 'Students enrolled' })
  await expect(students.locator('tbody tr').first()).toBeVisible()
  const shown = await screenRows(students)
  const saved = await csvRows(await exportCsv(page), 'students-enrolled')
  expect(saved[0]).toEqual(['#', 'Student Name', 'Course Title', 'Date'])
  expect(saved.length - 1).toBe(shown.length)
  saved.slice(1).forEach(([number, name, course, date], index) => {
    const [shownNumber, shownName, shownCourse, shownDate] = shown[index] ?? []
    expect([number, name, course]).toEqual([shownNumber, shownName, shownCourse])
    expect(date ? shortDate.format(new Date(date)) : '–').toBe(shownDate)
    if (date) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  await page.getByRole('link', { name: 'My Courses' }).click()
  const courses = page.getByRole('table', { name: 'My courses' })
  await expect(courses.locator('tbody tr').first()).toBeVisible()
  const courseRows = await screenRows(courses)
  const savedCourses = await csvRows(await exportCsv(page), 'my-courses')
  expect(savedCourses[0]).toEqual(['Course', 'Price', 'Discount', 'Earnings', 'Students', 'Published On'])
  expect(savedCourses.length - 1).toBe(courseRows.length)
  savedCourses.slice(1).forEach(([course, price, discount, earnings, students, published], index) => {
    const [shownCourse, shownEarnings, shownStudents, shownPublished] = courseRows[index] ?? []
    expect(course).toBe(shownCourse)
    expect(Number(price)).toBeGreaterThanOrEqual(0)
    expect(Number(discount)).toBeGreaterThanOrEqual(0)
    expect(`₹${rupees.format(Number(earnings))}`).toBe(shownEarnings)
    expect(students).toBe(shownStudents)
    expect(published ? shortDate.format(new Date(`${published}T12:00:00Z`)) : '–').toBe(shownPublished)
  })
})

test('an educator publishes a course made from a template', async ({ page }) => {
  await page.goto('/educator/my-course')
  const courses = page.getByRole('table', { name: 'My courses' })
  await expect(courses.locator('tbody tr').first()).toBeVisible()
  const firstTitle = (await screenRows(courses))[0]?.[0] ?? ''
  await page.getByRole('button', { name: 'Use as template' }).first().click()

  await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible()
  const title = page.getByLabel('Course Title')
  await expect(title).toHaveValue(`Copy of ${firstTitle}`)
  await expect(page.getByText(/Filled from a template/)).toBeVisible()
  const newTitle = `Template copy ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  await title.fill(newTitle)
  await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await expect(page.getByText('Course added successfully')).toBeVisible()

  await page.getByRole('link', { name: 'My Courses' }).click()
  await expect(page.getByRole('table', { name: 'My courses' }).getByText(newTitle, { exact: true })).toBeVisible()
})
