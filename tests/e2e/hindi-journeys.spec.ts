import type { Locator, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { LOADING_REDIRECT_MS } from '../../src/config/constants'
import { DEMO_ACCOUNTS, expect, startSignedInAs, stubYouTube, test } from './fixtures'
import { hi, literally } from './hindiCatalogue'

/*
 * Whole journeys in Hindi (docs/languages.md), in the real build: a visitor who chooses हिन्दी in the footer browses,
 * signs in, buys a course on the test checkout and studies it; an educator goes through the dashboard and the
 * add-course form. Every step checks the interface's Hindi (read from src/locales/hi.po by its English message) and
 * <html lang="hi">, while course titles, lecture names and people's names stay as written. The choice of language
 * itself, a Hindi browser and the first paint are language.spec.ts's.
 */

const COURSE = 'JavaScript Essentials: From Zero to Confident Developer'
const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const FIRST_LECTURE = 'Welcome and how to follow this course'
const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const BRAND = 'Edemy'

/** The interface speaks Hindi: <html lang> and the footer's Language control. */
async function expectHindi(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('combobox', { name: hi('Language'), exact: true })).toHaveValue('hi')
}

/** The learner navigation bar, in Hindi (signed in: My Enrollments and the account's own name, as written). */
function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: hi('Main'), exact: true })
}

/** Pays on the local test checkout, then jumps the clock over the loading screen's pause (shown in Hindi). */
async function payInHindi(page: Page): Promise<void> {
  await page.clock.install()
  // The test checkout is the local API's own page, in English (docs/languages.md#not-yet-in-hindi).
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/loading\/my-enrollments$/)
  await expect(page.getByText(hi('Confirming your enrollment…'))).toBeVisible()
  await expectHindi(page)
  await page.clock.fastForward(LOADING_REDIRECT_MS)
  await expect(page).toHaveURL(/\/my-enrollments$/)
}

test('a visitor chooses हिन्दी, browses, signs up, buys a course, studies it and reloads, all in Hindi', async ({
  page,
}) => {
  await stubYouTube(page)
  const name = `हिन्दी शिक्षार्थी ${Date.now().toString(36)}`
  const email = `hindi.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

  // --- Home, in English until हिन्दी is chosen in the footer -----------------------------------------------
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expectHindi(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hi('Unlock Your Potential with the courses by <0>{brand}</0>', { brand: BRAND }),
  )
  await expect(page.getByRole('button', { name: hi('Create Account'), exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: hi('Search'), exact: true })).toBeVisible()
  const featured = page.getByRole('list', { name: hi('Featured courses') })
  await expect(featured.getByRole('heading', { level: 3, name: COURSE, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${hi('Online courses from world-class instructors')} | ${BRAND}`)

  // --- The course list -------------------------------------------------------------------------------------
  await page.getByRole('link', { name: hi('Show all Courses') }).click()
  await expect(page.getByRole('heading', { level: 1, name: hi('Course List'), exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${hi('Course List')} | ${BRAND}`)
  await expectHindi(page)
  const card = page.getByTestId('course-card').filter({ hasText: COURSE })
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(COURSE)
  await expect(card.getByRole('button', { name: hi('Save {courseTitle}', { courseTitle: COURSE }) })).toBeVisible()

  // --- A course page -------------------------------------------------------------------------------------------
  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/course/${COURSE_ID}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE)
  await expect(page).toHaveTitle(`${COURSE} | ${BRAND}`)
  await expect(page.getByRole('heading', { level: 2, name: hi('Course Structure'), exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: hi('Course Description'), exact: true })).toBeVisible()
  await expect(page.getByText(hi('Course by {educator}', { educator: DEMO_ACCOUNTS.educator.name }))).toBeVisible()
  await expect(page.getByRole('button', { name: hi('Enroll Now'), exact: true })).toBeVisible()
  await expectHindi(page)

  // --- Signing up in the local sign-in dialog ---------------------------------------------------------------
  await page.getByRole('button', { name: hi('Create Account'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: hi('Sign in to {brand}', { brand: BRAND }) })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: hi('Demo accounts') })).toBeVisible()
  await expect(
    dialog.getByRole('button', { name: hi('Continue as {name}', { name: DEMO_ACCOUNTS.learner.name }) }),
  ).toBeVisible()
  await expect(dialog.getByRole('heading', { name: hi('New here? Create an account') })).toBeVisible()
  // Its checks speak Hindi too.
  await dialog.getByRole('button', { name: hi('Create Account'), exact: true }).click()
  await expect(dialog.getByText(hi('Enter your name.'))).toBeVisible()
  await expect(dialog.getByText(hi('Enter an e-mail address such as name@example.com.'))).toBeVisible()
  await dialog.getByLabel(hi('Name'), { exact: true }).fill(name)
  await dialog.getByLabel(hi('Email'), { exact: true }).fill(email)
  await dialog.getByRole('button', { name: hi('Create Account'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(mainNavigation(page).getByRole('link', { name: hi('My Enrollments'), exact: true })).toBeVisible()
  await expect(mainNavigation(page).getByRole('button', { name: hi('Become Educator'), exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE)

  // --- Enrolling and paying on the test checkout -------------------------------------------------------------
  await page.getByRole('button', { name: hi('Enroll Now'), exact: true }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await payInHindi(page)

  // --- My Enrollments ----------------------------------------------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: hi('My Enrollments'), exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${hi('My Enrollments')} | ${BRAND}`)
  await expectHindi(page)
  const row = page.getByRole('row').filter({ hasText: COURSE })
  await expect(row.getByText(COURSE, { exact: true })).toBeVisible()
  const lectures = row.getByText(new RegExp(`^0 / \\d+ ${hi('Lectures')}$`))
  await expect(lectures).toBeVisible()
  await expect(row.getByText(hi('Next: {nextLecture}', { nextLecture: `1.1 ${FIRST_LECTURE}` }))).toBeVisible()

  // --- The player ---------------------------------------------------------------------------------------------------
  // The link's name ends in the course title, in hidden text (Chromium puts a space before its colon).
  await row.getByRole('link', { name: new RegExp(`^${hi('On Going')}\\s*: ${literally(COURSE)}$`) }).click()
  await expect(page).toHaveURL(new RegExp(`/player/${COURSE_ID}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE)
  await expect(page).toHaveTitle(`${COURSE} | ${BRAND}`)
  await expect(page.getByRole('heading', { level: 2, name: hi('Course Structure'), exact: true })).toBeVisible()
  await page.getByRole('button', { name: hi('Watch {lectureTitle}', { lectureTitle: FIRST_LECTURE }) }).click()
  await expect(page.getByRole('heading', { level: 2, name: `1.1 ${FIRST_LECTURE}` })).toBeVisible()
  await expect(page.getByRole('button', { name: hi('Mark as Complete'), exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: hi('Rate This Course:') })).toBeVisible()
  await expectHindi(page)

  // --- A reload keeps Hindi, with no English first -----------------------------------------------------------------
  await page.reload()
  await expectHindi(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE)
  await expect(page.getByRole('heading', { level: 2, name: hi('Course Structure'), exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: hi('Rate This Course:') })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0)
  await mainNavigation(page)
    .getByRole('link', { name: hi('My Enrollments'), exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: hi('My Enrollments'), exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: COURSE })).toBeVisible()
  await expectHindi(page)
})

/** Adds a chapter through the add-course form's prompt, which asks for its name in Hindi. */
async function addChapterInHindi(page: Page, title: string): Promise<void> {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (prompt) => {
      resolve(prompt.message())
      void prompt.accept(title)
    }),
  )
  await page.getByRole('button', { name: hi('+ Add Chapter'), exact: true }).click()
  expect(await asked).toBe(hi('Enter Chapter Name:'))
  await expect(
    page.getByRole('button', { name: hi('Remove chapter {chapterTitle}', { chapterTitle: title }) }),
  ).toBeVisible()
}

/** The name of a chapter's "+ Add Lectures" button (its chapter in hidden text, for screen readers). */
function addLecturesName(chapterTitle: string): string {
  return hi('+ Add Lectures {toChapter}', { toChapter: hi('to chapter {chapterTitle}', { chapterTitle }) })
}

test('an educator goes through the dashboard, My Courses, Students Enrolled and Add Course in Hindi', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  const educatorMenu = page.getByRole('navigation', { name: hi('Educator'), exact: true })

  // --- The dashboard: its cards and the latest enrollments ---------------------------------------------------
  await page.goto('/educator')
  await expect(page.getByRole('heading', { level: 1, name: hi('Dashboard'), exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${hi('Educator dashboard')} | ${BRAND}`)
  await expectHindi(page)
  await expect(page.getByText(hi('Hi | {name}', { name: DEMO_ACCOUNTS.educator.name }))).toBeVisible()
  await expect(
    page.getByRole('button', { name: hi('Account: {0}', { 0: DEMO_ACCOUNTS.educator.name }), exact: true }),
  ).toBeVisible()
  // The sales chart's legend (the chart loads with its own chunk).
  const legend = page.getByRole('list', { name: hi('Legend'), exact: true })
  await expect(legend).toContainText(hi('Enrollments (bars, left axis)'))
  await expect(legend).toContainText(hi('Estimated earnings (dashed line, right axis)'))
  for (const label of ['Total Enrollments', 'Total Courses', 'Total Earnings']) {
    await expect(page.locator('dl dt').filter({ hasText: hi(label) })).toBeVisible()
  }
  const latest = page.getByRole('table', { name: hi('Latest Enrollments') })
  await expect(latest).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: hi('Latest Enrollments'), exact: true })).toBeVisible()
  await expect(latest.getByRole('columnheader', { name: hi('Student Name'), exact: true })).toBeVisible()
  // A learner's name and a course title as written.
  await expect(latest.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.learner.name }).first()).toContainText(
    /JavaScript Essentials|React 19 in Practice|SQL Mastery/,
  )

  // --- My Courses ------------------------------------------------------------------------------------------------------
  await educatorMenu.getByRole('link', { name: hi('My Courses'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: hi('My Courses'), exact: true })).toBeVisible()
  const myCourses = page.getByRole('table', { name: hi('My courses') })
  await expect(myCourses.getByRole('row').filter({ hasText: COURSE })).toBeVisible()
  await expect(myCourses.getByRole('columnheader', { name: hi('Earnings'), exact: true })).toBeVisible()
  await expect(myCourses.getByRole('columnheader', { name: hi('Published On'), exact: true })).toBeVisible()
  await expectHindi(page)

  // --- Students Enrolled ------------------------------------------------------------------------------------------------
  await educatorMenu.getByRole('link', { name: hi('Students Enrolled'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: hi('Students Enrolled'), exact: true })).toBeVisible()
  const students = page.getByRole('table', { name: hi('Students enrolled') })
  await expect(students.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.learner.name }).first()).toBeVisible()
  await expect(students.getByRole('columnheader', { name: hi('Date'), exact: true })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: hi('Search students or courses') })).toBeVisible()
  await expectHindi(page)

  // --- Add Course: the checks' messages first, in Hindi ----------------------------------------------------------------
  await educatorMenu.getByRole('link', { name: hi('Add Course'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: hi('Add Course'), exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${hi('Add course')} | ${BRAND}`)
  await expectHindi(page)
  const description = page.getByRole('textbox', { name: hi('Course Description') })
  await expect(description).toHaveAttribute('contenteditable', 'true')
  await page.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(page.getByText(hi('Please upload course thumbnail'))).toBeVisible()
  await expect(page.getByText(hi('Enter the course title.'))).toBeVisible()
  await expect(page.getByText(hi('Add at least one chapter with a lecture.'))).toBeVisible()
  await expect(page.getByLabel(hi('Course Title'), { exact: true })).toBeFocused()

  // --- Filling it in: title, description, price, discount, thumbnail, a chapter with a lecture -------------------------
  const title = `हिन्दी में कोर्स ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  await page.getByLabel(hi('Course Title'), { exact: true }).fill(title)
  await expect(page.getByText(hi('Enter the course title.'))).toHaveCount(0)
  await description.click()
  await page.keyboard.type('हिन्दी में एक व्यावहारिक कोर्स।')
  await page.getByLabel(hi('Course Price'), { exact: true }).fill('-5')
  await page.getByLabel(hi('Discount %'), { exact: true }).fill('150')
  await page.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(page.getByText(hi('Enter a price of 0 or more.'))).toBeVisible()
  await expect(
    page.getByText(
      hi('Enter a discount from {DISCOUNT_MIN} to {DISCOUNT_MAX}.', { DISCOUNT_MIN: 0, DISCOUNT_MAX: 100 }),
    ),
  ).toBeVisible()
  await page.getByLabel(hi('Course Price'), { exact: true }).fill('499')
  await page.getByLabel(hi('Discount %'), { exact: true }).fill('10')
  await page.getByLabel(hi('Course Thumbnail')).setInputFiles(THUMBNAIL)
  await expect(page.getByAltText(hi('Thumbnail preview'))).toHaveAttribute('src', /^blob:/)

  const chapter = 'पहला अध्याय'
  await addChapterInHindi(page, chapter)
  const opener = page.getByRole('button', { name: addLecturesName(chapter) })
  await opener.click()
  const lectureDialog = page.getByRole('dialog', { name: hi('Add Lecture') })
  await expect(lectureDialog).toBeVisible()
  await lectureDialog.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(lectureDialog.getByText(hi('Enter the lecture title.'))).toBeVisible()
  await expect(lectureDialog.getByText(hi('Enter a duration in minutes greater than 0.'))).toBeVisible()
  await expect(lectureDialog.getByText(hi('Enter a link that starts with http:// or https://.'))).toBeVisible()
  await lectureDialog.getByLabel(hi('Lecture Title'), { exact: true }).fill('परिचय')
  await lectureDialog.getByLabel(hi('Duration (minutes)'), { exact: true }).fill('8')
  await lectureDialog.getByLabel(hi('Lecture URL'), { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ')
  await lectureDialog.getByLabel(hi('Is Preview Free')).check()
  await lectureDialog.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(lectureDialog).toBeHidden()
  await expect(opener).toBeFocused()
  const chapterItem = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: hi('Remove chapter {chapterTitle}', { chapterTitle: chapter }) }) })
  await expect(chapterItem).toContainText(hi('FreePreview'))
  await expect(chapterItem).toContainText('परिचय')

  // --- Published, with Hindi's toast; the form empties -----------------------------------------------------------------
  await page.getByRole('button', { name: hi('ADD'), exact: true }).click()
  await expect(page.getByText(hi('Course added successfully'))).toBeVisible()
  await expect(page.getByLabel(hi('Course Title'), { exact: true })).toHaveValue('')
  await educatorMenu.getByRole('link', { name: hi('My Courses'), exact: true }).click()
  await expect(
    page
      .getByRole('table', { name: hi('My courses') })
      .getByRole('row')
      .filter({ hasText: title }),
  ).toBeVisible()
})

test.describe('a Hindi learner whose browser speaks only English', () => {
  test.use({ locale: 'en-US' })

  test('gets Hindi from the choice kept on this device, before and after a reload', async ({ page }) => {
    await stubYouTube(page)
    await page.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
    await startSignedInAs(page, DEMO_ACCOUNTS.learner)
    await page.goto('/my-enrollments')
    expect(await page.evaluate(() => navigator.languages)).toEqual(['en-US'])
    await expect(page.getByRole('heading', { level: 1, name: hi('My Enrollments'), exact: true })).toBeVisible()
    await expectHindi(page)
    await expect(page.getByRole('row').filter({ hasText: COURSE })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: hi('My Enrollments'), exact: true })).toBeVisible()
    await expectHindi(page)
    await expect(page.getByRole('heading', { level: 1, name: 'My Enrollments' })).toHaveCount(0)
  })
})

test('switching language while the add-course form is half filled loses nothing typed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')
  const description = page.getByRole('textbox', { name: hi('Course Description') })
  await expect(description).toHaveAttribute('contenteditable', 'true')

  // Half filled: a title, some description, a price, a thumbnail (kept in memory only) and a chapter.
  const title = 'आधा भरा कोर्स (never published)'
  await page.getByLabel(hi('Course Title'), { exact: true }).fill(title)
  await description.click()
  await page.keyboard.type('अधूरा विवरण, ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('bold')
  await page.keyboard.press('Control+b')
  await page.getByLabel(hi('Course Price'), { exact: true }).fill('250')
  await page.getByLabel(hi('Course Thumbnail')).setInputFiles(THUMBNAIL)
  const chapter = 'Half chapter'
  await addChapterInHindi(page, chapter)
  const thumbnail = await page.getByAltText(hi('Thumbnail preview')).getAttribute('src')

  const inEnglish = {
    title: 'Course Title',
    description: 'Course Description',
    price: 'Course Price',
    preview: 'Thumbnail preview',
    remove: `Remove chapter ${chapter}`,
  }
  const inHindi = {
    title: hi('Course Title'),
    description: hi('Course Description'),
    price: hi('Course Price'),
    preview: hi('Thumbnail preview'),
    remove: hi('Remove chapter {chapterTitle}', { chapterTitle: chapter }),
  }
  /** Everything typed is there, under the labels of the language shown. */
  async function expectNothingLost(labels: typeof inEnglish, typedTitle: string) {
    await expect(page.getByLabel(labels.title, { exact: true })).toHaveValue(typedTitle)
    await expect(page.getByLabel(labels.price, { exact: true })).toHaveValue('250')
    const editor = page.getByRole('textbox', { name: labels.description })
    await expect(editor).toContainText('अधूरा विवरण, bold')
    await expect(editor.locator('strong')).toHaveText('bold')
    // The same picture, not a restored draft (a draft keeps no thumbnail and would say it was restored).
    await expect(page.getByAltText(labels.preview)).toHaveAttribute('src', thumbnail ?? '')
    await expect(page.getByRole('button', { name: labels.remove })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /Draft restored|ड्राफ़्ट वापस/ })).toHaveCount(0)
  }

  await page
    .getByRole('banner')
    .getByRole('combobox', { name: hi('Language'), exact: true })
    .selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Course', exact: true })).toBeVisible()
  await expectNothingLost(inEnglish, title)

  // Typing goes on in English, then back in Hindi: still all there.
  await page.getByLabel(inEnglish.title, { exact: true }).press('End')
  await page.keyboard.type('!')
  await page.getByRole('banner').getByRole('combobox', { name: 'Language', exact: true }).selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: hi('Add Course'), exact: true })).toBeVisible()
  await expectNothingLost(inHindi, `${title}!`)
})

test("the description editor's toolbar, menus and link box speak the interface language, and follow a switch", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')
  /** The words the editor shows and names, in the language given by `say`. */
  async function expectEditorIn(say: (english: string) => string) {
    const toolbar = page.getByRole('toolbar', { name: say('Description formatting'), exact: true })
    await expect(toolbar.getByRole('button', { name: say('Bold'), exact: true })).toBeVisible()
    await expect(toolbar.getByRole('button', { name: say('Numbered list'), exact: true })).toBeVisible()
    await expect(toolbar.getByRole('button', { name: say('Clear formatting'), exact: true })).toBeVisible()
    // Snow draws the picker's value with CSS `content`: the word on screen, not only its name.
    const textStyle = toolbar.getByRole('button', { name: say('Text style'), exact: true })
    const drawn = await textStyle.evaluate((label) => getComputedStyle(label, '::before').content)
    expect(drawn).toBe(JSON.stringify(say('Normal')))
    await expect(page.getByRole('textbox', { name: say('Course Description') })).toHaveAttribute(
      'data-placeholder',
      say('Write what learners will get from this course…'),
    )
  }
  await expectEditorIn(hi)

  // The link box's prompt, drawn by CSS too (Quill opens it for selected text).
  await page.getByRole('textbox', { name: hi('Course Description') }).click()
  await page.keyboard.type('पाठ')
  await page.keyboard.press('Shift+Home')
  await page.getByRole('button', { name: hi('Link'), exact: true }).click()
  const linkBox = page.getByLabel(hi('Link or video address'))
  await expect(linkBox).toBeVisible()
  const prompt = await linkBox.evaluate((box) => getComputedStyle(box.parentElement as Element, '::before').content)
  expect(prompt).toBe(JSON.stringify(hi('Enter link:')))
  await page.keyboard.press('Escape')

  await page
    .getByRole('banner')
    .getByRole('combobox', { name: hi('Language'), exact: true })
    .selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectEditorIn((english) => english)
})
