import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS, expect, signInAs, startSignedInAs, test } from './fixtures'

/*
 * A shared computer (docs/offline.md#what-stays-on-this-device): what the browser keeps of one learner is deleted
 * when someone else signs in, and "Clear data on this device" removes everything of the signed-in learner.
 */

// The local provider's keys (importing the provider would pull React and import.meta.env into Node).
const LOCAL_TOKEN_KEY = 'edemy.local-auth.token'
const LOCAL_USER_KEY = 'edemy.local-auth.user'

const ROHAN = DEMO_ACCOUNTS.learner
const SARA = DEMO_ACCOUNTS.freshLearner

const keysOf = (page: Page, userId: string) =>
  page.evaluate(
    (id) => Object.keys(localStorage).filter((key) => key.includes(`.${id}.`) || key.endsWith(`.${id}`)),
    userId,
  )

async function openMyEnrollments(page: Page) {
  await page.goto('/my-enrollments')
  await expect(page.getByRole('heading', { name: 'My Enrollments' })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
}

test("someone else signing in deletes the last learner's copies, though they never signed out", async ({ page }) => {
  await startSignedInAs(page, ROHAN)
  await openMyEnrollments(page)
  await expect.poll(() => keysOf(page, ROHAN._id)).toContain(`edemy.saved.${ROHAN._id}.enrolled-courses`)
  // The browser is left with Rohan's session gone (it expired, or he closed the window) and his copies still here.
  await page.evaluate(
    ([tokenKey, userKey]) => {
      localStorage.removeItem(tokenKey)
      localStorage.removeItem(userKey)
      localStorage.setItem('edemy.study-preferences.user.user_demo_learner', '{"playbackRate":1.5}')
    },
    [LOCAL_TOKEN_KEY, LOCAL_USER_KEY] as const,
  )
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  expect(await keysOf(page, ROHAN._id)).toContain(`edemy.saved.${ROHAN._id}.enrolled-courses`)

  await signInAs(page, SARA)
  const copiesOfRohan = async () =>
    (await keysOf(page, ROHAN._id)).filter((key) => /^edemy\.(saved|pending-progress)\./.test(key))
  await expect.poll(copiesOfRohan).toEqual([])
  // His own settings are his, not copies of server data: they stay until he clears them.
  expect(await keysOf(page, ROHAN._id)).toContain(`edemy.study-preferences.user.${ROHAN._id}`)
})

test('"Clear data on this device" names what goes and removes it, at phone width too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await startSignedInAs(page, ROHAN)
  await openMyEnrollments(page)
  await page.evaluate((id) => {
    localStorage.setItem(`edemy.study-preferences.user.${id}`, '{"playbackRate":1.5}')
    localStorage.setItem(`edemy.saved-courses.user.${id}`, '[]')
  }, ROHAN._id)

  await page.getByRole('button', { name: `Account: ${ROHAN.name}` }).click()
  await page.getByRole('menuitem', { name: 'Clear data on this device' }).click()
  const dialog = page.getByRole('dialog', { name: 'Clear data on this device?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem').first()).toHaveText(
    'Copies of your account, courses and progress kept for use without a connection',
  )
  const box = await dialog.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  await page.screenshot({ path: test.info().outputPath('clear-data-360.png') })

  await dialog.getByRole('button', { name: 'Clear data' }).click()
  await expect(page.getByText('Data on this device cleared')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The page's own loads may keep fresh copies while Rohan stays signed in; nothing else of his is left.
  await expect
    .poll(async () => (await keysOf(page, ROHAN._id)).filter((key) => !key.startsWith(`edemy.saved.${ROHAN._id}.`)))
    .toEqual([])
  await expect(page.getByRole('button', { name: `Account: ${ROHAN.name}` })).toBeVisible()
})
