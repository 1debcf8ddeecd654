import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { NewCourse } from '../../src/domain/courseSchema'
import { createEducator, createLearner } from '../fixtures/securityE2e'
import { expect, publishThroughApi, test, useSession, type SignedIn } from './fixtures'
import { hi, hiPlural } from './hindiCatalogue'

/*
 * Course titles on Hindi pages (docs/languages.md), where what an educator typed meets the interface's Hindi:
 * a very long Hindi word in a card on a 320 px phone does not push the page sideways, and right-to-left marks and
 * overrides in a title cannot reorder the Hindi around it.
 */

const PHONE = { width: 320, height: 720 }

/** One Hindi word of 96 letters, no space or hyphen in it: only a break inside the word can fit it on a phone. */
const LONG_HINDI_WORD = 'अन्तर्राष्ट्रीयकरणसम्बन्धीव्यावसायिकप्रशिक्षणकार्यक्रमविकासपरियोजनाप्रबन्धनमूल्यांकनप्रणाली'

/** Right-to-left mark (U+200F) and right-to-left override (U+202E), left open as a pasted title would leave it. */
const RLM = '\u200f'
const RLO = '\u202e'

/** Publishes a course with this title through the local API, as the add-course form sends it; returns its id. */
async function publishCourse(request: APIRequestContext, educator: SignedIn, title: string): Promise<string> {
  const lecture = { lectureId: 'lec-1', lectureTitle: 'परिचय', lectureDuration: 8, lectureOrder: 1 }
  const course: NewCourse = {
    courseTitle: title,
    courseDescription: '<p>लेआउट की जाँच के लिए एक कोर्स।</p>',
    coursePrice: 499,
    discount: 0,
    courseContent: [
      {
        chapterId: 'ch-1',
        chapterTitle: 'पहला अध्याय',
        chapterOrder: 1,
        chapterContent: [{ ...lecture, lectureUrl: 'https://youtu.be/dQw4w9WgXcQ', isPreviewFree: true }],
      },
    ],
  }
  await publishThroughApi(request, educator, course)
  const { courses } = (await (await request.get('/api/course/all')).json()) as {
    courses: { _id: string; courseTitle: string }[]
  }
  const published = courses.find((candidate) => candidate.courseTitle === title)
  if (!published) throw new Error(`the catalogue does not list "${title}"`)
  return published._id
}

/** A token that makes this run's course the only one a search finds. */
const uniqueToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

async function chooseHindi(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('edemy.language', 'hi'))
}

/** The course list searched for `term`, in Hindi, with its one card. */
async function openCardOf(page: Page, term: string): Promise<Locator> {
  await page.goto(`/course-list/${encodeURIComponent(term)}`)
  await expect(page.getByRole('heading', { level: 1, name: hi('Course List') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const card = page.getByTestId('course-card')
  await expect(card).toHaveCount(1)
  return card
}

/** Does the page scroll sideways (its content wider than the window)? */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** A course whose title is one 96-letter Hindi word and a search token, shown in its card on a 320 px phone. */
async function longWordCard(page: Page): Promise<{ card: Locator; title: string }> {
  const token = uniqueToken()
  const title = `${LONG_HINDI_WORD} ${token}`
  await publishCourse(page.request, await createEducator(page.request, 'लेआउट शिक्षक'), title)
  await chooseHindi(page)
  await page.setViewportSize(PHONE)
  const card = await openCardOf(page, token)
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
  return { card, title }
}

test('a 96-letter Hindi word in a course title at 320 px: the page does not scroll sideways, the card stays on screen', async ({
  page,
}) => {
  const { card } = await longWordCard(page)
  expect(await scrollsSideways(page), 'the course list scrolls sideways').toBe(false)
  const box = await card.boundingBox()
  const width = PHONE.width
  expect(box, 'the card is laid out').not.toBeNull()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width)
})

test('a 96-letter Hindi word in a course title at 320 px: the card shows all of it, broken inside the word', async ({
  page,
}) => {
  const { card } = await longWordCard(page)
  const heading = card.getByRole('heading', { level: 3 })
  const isCut = await heading.evaluate((element) => element.scrollWidth > element.clientWidth)
  expect(isCut, 'the title is cut off at the side of its card').toBe(false)
})

test('a 96-letter Hindi word in a course title at 320 px: its course page does not scroll sideways', async ({
  page,
}) => {
  const { card, title } = await longWordCard(page)
  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(await scrollsSideways(page), 'the course page scrolls sideways').toBe(false)
})

/**
 * Whether `word`, in a text of `root`, is laid out in reading order: its first letter left of its last. An override
 * leaking out of a course title lays the Hindi after it out backwards, last letter first.
 */
async function readsLeftToRight(root: Locator, word: string): Promise<boolean> {
  return root.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(word)
      if (at < 0) continue
      const letterRect = (index: number) => {
        const range = document.createRange()
        range.setStart(node as Text, index)
        range.setEnd(node as Text, index + 1)
        return range.getBoundingClientRect()
      }
      // First and last consonants: a vowel sign or nukta may be drawn on either side of its consonant.
      const consonants = [...word.matchAll(/[\u0915-\u0939]/g)].map((match) => at + match.index)
      const first = letterRect(consonants[0] ?? at)
      const last = letterRect(consonants[consonants.length - 1] ?? at)
      return first.left < last.left
    }
    throw new Error(`"${word}" is not shown here`)
  }, word)
}

/** Whether the element starts a bidi paragraph or isolate of its own, so that nothing in it reaches the text outside. */
function isBidiBoundary(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    const ownParagraph = !style.display.startsWith('inline') && style.display !== 'contents'
    const isolated = ['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi)
    return ownParagraph || isolated || node.tagName === 'BDI'
  })
}

/** A title with a right-to-left mark and an override left open, as a pasted title would leave it, and its token. */
function bidiTitle(): { title: string; token: string } {
  const token = uniqueToken()
  return { title: `${RLM}उलटा ${token} ${RLO}शीर्षक ${RLM}यहाँ से`, token }
}

test('right-to-left marks and an override in a course title do not reorder the Hindi around its card and h1', async ({
  page,
}) => {
  const { title, token } = bidiTitle()
  const educatorName = 'बायाँदायाँ शिक्षक'
  const courseId = await publishCourse(page.request, await createEducator(page.request, educatorName), title)
  await chooseHindi(page)
  await page.setViewportSize(PHONE)

  // --- The course list's card: the title is a heading of its own, and its rating count, "(0 रेटिंग)", reads on --------
  const card = await openCardOf(page, token)
  const cardTitle = card.getByRole('heading', { level: 3 })
  await expect(cardTitle).toHaveText(title)
  expect(await isBidiBoundary(cardTitle), 'the card title is a paragraph or isolate of its own').toBe(true)
  const ratings = hiPlural('{count, plural, one {{shown} rating} other {{shown} ratings}}', 0, { shown: '0' })
  expect(await readsLeftToRight(card, ratings), 'the rating count after the card title').toBe(true)

  // --- The course page's h1: the lines under it (its rating count, "… का कोर्स") read on --------------------------------
  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}$`))
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(title)
  expect(await isBidiBoundary(h1), 'the page title is a paragraph or isolate of its own').toBe(true)
  const header = page.locator('header').filter({ has: h1 })
  await expect(header.getByText(hi('Course by {educator}', { educator: educatorName }))).toBeVisible()
  const courseBy = hi('Course by {educator}', { educator: '' }).trim()
  expect(await readsLeftToRight(header, courseBy), `"${courseBy}" after the page title`).toBe(true)
  expect(await readsLeftToRight(header, ratings), 'the rating count after the page title').toBe(true)

  // The check can fail: the same title inline in a Hindi sentence, with nothing to isolate it, reverses what follows.
  await page.evaluate((text) => {
    const paragraph = document.createElement('p')
    paragraph.id = 'bidi-control'
    paragraph.append(`चुनें कि ${text} कब पढ़ना है`)
    document.querySelector('main')?.append(paragraph)
  }, title)
  expect(await readsLeftToRight(page.locator('#bidi-control'), 'पढ़ना'), 'the control sentence').toBe(false)
})

test('an override in a course title does not reverse the Hindi sentence it is put in (Plan study time)', async ({
  page,
}) => {
  const { title } = bidiTitle()
  const courseId = await publishCourse(page.request, await createEducator(page.request, 'बायाँदायाँ शिक्षक'), title)
  // A learner who bought it on the test checkout, through the API.
  const learner = await createLearner(page.request, 'बायाँदायाँ शिक्षार्थी')
  const headers = { Authorization: `Bearer ${learner.token}` }
  const purchase = await page.request.post('/api/user/purchase', { headers, data: { courseId } })
  const { sessionUrl } = (await purchase.json()) as { sessionUrl: string }
  const paid = await page.request.post(sessionUrl, {
    form: { cardNumber: '4242 4242 4242 4242', action: 'pay' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  await useSession(page, learner)
  await chooseHindi(page)
  await page.setViewportSize(PHONE)
  await page.goto('/my-enrollments')
  await page.getByRole('button', { name: new RegExp(`^${hi('Plan study time')}`) }).click()
  // "चुनें कि {courseTitle} कब पढ़ना है। …": the longest word after the title (a word is never split over two lines).
  const sentence = hi(
    'Choose when to study {courseTitle}. Your calendar reminds you {reminder} minutes before each session.',
  )
  const after = sentence.split('{courseTitle}')[1]?.split('।')[0] ?? ''
  const word = after.split(' ').reduce((longest, next) => (next.length > longest.length ? next : longest), '')
  const description = page.getByRole('dialog').getByText(after.trim(), { exact: false })
  await expect(description).toBeVisible()
  expect(await readsLeftToRight(description, word), `"${word}" after the title`).toBe(true)
})
