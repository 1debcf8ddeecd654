import type { Locator, Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { navigateInApp } from '../fixtures/securityE2e'
import { DEMO_ACCOUNTS, expect, readSignIn, startSignedInAs, stubYouTube, useSession } from './fixtures'
import { en, type Say } from './hindiCatalogue'

/*
 * The screens and states the accessibility specs check, written once for both languages: a11y.spec.ts runs them in
 * English (axe, landmarks, one h1, reflow, zoom, the Tab walk) and a11y-hindi.spec.ts in Hindi (axe, reflow, the
 * page's language). Every interface text is a catalogue message, given in the spec's language by `say`; course
 * content stays as written, in the spec's own language (`content`). The local API's test checkout is English in both.
 */

export const JS_COURSE_PATH = `/course/${DEMO_COURSE_IDS['javascript-essentials']}`
const PUBLIC_SPEAKING_ID = DEMO_COURSE_IDS['public-speaking-engineers'] ?? ''

export const PHONE = { width: 320, height: 720 }
export const DESKTOP = { width: 1280, height: 900 }

/** The app's learner pages, the educator area, or a page of its own (the local API's test checkout). */
export type Layout = 'learner' | 'educator' | 'standalone'

export type ScreenState = {
  name: string
  /** Goes to the state (at the phone width) and waits until it is shown. */
  open: (page: Page) => Promise<void>
  layout?: Layout
  /** A modal dialog is open: the page behind it is hidden from assistive technology. It must close on Escape. */
  isDialog?: boolean
}

/**
 * One test: `prepare` runs before the first page load (routes, session), then the states are opened and checked.
 * `allowErrors`: the console error the screen's own failed request logs on purpose.
 */
export type ScreenTest = {
  title: string
  allowErrors?: RegExp
  prepare?: (page: Page) => unknown
  states: ScreenState[]
}

/** What an educator or learner types in the spec's language (course content is never translated). */
type Content = { learnerName: string; chapter: string; courseTitle: string; lectureTitle: string }

const CONTENT: Record<'en' | 'hi', Content> = {
  en: {
    learnerName: 'A11y Learner',
    chapter: 'Accessible chapter',
    courseTitle: 'Accessibility check (never published)',
    lectureTitle: 'A lecture',
  },
  hi: {
    learnerName: 'हिन्दी शिक्षार्थी',
    chapter: 'सुलभ अध्याय',
    courseTitle: 'सुलभता की जाँच (never published)',
    lectureTitle: 'एक लेक्चर',
  },
}

/** A screen has settled once its images are in and a frame has been laid out. */
export async function settle(page: Page): Promise<void> {
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

/**
 * A screen reached by its address, shown once `shown` is visible (a string or pattern: the page's h1 with that
 * name); `inApp` follows the address inside the running app instead of loading the page.
 */
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

const asLearner = (page: Page) => startSignedInAs(page, DEMO_ACCOUNTS.learner)
const asEducator = (page: Page) => startSignedInAs(page, DEMO_ACCOUNTS.educator)

/** The screen tests, in the language of `say` (`en` or `hi`). */
export function screenTests(say: Say): ScreenTest[] {
  const content = CONTENT[say === en ? 'en' : 'hi']
  const addLectures = say('+ Add Lectures {toChapter}', {
    toChapter: say('to chapter {chapterTitle}', { chapterTitle: content.chapter }),
  })

  /** Starts the page signed in as a brand-new learner (enrolled nowhere, not an educator). */
  async function startAsNewLearner(page: Page): Promise<void> {
    const email = `a11y.${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`
    const answer = await page.request.post('/local-auth/sign-up', { data: { name: content.learnerName, email } })
    await useSession(page, await readSignIn(answer))
  }

  /** The add-course form with one chapter, added as an educator does (its name is asked in a prompt). */
  async function openAddCourseWithChapter(page: Page): Promise<void> {
    await page.goto('/educator/add-course')
    await expect(page.getByRole('textbox', { name: say('Course Description') })).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept(content.chapter))
    await page.getByRole('button', { name: say('+ Add Chapter'), exact: true }).click()
    await expect(page.getByRole('button', { name: addLectures })).toBeVisible()
  }

  /** Fills the lecture modal and adds the lecture. */
  async function addLecture(page: Page): Promise<void> {
    await page.getByRole('button', { name: addLectures }).click()
    const dialog = page.getByRole('dialog', { name: say('Add Lecture') })
    await dialog.getByLabel(say('Lecture Title'), { exact: true }).fill(content.lectureTitle)
    await dialog.getByLabel(say('Duration (minutes)'), { exact: true }).fill('5')
    await dialog.getByLabel(say('Lecture URL'), { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ')
    await dialog.getByRole('button', { name: say('ADD'), exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  /** From My Enrollments: opens the first enrolled course in the player and chooses its first lecture. */
  async function openFirstEnrolledLecture(page: Page): Promise<void> {
    await page
      .getByRole('link', { name: new RegExp(`^(${say('On Going')}|${say('Completed')})`) })
      .first()
      .click()
    await page
      .getByRole('button', { name: new RegExp(`^${say('Watch {lectureTitle}', { lectureTitle: '' })}`) })
      .first()
      .click()
  }

  return [
    {
      title: 'home',
      states: [
        {
          name: 'home',
          open: async (page) => {
            await page.goto('/')
            const featured = page.getByRole('list', { name: say('Featured courses') })
            await expect(featured.getByTestId('course-card')).toHaveCount(4)
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
            page.getByText(say('No courses available at the moment.')),
          ),
        },
        { name: 'unknown course', open: visit('/course/does-not-exist', say('Course not found'), { inApp: true }) },
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
              .getByRole('button', { name: new RegExp(`^${say('Preview')}`) })
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
        { name: 'about', open: visit('/about', say('About {brand}', { brand: 'Edemy' })) },
        { name: 'contact', open: visit('/contact', say('Contact Us'), { inApp: true }) },
      ],
    },
    {
      title: 'privacy policy and 404',
      states: [
        { name: 'privacy policy', open: visit('/privacy-policy', say('Privacy Policy')) },
        { name: '404', open: visit('/this/page/does/not/exist', say('Page not found'), { inApp: true }) },
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
            await page.getByRole('button', { name: say('Create Account'), exact: true }).click()
            await expect(
              page.getByRole('dialog', { name: say('Sign in to {brand}', { brand: 'Edemy' }) }),
            ).toBeVisible()
            const demo = say('Continue as {name}', { name: DEMO_ACCOUNTS.learner.name })
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
          open: visit('/course-list', (page) => page.getByRole('button', { name: say('Try again') })),
        },
      ],
    },
    {
      title: 'my enrollments signed out',
      states: [{ name: 'my enrollments signed out', open: visit('/my-enrollments', say('Sign in to continue')) }],
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
          open: visit('/my-enrollments', (page) =>
            page.getByText(new RegExp(`^\\d+ / \\d+ ${say('Lectures')}$`)).first(),
          ),
        },
        {
          name: 'player with a lecture chosen',
          open: async (page) => {
            await openFirstEnrolledLecture(page)
            await expect(page.getByRole('heading', { level: 2, name: /^1\.1 / })).toBeVisible()
            await expect(page.getByRole('group', { name: say('Rate This Course:') })).toBeVisible()
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
          open: visit(`/player/${PUBLIC_SPEAKING_ID}`, say('You are not enrolled in this course')),
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
            const offline = say('You are offline. We will refresh this page when your connection is back.')
            // Its first sentence (the notice may word the rest differently as the connection changes).
            await expect(page.getByText(offline.split(/[.।]/)[0] ?? offline, { exact: false })).toBeVisible()
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
      states: [
        { name: 'educator area signed out', layout: 'educator', open: visit('/educator', say('Sign in to continue')) },
      ],
    },
    {
      title: 'educator dashboard',
      prepare: asEducator,
      states: [
        {
          name: 'dashboard',
          layout: 'educator',
          open: visit('/educator', (page) => page.getByRole('table', { name: say('Latest Enrollments') })),
        },
      ],
    },
    {
      title: 'my courses and students enrolled',
      prepare: asEducator,
      states: [
        {
          name: 'my courses',
          layout: 'educator',
          open: visit('/educator/my-course', (page) => page.getByRole('table', { name: say('My courses') })),
        },
        {
          name: 'students enrolled',
          layout: 'educator',
          open: async (page) => {
            await page
              .getByRole('navigation', { name: say('Educator'), exact: true })
              .getByRole('link', { name: say('Students Enrolled') })
              .click()
            await expect(page.getByRole('table', { name: say('Students enrolled') })).toBeVisible()
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
          layout: 'educator',
          open: visit('/educator/add-course', (page) => page.getByRole('textbox', { name: say('Course Description') })),
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
          layout: 'educator',
          open: async (page) => {
            await openAddCourseWithChapter(page)
            await page.getByLabel(say('Course Title'), { exact: true }).fill(content.courseTitle)
            await addLecture(page)
            await page.getByRole('button', { name: say('ADD'), exact: true }).click()
            // The server's refusal (one of the API's fixed sentences, so translated too) beside the form's own.
            await expect(page.getByText(say('Thumbnail Not Attached'))).toBeVisible()
            await expect(page.getByText(say('Please upload course thumbnail'))).toBeVisible()
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
          layout: 'educator',
          isDialog: true,
          open: async (page) => {
            await openAddCourseWithChapter(page)
            await page.getByRole('button', { name: addLectures }).click()
            await page
              .getByRole('dialog')
              .getByRole('button', { name: say('ADD'), exact: true })
              .click()
            await expect(page.getByText(say('Enter the lecture title.'))).toBeVisible()
          },
        },
      ],
    },
    {
      title: 'the invitation to become an educator',
      prepare: startAsNewLearner,
      states: [
        { name: 'educator invitation', layout: 'educator', open: visit('/educator', say('Teach on the platform')) },
      ],
    },
    {
      title: 'the test checkout, and a declined card',
      // A declined card answers 402.
      allowErrors: /status of 402/,
      prepare: startAsNewLearner,
      states: [
        {
          name: 'test checkout',
          layout: 'standalone',
          open: async (page) => {
            await page.goto(`/course/${PUBLIC_SPEAKING_ID}`)
            await expect(page.getByRole('link', { name: say('My Enrollments'), exact: true })).toBeVisible()
            await page.getByRole('button', { name: say('Enroll Now'), exact: true }).click()
            await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
            await expect(page.getByLabel('Card number')).toBeVisible()
          },
        },
        {
          name: 'test checkout with a declined card',
          layout: 'standalone',
          open: async (page) => {
            await page.getByLabel('Card number').fill('4000 0000 0000 0002')
            await page.getByRole('button', { name: 'Pay' }).click()
            await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
          },
        },
      ],
    },
  ]
}
