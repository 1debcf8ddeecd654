import type { Locator, Page } from '@playwright/test'
import { CONFIG_ERROR_URL } from '../../playwright.config'
import { DEMO_ACCOUNTS, expect, signInAs, signUpFreshLearner, startSignedInAs, test } from './fixtures'

/** Presses Tab until `target` has focus, a dozen times at most; the caller checks that it got there. */
async function tabUntilFocused(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 12; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
}

test('signed out, the navigation bar offers Create Account and the footer has its links and copyright', async ({
  page,
}) => {
  await page.goto('/this/page/does/not/exist')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Edemy')
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toHaveCount(0)

  const footer = page.getByRole('contentinfo')
  for (const name of ['Home', 'About Us', 'Contact Us', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(footer).toContainText(`Copyright ${new Date().getFullYear()} © Edemy`)

  await page.getByRole('link', { name: 'Go home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a learner signs in through the local provider and sees the learner links, then signs out', async ({ page }) => {
  await page.goto('/missing')
  await signInAs(page, DEMO_ACCOUNTS.learner)
  await expect(page.getByRole('button', { name: 'Become Educator' })).toBeVisible()

  // The session survives a full reload (the local provider keeps its token).
  await page.reload()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()

  await page.getByRole('button', { name: `Account: ${DEMO_ACCOUNTS.learner.name}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('edemy.local-auth.token'))).toBeNull()
})

test('on a phone the signed-in bar keeps the account avatar whole and on screen, in either language', async ({
  page,
}) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.goto('/missing')
  for (const language of ['en', 'hi']) {
    await page.evaluate((chosen) => localStorage.setItem('edemy.language', chosen), language)
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto('/missing')
      const avatar = page.getByRole('banner').getByRole('button', { name: /Rohan Mehta/ })
      await expect(avatar).toBeVisible()
      const box = await avatar.boundingBox()
      // The avatar's own size (36 px), not squeezed by the links beside it, and wholly inside the screen.
      expect({ language, width, size: box && Math.round(box.width) }).toEqual({ language, width, size: 36 })
      expect(box && box.x + box.width).toBeLessThanOrEqual(width)
      // Nothing wider than the window (less the scroll bar's room, kept on every page).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true)
    }
  }
})

test('a new visitor creates an account in the sign-in dialog and is signed in under that name', async ({ page }) => {
  await page.goto('/missing')
  const { name } = await signUpFreshLearner(page, 'Dialog Newcomer')
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Become Educator' })).toBeVisible()
})

test('the sign-in dialog traps focus, closes on Escape, returns focus, and signs an educator in from the keyboard', async ({
  page,
}) => {
  await page.goto('/missing')
  const opener = page.getByRole('button', { name: 'Create Account' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Sign in to Edemy' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // Enter opens it again, and Tab reaches a demo account to continue as.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const educator = dialog.getByRole('button', { name: new RegExp(`Continue as ${DEMO_ACCOUNTS.educator.name}`) })
  await tabUntilFocused(page, educator)
  await expect(educator).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: 'Educator Dashboard' })).toHaveAttribute('href', '/educator')
})

test('an unknown API path answers JSON, never the app page', async ({ request }) => {
  const response = await request.get('/api/no-such-call')
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ success: false })
})

test('a malformed setting shows the configuration error screen naming the variable', async ({ page }) => {
  await page.goto(CONFIG_ERROR_URL)
  await expect(page.getByRole('heading', { name: 'The app is not configured correctly' })).toBeVisible()
  await expect(page.getByText('VITE_BACKEND_URL')).toBeVisible()
  await expect(page.getByText(/not a valid URL/)).toBeVisible()
})
