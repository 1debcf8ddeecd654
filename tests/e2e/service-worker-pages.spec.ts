import type { Page, Response } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import { allowConsoleErrors, expect, test, useSession } from './fixtures'

/*
 * The service worker answers every page address with the app (docs/offline.md), but not the pages the local API
 * serves itself on the app's origin under `npm run preview` and `npm run dev`: the test checkout (/checkout/{id})
 * and the local sign-in's addresses (/local-auth/...). Answered with the app, a checkout would open on the app's
 * "Page not found". Like tests/e2e/offline.spec.ts, these tests let the worker run (the config blocks it).
 */
test.use({ serviceWorkers: 'allow' })

const COURSE_ID = DEMO_COURSE_IDS['sql-mastery'] as string

/** Opens the app and waits until its service worker has installed and controls the page. */
async function openControlledApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Whether the page now showing is the app (its root element), e.g. its "Page not found". */
async function showsTheApp(page: Page): Promise<boolean> {
  return page.evaluate(() => document.getElementById('root') !== null)
}

/** The answer to the next top-level navigation of the page. */
function nextNavigation(page: Page, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() &&
      response.request().frame() === page.mainFrame() &&
      path.test(new URL(response.url()).pathname),
  )
}

test('a purchase started in the app under the service worker opens the test checkout page', async ({ page }) => {
  await useSession(page, await createLearner(page.request, 'Worker Learner'))
  await openControlledApp(page, `/course/${COURSE_ID}`)
  // Opened again now that the worker controls the page: every navigation from here on passes it.
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  const enroll = page.getByRole('button', { name: 'Enroll Now' })
  await expect(enroll).toBeEnabled()

  const checkout = nextNavigation(page, /^\/checkout\//)
  await enroll.click()
  const answer = await checkout
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeVisible()
  await expect(page.getByText('Test mode')).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible()
  await expect(page.getByText('Page not found')).toBeHidden()
  expect(await showsTheApp(page)).toBe(false)
  // The checkout's own page, from the local API: not the app's index.html from the worker's precache.
  expect(answer.fromServiceWorker()).toBe(false)
  expect(answer.status()).toBe(200)
})

test('a checkout address the local API issued, and the local sign-in’s addresses, open from the network', async ({
  page,
}) => {
  const learner = await createLearner(page.request, 'Worker Learner')
  await openControlledApp(page)
  const purchase = await page.request.post('/api/user/purchase', {
    headers: { Authorization: `Bearer ${learner.token}` },
    data: { courseId: COURSE_ID },
  })
  const { sessionUrl } = (await purchase.json()) as { sessionUrl: string }
  expect(new URL(sessionUrl).pathname).toMatch(/^\/checkout\/cs_test_/)

  const checkout = await page.goto(sessionUrl)
  expect(checkout?.fromServiceWorker()).toBe(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeVisible()
  expect(await showsTheApp(page)).toBe(false)

  // A checkout link that is not (or no longer) valid gets the checkout's own explanation, not the app's 404.
  // Chromium logs the page's own 404 status as a console error.
  allowConsoleErrors(page, /the server responded with a status of 404/)
  await openControlledApp(page)
  const unknown = await page.goto('/checkout/cs_test_unknown')
  expect(unknown?.fromServiceWorker()).toBe(false)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible()
  expect(await showsTheApp(page)).toBe(false)

  // The local sign-in's list of accounts: the API's JSON, not the app.
  await openControlledApp(page)
  const accounts = await page.goto('/local-auth/accounts')
  expect(accounts?.fromServiceWorker()).toBe(false)
  await expect(page.locator('body')).toContainText(/"success":\s*true/)
  expect(await showsTheApp(page)).toBe(false)

  // The app's own pages still come from the worker.
  await openControlledApp(page)
  const about = await page.goto('/about')
  expect(about?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About/)
})
