import type { Locator, Page } from '@playwright/test'
import { CONFIG_ERROR_URL } from '../../playwright.config'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { navigateInApp } from '../fixtures/securityE2e'
import {
  allowConsoleErrors,
  DEMO_ACCOUNTS,
  expect,
  readSignIn,
  seriousViolations,
  startSignedInAs,
  stubYouTube,
  test,
  useSession,
} from './fixtures'
import { hi } from './hindiCatalogue'

/*
 * The screens and states of a11y.spec.ts, in Hindi (docs/languages.md), in the Light and the Dark theme: axe finds no
 * serious or critical violation (contrast included) at a phone width and on a desktop, and nothing scrolls sideways
 * at 320 px (Hindi words are often longer than the English ones). Every app page says lang="hi". The checks that do
 * not depend on the language (landmarks, one h1, alt text, zoom, the Tab walk) are a11y.spec.ts's.
 */

const JS_COURSE_PATH = `/course/${DEMO_COURSE_IDS['javascript-essentials']}`
const PUBLIC_SPEAKING_ID = DEMO_COURSE_IDS['public-speaking-engineers'] ?? ''

const PHONE = { width: 320, height: 720 }
const DESKTOP = { width: 1280, height: 900 }

type Theme = 'light' | 'dark'

type ScreenState = {
  name: string
  /** Goes to the state (at the phone width) and waits until it is shown. */
  open: (page: Page) => Promise<void>
  /** The local API's test checkout: its own page, in English and without a theme (docs/languages.md). */
  isStandalone?: boolean
  /** A modal dialog is open; it must close on Escape. */
  isDialog?: boolean
}

/** Chooses Hindi, and the theme, on this device before the first page load, as the footer's controls keep them. */
async function chooseHindi(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((dark) => {
    localStorage.setItem('edemy.language', 'hi')
    localStorage.setItem('edemy.theme', dark ? 'dark' : 'light')
  }, theme === 'dark')
}

/** A screen has settled once its images are in and a frame has been laid out. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const loading = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy')
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true })
            image.addEventListener('error', resolve, { once: true })
          }),
      ),
    )
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
  })
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
    if (!state.isStandalone) await expectHindiIn(page, theme)
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

/** A screen reached by its address, shown once `shown` is visible (a string or pattern: its h1 with that name). */
function visit(
  path: string,
  shown: string | RegExp | ((page: Page) => Locator),
  { inApp = false } = {},
): (page: Page) => Promise<void> {
  return async (page) => {
    if (inApp) await navigateInApp(page, path)
    else await page.goto(path)
    const target = typeof shown === 'function' ? shown(page) : page.getByRole('heading', { level: 1, name: shown })
    await expect(target).toBeVisible()
  }
}

/** Starts the page signed in as a brand-new learner (enrolled nowhere, not an educator). */
async function startAsNewLearner(page: Page): Promise<void> {
  const email = `a11y-hi.${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`
  const answer = await page.request.post('/local-auth/sign-up', { data: { name: 'हिन्दी शिक्षार्थी', email } })
  await useSession(page, await readSignIn(answer))
}

const asLearner = (page: Page) => startSignedInAs(page, DEMO_ACCOUNTS.learner)
const asEducator = (page: Page) => startSignedInAs(page, DEMO_ACCOUNTS.educator)

const CHAPTER = 'सुलभ अध्याय'
const ADD_LECTURES = hi('+ Add Lectures {toChapter}', {
  toChapter: hi('to chapter {chapterTitle}', { chapterTitle: CHAPTER }),
})

/** The add-course form with one chapter, added as an educator does (its name is asked in a prompt). */
async function openAddCourseWithChapter(page: Page): Promise<void> {
  await page.goto('/educator/add-course')
  await expect(page.getByRole('textbox', { name: hi('Course Description') })).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept(CHAPTER))
  await page.getByRole('button', { name: hi('+ Add Chapter'), exact: true }).click()
  await expect(page.getByRole('button', { name: ADD_LECTURES })).toBeVisible()
}

/** Fills the lecture modal and adds the lecture. */
async function addLecture(page: Page): Promise<void> {
  await page.getByRole('button', { name: ADD_LECTURES }).click()
  const dialog = page.getByRole('dialog', { name: hi('Add Lecture') })
  await dialog.getByLabel(hi('Lecture Title'), { exact: true }).fill('एक लेक्चर')
  await dialog.getByLabel(hi('Duration (minutes)'), { exact: true }).fill('5')
  await dialog.getByLabel(hi('Lecture URL'), { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ')
  await dialog.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** From My Enrollments: opens the first enrolled course in the player and chooses its first lecture. */
async function openFirstEnrolledLecture(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(`^(${hi('On Going')}|${hi('Completed')})`) })
    .first()
    .click()
  await page
    .getByRole('button', { name: new RegExp(`^${hi('Watch {lectureTitle}', { lectureTitle: '' })}`) })
    .first()
    .click()
}

/**
 * One test: `prepare` runs before the first page load (routes, session), then the states are opened and checked.
 * `allowErrors`: the console error the screen's own failed request logs on purpose.
 */
type ScreenTest = { title: string; allowErrors?: RegExp; prepare?: (page: Page) => unknown; states: ScreenState[] }

const SCREEN_TESTS: ScreenTest[] = [
  {
    title: 'home',
    states: [
      {
        name: 'home',
        open: async (page) => {
          await page.goto('/')
          await expect(page.getByRole('list', { name: hi('Featured courses') }).getByTestId('course-card')).toHaveCount(
            4,
          )
        },
      },
    ],
  },
  {
    title: 'course list',
    states: [{ name: 'course list', open: visit('/course-list', (page) => page.getByTestId('course-card').first()) }],
  },
  {
    title: 'course list without results, and an unknown course',
    allowErrors: /status of 404/,
    states: [
      {
        name: 'course list without results',
        open: visit('/course-list/no%20such%20course%20anywhere', (page) =>
          page.getByText(hi('No courses available at the moment.')),
        ),
      },
      { name: 'unknown course', open: visit('/course/does-not-exist', hi('Course not found'), { inApp: true }) },
    ],
  },
  {
    title: 'course with a chapter and a preview open',
    prepare: stubYouTube,
    states: [
      {
        name: 'course with a chapter and a preview open',
        open: async (page) => {
          await page.goto(JS_COURSE_PATH)
          await page.getByRole('button', { name: /Getting Started/ }).click()
          await page
            .getByRole('button', { name: new RegExp(`^${hi('Preview')}`) })
            .first()
            .click()
          await expect(page.getByTestId('preview-player')).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'about and contact',
    states: [
      { name: 'about', open: visit('/about', hi('About {brand}', { brand: 'Edemy' })) },
      { name: 'contact', open: visit('/contact', hi('Contact Us'), { inApp: true }) },
    ],
  },
  {
    title: 'privacy policy and 404',
    states: [
      { name: 'privacy policy', open: visit('/privacy-policy', hi('Privacy Policy')) },
      { name: '404', open: visit('/this/page/does/not/exist', hi('Page not found'), { inApp: true }) },
    ],
  },
  {
    title: 'sign-in dialog',
    states: [
      {
        name: 'sign-in dialog',
        isDialog: true,
        open: async (page) => {
          await page.goto('/')
          await page.getByRole('button', { name: hi('Create Account'), exact: true }).click()
          await expect(page.getByRole('dialog', { name: hi('Sign in to {brand}', { brand: 'Edemy' }) })).toBeVisible()
          const demo = hi('Continue as {name}', { name: DEMO_ACCOUNTS.learner.name })
          await expect(page.getByRole('button', { name: demo })).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'catalogue unavailable',
    allowErrors: /status of 503/,
    prepare: (page) =>
      page.route('**/api/course/all', (route) =>
        route.fulfill({ status: 503, json: { success: false, message: 'The catalogue is resting' } }),
      ),
    states: [
      {
        name: 'catalogue unavailable',
        // Shown once the load's retries are spent (GET_RETRY in src/config/constants.ts).
        open: visit('/course-list', (page) => page.getByRole('button', { name: hi('Try again') })),
      },
    ],
  },
  {
    title: 'my enrollments signed out',
    states: [{ name: 'my enrollments signed out', open: visit('/my-enrollments', hi('Sign in to continue')) }],
  },
  {
    title: 'my enrollments and the player with a lecture chosen',
    prepare: async (page) => {
      await stubYouTube(page)
      await asLearner(page)
    },
    states: [
      {
        name: 'my enrollments',
        open: visit('/my-enrollments', (page) => page.getByText(new RegExp(`^\\d+ / \\d+ ${hi('Lectures')}$`)).first()),
      },
      {
        name: 'player with a lecture chosen',
        open: async (page) => {
          await openFirstEnrolledLecture(page)
          await expect(page.getByRole('heading', { level: 2, name: /^1\.1 / })).toBeVisible()
          await expect(page.getByRole('group', { name: hi('Rate This Course:') })).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'player of a course not owned',
    prepare: asLearner,
    states: [
      {
        name: 'player of a course not owned',
        open: visit(`/player/${PUBLIC_SPEAKING_ID}`, hi('You are not enrolled in this course')),
      },
    ],
  },
  {
    title: 'my enrollments offline',
    allowErrors: /ERR_INTERNET_DISCONNECTED/,
    prepare: asLearner,
    states: [
      {
        name: 'my enrollments offline',
        open: async (page) => {
          await page.goto('/my-enrollments')
          await expect(page.getByRole('table')).toBeVisible()
          await page.context().setOffline(true)
          const offline = hi('You are offline. We will refresh this page when your connection is back.')
          await expect(page.getByText(offline.split('।')[0] ?? offline, { exact: false })).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'my enrollments failing to load',
    allowErrors: /status of 500/,
    prepare: async (page) => {
      await asLearner(page)
      await page.route('**/api/user/data/enrolled-courses', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Enrollments are unavailable' } }),
      )
    },
    states: [
      {
        name: 'my enrollments failing to load',
        // The server's own message, shown as it sent it, once the load's retries are spent.
        open: visit('/my-enrollments', (page) => page.getByRole('main').getByText('Enrollments are unavailable')),
      },
    ],
  },
  {
    title: 'educator area signed out',
    states: [{ name: 'educator area signed out', open: visit('/educator', hi('Sign in to continue')) }],
  },
  {
    title: 'educator dashboard',
    prepare: asEducator,
    states: [
      {
        name: 'dashboard',
        open: visit('/educator', (page) => page.getByRole('table', { name: hi('Latest Enrollments') })),
      },
    ],
  },
  {
    title: 'my courses and students enrolled',
    prepare: asEducator,
    states: [
      {
        name: 'my courses',
        open: visit('/educator/my-course', (page) => page.getByRole('table', { name: hi('My courses') })),
      },
      {
        name: 'students enrolled',
        open: async (page) => {
          await page
            .getByRole('navigation', { name: hi('Educator'), exact: true })
            .getByRole('link', { name: hi('Students Enrolled') })
            .click()
          await expect(page.getByRole('table', { name: hi('Students enrolled') })).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'add course',
    prepare: asEducator,
    states: [
      {
        name: 'add course',
        open: visit('/educator/add-course', (page) => page.getByRole('textbox', { name: hi('Course Description') })),
      },
    ],
  },
  {
    title: 'add course refused, with a chapter and a lecture',
    // Without a thumbnail the course is still sent (docs/product.md#add-course) and the server refuses it.
    allowErrors: /status of 400/,
    prepare: asEducator,
    states: [
      {
        name: 'add course refused, with a chapter and a lecture',
        open: async (page) => {
          await openAddCourseWithChapter(page)
          await page.getByLabel(hi('Course Title'), { exact: true }).fill('सुलभता की जाँच (never published)')
          await addLecture(page)
          await page.getByRole('button', { name: hi('ADD'), exact: true }).click()
          // The server's refusal (one of the API's fixed sentences, so in Hindi too) beside the form's Hindi.
          await expect(page.getByText(hi('Thumbnail Not Attached'))).toBeVisible()
          await expect(page.getByText(hi('Please upload course thumbnail'))).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'lecture modal with errors',
    prepare: asEducator,
    states: [
      {
        name: 'lecture modal with errors',
        isDialog: true,
        open: async (page) => {
          await openAddCourseWithChapter(page)
          await page.getByRole('button', { name: ADD_LECTURES }).click()
          await page
            .getByRole('dialog')
            .getByRole('button', { name: hi('ADD'), exact: true })
            .click()
          await expect(page.getByText(hi('Enter the lecture title.'))).toBeVisible()
        },
      },
    ],
  },
  {
    title: 'the invitation to become an educator',
    prepare: startAsNewLearner,
    states: [{ name: 'educator invitation', open: visit('/educator', hi('Teach on the platform')) }],
  },
  {
    title: 'the test checkout, and a declined card',
    // A declined card answers 402.
    allowErrors: /status of 402/,
    prepare: startAsNewLearner,
    states: [
      {
        name: 'test checkout',
        isStandalone: true,
        open: async (page) => {
          await page.goto(`/course/${PUBLIC_SPEAKING_ID}`)
          await expect(page.getByRole('link', { name: hi('My Enrollments'), exact: true })).toBeVisible()
          await page.getByRole('button', { name: hi('Enroll Now'), exact: true }).click()
          await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
          await expect(page.getByLabel('Card number')).toBeVisible()
        },
      },
      {
        name: 'test checkout with a declined card',
        isStandalone: true,
        open: async (page) => {
          await page.getByLabel('Card number').fill('4000 0000 0000 0002')
          await page.getByRole('button', { name: 'Pay' }).click()
          await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
        },
      },
    ],
  },
]

test.describe('screens in Hindi: axe in Light and Dark, and no sideways scroll at 320 px', () => {
  // Mid-fade text is semi-transparent and would be measured as low contrast: screens are checked settled.
  test.use({ reducedMotion: 'reduce', viewport: PHONE })

  for (const theme of ['light', 'dark'] as const) {
    for (const { title, allowErrors, prepare, states } of SCREEN_TESTS) {
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
