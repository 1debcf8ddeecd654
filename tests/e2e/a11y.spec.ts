import type { Page } from '@playwright/test'
import { CONFIG_ERROR_URL } from '../../playwright.config'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { DESKTOP, JS_COURSE_PATH, PHONE, screenTests, settle, type Layout, type ScreenState } from './a11yScreens'
import {
  allowConsoleErrors,
  DEMO_ACCOUNTS,
  expect,
  requestsSeen,
  seriousViolations,
  startSignedInAs,
  stubYouTube,
  test,
} from './fixtures'
import { en } from './hindiCatalogue'

/*
 * WCAG 2.2 AA on every screen state (docs/product.md#quality-bars): axe finds no serious or critical
 * violation, each page has its landmarks and exactly one h1, images carry alt text (or alt=""), nothing
 * scrolls sideways at 320 px or at 200 % zoom, and every stop of a Tab walk shows where focus is.
 * The keyboard-only journeys are in keyboard.spec.ts.
 *
 * The screens and their states are a11yScreens.ts's, shared with a11y-hindi.spec.ts, which checks them in Hindi.
 * A screen test opens its states one after the other on one page (inside the app where a page load is not
 * what is checked) and checks each state at a phone width, then on a desktop: layouts follow the width through
 * CSS alone, so one state serves both. The tests are small, so the two workers share them evenly, and they
 * sign in through the API: the sign-in dialog is one of the checked states, and shell.spec.ts signs in with it.
 *
 * Every screen test runs again in the Dark theme (docs/product.md#theme), checked by axe, contrast included, at both
 * widths; what does not depend on colour (landmarks, headings, reflow, the Tab walk) is the Light runs' to check.
 */

const PUBLIC_SPEAKING_ID = DEMO_COURSE_IDS['public-speaking-engineers'] ?? ''
/** A 1280 × 900 window at 200 % zoom lays pages out in 640 × 450 CSS pixels. */
const ZOOMED = { width: 640, height: 450 }
/** A page's Tab walk stops after this many stops (the course list has two dozen cards). */
const MAX_TAB_STOPS = 80

type CheckOptions = { layout?: Layout; isDialog?: boolean; tabWalk?: boolean; zoom?: boolean }

/** True when the page scrolls sideways (WCAG 1.4.10 reflow). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

/**
 * Presses Tab from the top of the page (of the open dialog, when there is one) until focus leaves the
 * document or comes back round, and returns the stops that show no focus indicator: an outline, or a focus
 * ring (box-shadow with a spread) on the element, its parent or grandparent (a search field's box) or the
 * next sibling (a visually hidden radio's star, a file input's button).
 */
async function walkOnce(page: Page): Promise<{ problems: string[]; stops: number }> {
  await page.bringToFront() // a keyboard user's window has focus
  await page.evaluate(() => {
    document.querySelectorAll('[data-tab-walk]').forEach((element) => element.removeAttribute('data-tab-walk'))
    // Tab goes on from the browser's starting point, which blur() leaves where focus was (after the last button
    // clicked): focusing the start of the page, or of the dialog, moves it there.
    const start = document.querySelector<HTMLElement>('[role="dialog"]') ?? document.body
    const tabIndex = start.getAttribute('tabindex')
    if (tabIndex === null) start.setAttribute('tabindex', '-1')
    start.focus({ preventScroll: true })
    if (tabIndex === null) start.removeAttribute('tabindex')
    window.scrollTo(0, 0)
  })
  const problems: string[] = []
  let stops = 0
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press('Tab')
    const result = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body || element.tagName === 'IFRAME') return { done: true }
      if (element.hasAttribute('data-tab-walk')) return { done: true }
      element.setAttribute('data-tab-walk', '')
      const isVisible = (candidate: Element | null | undefined): boolean => {
        if (!candidate) return false
        const style = getComputedStyle(candidate)
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 1 &&
          !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor)
        const ring = /(^|,\s*|\)\s)0px 0px 0px [1-9]/.test(style.boxShadow) && style.boxShadow !== 'none'
        return outline || ring
      }
      const parent = element.parentElement
      const shown = [element, parent, parent?.parentElement, element.nextElementSibling].some(isVisible)
      const box = element.getBoundingClientRect()
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.getAttribute('placeholder') ??
        ''
      const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`
      return { done: false, shown, hasSize: box.width > 0 && box.height > 0, label }
    })
    if (result.done) break
    stops += 1
    if (!result.shown) problems.push(`no focus indicator: ${result.label}`)
    if (!result.hasSize) problems.push(`focused but not rendered: ${result.label}`)
  }
  return { problems, stops }
}

async function stopsWithoutVisibleFocus(page: Page): Promise<string[]> {
  const walk = await walkOnce(page)
  // Every screen has at least a link home and one more control: a walk that stops at once checked nothing.
  if (walk.stops < 2) walk.problems.push(`the Tab walk reached only ${walk.stops} element(s)`)
  return walk.problems
}

/** Everything a settled screen state must satisfy; soft, so one run lists every problem. */
async function checkScreen(page: Page, name: string, options: CheckOptions = {}): Promise<void> {
  const { layout = 'learner', isDialog = false, tabWalk = false, zoom = false } = options
  expect.soft(await seriousViolations(page), `${name}: axe`).toEqual([])
  expect.soft(await page.locator('img:not([alt])').count(), `${name}: images without alt`).toBe(0)
  expect.soft(await scrollsSideways(page), `${name}: sideways scroll at ${page.viewportSize()?.width} px`).toBe(false)
  if (isDialog) {
    await expect.soft(page.getByRole('dialog'), `${name}: one named dialog`).toHaveCount(1)
    expect.soft(await page.getByRole('dialog').getAttribute('aria-labelledby'), `${name}: dialog name`).toBeTruthy()
  } else {
    await expect.soft(page.getByRole('heading', { level: 1 }), `${name}: exactly one h1`).toHaveCount(1)
    await expect.soft(page.getByRole('main'), `${name}: one main landmark`).toHaveCount(1)
    if (layout !== 'standalone') {
      await expect.soft(page.getByRole('banner'), `${name}: one banner`).toHaveCount(1)
      await expect.soft(page.getByRole('contentinfo'), `${name}: one contentinfo`).toHaveCount(1)
    }
    if (layout === 'learner') {
      await expect.soft(page.getByRole('navigation', { name: 'Main' }), `${name}: main navigation`).toHaveCount(1)
    }
  }
  if (zoom) {
    const size = page.viewportSize()
    await page.setViewportSize(ZOOMED)
    expect.soft(await scrollsSideways(page), `${name}: sideways scroll at 200 % zoom`).toBe(false)
    if (size) await page.setViewportSize(size)
  }
  if (tabWalk) expect.soft(await stopsWithoutVisibleFocus(page), `${name}: Tab walk`).toEqual([])
}

/**
 * Opens each state in turn and checks it at a phone width (plus 200 % zoom), then on a desktop (plus a Tab
 * walk); a dialog must then close on Escape. In Dark, each state is checked by axe alone, at both widths.
 */
async function checkStates(page: Page, states: readonly ScreenState[], theme: Theme = 'light'): Promise<void> {
  for (const state of states) {
    await page.setViewportSize(PHONE)
    await state.open(page)
    if (theme === 'dark') await expectDarkTheme(page)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await settle(page)
      const name = `${state.name} at ${viewport.width} px`
      if (theme === 'dark') expect.soft(await seriousViolations(page), `${name} in Dark: axe`).toEqual([])
      else
        await checkScreen(page, name, {
          layout: state.layout,
          isDialog: state.isDialog,
          zoom: viewport === PHONE,
          tabWalk: viewport === DESKTOP,
        })
    }
    if (state.isDialog) {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  }
}

type Theme = 'light' | 'dark'

/** Chooses Dark on this device before the first page load, as the Theme control keeps it (src/lib/theme.ts). */
async function chooseDark(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('edemy.theme', 'dark'))
}

/** The app's pages show Dark (the local API's test checkout is not the app's page, and has no theme). */
async function expectDarkTheme(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark')
}

test.describe('screens: axe, landmarks, one h1, alt text, reflow (and 200 % zoom), visible focus', () => {
  // Mid-fade text is semi-transparent and would be measured as low contrast: screens are checked settled.
  test.use({ reducedMotion: 'reduce', viewport: PHONE })

  for (const theme of ['light', 'dark'] as const) {
    for (const { title, allowErrors, prepare, states } of screenTests(en)) {
      test(`${title}${theme === 'dark' ? ' in Dark' : ''} at 320 and 1280 px`, async ({ page }) => {
        if (allowErrors) allowConsoleErrors(page, allowErrors)
        if (theme === 'dark') await chooseDark(page)
        await prepare?.(page)
        await checkStates(page, states, theme)
      })
    }
  }

  test('configuration error at 320 px', async ({ page }) => {
    await page.goto(CONFIG_ERROR_URL)
    await expect(page.getByRole('heading', { name: 'The app is not configured correctly' })).toBeVisible()
    await settle(page)
    // Nothing on it takes focus, so there is no Tab walk (and no desktop check, which is where the walk runs).
    await checkScreen(page, 'configuration error at 320 px', { layout: 'standalone', zoom: true })
  })

  test('configuration error in Dark at 320 px', async ({ page }) => {
    await chooseDark(page)
    await page.goto(CONFIG_ERROR_URL)
    await expect(page.getByRole('heading', { name: 'The app is not configured correctly' })).toBeVisible()
    await expectDarkTheme(page)
    await settle(page)
    expect.soft(await seriousViolations(page), 'configuration error in Dark: axe').toEqual([])
  })
})

test('chapter toggles are buttons with aria-expanded, and the rating stars are one radio group', async ({ page }) => {
  await stubYouTube(page)
  await page.goto(JS_COURSE_PATH)
  const structure = page.getByRole('region', { name: 'Course Structure' })
  const toggles = structure.locator('button[aria-expanded]')
  await expect(toggles.first()).toBeVisible()
  expect(await toggles.count()).toBeGreaterThan(1)
  for (const toggle of await toggles.all()) {
    expect(await toggle.evaluate((element) => element.tagName)).toBe('BUTTON')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeHidden()
  }
  const first = toggles.first()
  const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(firstPanel).toBeVisible()
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(firstPanel).toBeHidden()

  // Signed in from the next page load on.
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.goto('/my-enrollments')
  await page
    .getByRole('link', { name: /^(On Going|Completed)/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Course Structure' })).toBeVisible()
  const playerToggles = page.getByRole('main').locator('h3 > button')
  expect(await playerToggles.count()).toBeGreaterThan(0)
  for (const toggle of await playerToggles.all())
    await expect(toggle).toHaveAttribute('aria-expanded', /^(true|false)$/)
  await expect(playerToggles.first()).toHaveAttribute('aria-expanded', 'true')

  const stars = page.getByRole('group', { name: 'Rate This Course:' })
  const radios = stars.getByRole('radio')
  await expect(radios).toHaveCount(5)
  for (const [index, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
    await expect(radios.nth(index)).toHaveAccessibleName(name)
  }
  // One group: the radios share a name, so Tab enters once and the arrow keys move between stars.
  const names = await radios.evaluateAll((inputs) => new Set(inputs.map((input) => input.getAttribute('name'))).size)
  expect(names).toBe(1)
})

test('dialogs trap focus, close on Escape and give focus back to what opened them', async ({ page }) => {
  async function expectFocusTrapped(dialogName: string | RegExp) {
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible()
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `${key} stays inside`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }

  // The sign-in dialog opened from a page's own prompt (the navigation bar's opener is in shell.spec.ts).
  await page.goto('/my-enrollments')
  const prompt = page.getByRole('main').getByRole('button', { name: 'Sign in' })
  await prompt.focus()
  await page.keyboard.press('Enter')
  await expectFocusTrapped('Sign in to Edemy')
  await expect(prompt).toBeFocused()

  // The lecture modal (signed in from the next page load on).
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')
  page.once('dialog', (dialog) => void dialog.accept('Focus chapter'))
  await page.getByRole('button', { name: '+ Add Chapter' }).click()
  const opener = page.getByRole('button', { name: '+ Add Lectures to chapter Focus chapter' })
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Add Lecture' }).getByLabel('Lecture Title')).toBeVisible()
  await expectFocusTrapped('Add Lecture')
  await expect(opener).toBeFocused()
})

test('toasts are announced: they are alerts inside the notifications region and do not steal focus', async ({
  page,
}) => {
  await page.goto(`/course/${PUBLIC_SPEAKING_ID}`)
  const enroll = page.getByRole('button', { name: 'Enroll Now' })
  await enroll.focus()
  await page.keyboard.press('Enter')
  const region = page.getByRole('region', { name: /^Notifications/ })
  await expect(region.getByRole('alert')).toContainText('Please login to enroll the course')
  await expect(enroll).toBeFocused()
  // Alt+T (react-toastify's shortcut, named in the region) takes keyboard users to the toasts.
  await page.keyboard.press('Alt+t')
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.Toastify'))).toBe(true)
})

/** Scrolls the page down, if it can scroll, and waits until the page has handled the scroll event. */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.documentElement.scrollHeight <= window.innerHeight) return resolve()
        // Listeners added earlier (the app's) run first.
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollBy(0, 2000)
      }),
  )
}

test('prefers-reduced-motion turns the scroll animations off; without it the cards do animate', async ({ page }) => {
  // AOS is its own chunk and stylesheet (src/hooks/useAos.ts), fetched only when animations may run.
  const aosLoads: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/aos-[\w-]+\.(js|css)$/.test(new URL(request.url()).pathname)) aosLoads.push(request.url())
  })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const path of ['/', '/course-list', '/about', '/contact', '/privacy-policy', JS_COURSE_PATH]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    // The home page and the course screen load their animations on the first scroll.
    await scrollDown(page)
    await requestsSeen(page)
    expect(aosLoads, `${path}: AOS fetched`).toEqual([])
    await expect(page.locator('[data-aos]'), path).toHaveCount(0)
    expect(await page.locator('.aos-animate, .aos-init').count(), path).toBe(0)
    const moving = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        return `${animation.constructor.name} on ${target instanceof Element ? target.className : '?'}`
      }),
    )
    expect(moving, `${path}: running animations`).toEqual([])
  }

  // The checks can fail: with no preference, the first scroll of the home page fetches AOS, and its cards fade up.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await scrollDown(page)
  await requestsSeen(page)
  expect(aosLoads.length, 'AOS fetched on the first scroll').toBeGreaterThan(0)
  await expect(page.locator('[data-testid="course-card"][data-aos="fade-up"]').first()).toBeAttached()
})
