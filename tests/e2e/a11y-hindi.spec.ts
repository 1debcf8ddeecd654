import type { Page } from '@playwright/test'
import { CONFIG_ERROR_URL } from '../../playwright.config'
import { DESKTOP, PHONE, screenTests, settle, type ScreenState } from './a11yScreens'
import { allowConsoleErrors, expect, seriousViolations, test } from './fixtures'
import { hi } from './hindiCatalogue'

/*
 * The screens and states of a11y.spec.ts (a11yScreens.ts, written once for both languages), in Hindi
 * (docs/languages.md), in the Light and the Dark theme: axe finds no serious or critical violation (contrast included)
 * at a phone width and on a desktop, and nothing scrolls sideways at 320 px (Hindi words are often longer than the
 * English ones). Every app page says lang="hi". The checks that do not depend on the language (landmarks, one h1, alt
 * text, zoom, the Tab walk) are a11y.spec.ts's.
 */

type Theme = 'light' | 'dark'

/** Chooses Hindi, and the theme, on this device before the first page load, as the footer's controls keep them. */
async function chooseHindi(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((dark) => {
    localStorage.setItem('edemy.language', 'hi')
    localStorage.setItem('edemy.theme', dark ? 'dark' : 'light')
  }, theme === 'dark')
}

/** The app's page is in Hindi and in the chosen theme (the test checkout is not the app's page). */
async function expectHindiIn(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Opens each state, then checks it at the phone width and on a desktop; a dialog must then close on Escape. */
async function checkStates(page: Page, states: readonly ScreenState[], theme: Theme): Promise<void> {
  for (const state of states) {
    await page.setViewportSize(PHONE)
    await state.open(page)
    if (state.layout !== 'standalone') await expectHindiIn(page, theme)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await settle(page)
      const name = `${state.name} in Hindi and ${theme} at ${viewport.width} px`
      expect.soft(await seriousViolations(page), `${name}: axe`).toEqual([])
      if (viewport === PHONE) {
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        )
        expect.soft(sideways, `${name}: sideways scroll`).toBe(false)
      }
    }
    if (state.isDialog) {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  }
}

test.describe('screens in Hindi: axe in Light and Dark, and no sideways scroll at 320 px', () => {
  // Mid-fade text is semi-transparent and would be measured as low contrast: screens are checked settled.
  test.use({ reducedMotion: 'reduce', viewport: PHONE })

  for (const theme of ['light', 'dark'] as const) {
    for (const { title, allowErrors, prepare, states } of screenTests(hi)) {
      test(`${title} in Hindi, ${theme === 'dark' ? 'Dark' : 'Light'}, at 320 and 1280 px`, async ({ page }) => {
        if (allowErrors) allowConsoleErrors(page, allowErrors)
        await chooseHindi(page, theme)
        await prepare?.(page)
        await checkStates(page, states, theme)
      })
    }

    test(`configuration error in Hindi, ${theme === 'dark' ? 'Dark' : 'Light'}, at 320 px`, async ({ page }) => {
      await chooseHindi(page, theme)
      await page.goto(CONFIG_ERROR_URL)
      await expect(page.getByRole('heading', { name: hi('The app is not configured correctly') })).toBeVisible()
      await expectHindiIn(page, theme)
      await settle(page)
      expect.soft(await seriousViolations(page), `configuration error in Hindi and ${theme}: axe`).toEqual([])
    })
  }
})
