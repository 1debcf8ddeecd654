import { plural, t } from '@lingui/core/macro'
import { descriptionText } from '../lib/descriptionPreview'
import { formatCount, isolated } from '../lib/format'
import { parseYouTubeId } from '../lib/videoId'
import { hasVisibleText, isDescriptionWithinLimits } from './courseSchema'
import { isBlankHtml, type CourseDraft } from './courseDraft'
import { discountedPrice, formatPrice, percentOff } from './price'
import { parseNumberInput } from './validateCourse'

/*
 * "Before you publish" (docs/product.md#before-you-publish): what a learner would trip over in a draft, checked
 * on the unsent form. Warnings only: the form's own rules (validateCourse) still decide whether ADD sends. The
 * lecture links go through the same parser as the course page's preview and the player (lib/videoId), so a
 * link this list accepts is one they play. Nothing here reaches the network.
 */

/** The smallest thumbnail that fills the course page's 16:9 card without upscaling (its 640 × 360 slot). */
export const THUMBNAIL_MIN_WIDTH = 640
export const THUMBNAIL_MIN_HEIGHT = 360
/** Longer titles wrap to several lines on cards and the course page's h1. */
export const TITLE_MAX_CHARS = 100
/** The course page shows a 200-character teaser; a shorter description leaves it half empty. */
export const DESCRIPTION_MIN_CHARS = 200
/** Minutes: a duration at or above this is almost always a typo (seconds typed as minutes). */
export const LECTURE_MAX_MINUTES = 600

/** What the page knows about the chosen thumbnail: measured in the browser, never uploaded. */
export type ThumbnailFacts =
  | { status: 'none' }
  | { status: 'measuring' }
  | { status: 'unreadable' }
  | { status: 'image'; width: number; height: number }

export type CheckTone = 'ok' | 'warning' | 'pending'

export type ChecklistItem = {
  /** Stable within one list (React key, test hook). */
  id: string
  tone: CheckTone
  /** One short line: where ("1.2 Error messages") and what to fix. */
  text: string
}

const ok = (id: string, text: string): ChecklistItem => ({ id, tone: 'ok', text })
const warning = (id: string, text: string): ChecklistItem => ({ id, tone: 'warning', text })

/** The characters a reader counts: code points, so an emoji or a Devanagari letter is not two. */
const charCount = (text: string) => Array.from(text).length

function thumbnailCheck(thumbnail: ThumbnailFacts): ChecklistItem {
  switch (thumbnail.status) {
    case 'none':
      return warning('thumbnail', t`Thumbnail: none chosen. Choose an image of at least 640 × 360 pixels.`)
    case 'measuring':
      return { id: 'thumbnail', tone: 'pending', text: t`Thumbnail: measuring the image…` }
    case 'unreadable':
      return warning('thumbnail', t`Thumbnail: the file could not be read as an image. Choose it again.`)
    case 'image': {
      const width = formatCount(thumbnail.width)
      const height = formatCount(thumbnail.height)
      return thumbnail.width >= THUMBNAIL_MIN_WIDTH && thumbnail.height >= THUMBNAIL_MIN_HEIGHT
        ? ok('thumbnail', t`Thumbnail: ${width} × ${height} pixels`)
        : warning(
            'thumbnail',
            t`Thumbnail: ${width} × ${height} pixels is smaller than 640 × 360. Choose a larger image.`,
          )
    }
  }
}

function titleCheck(title: string): ChecklistItem {
  if (!hasVisibleText(title)) return warning('title', t`Course Title: empty. Enter the course title.`)
  const count = formatCount(charCount(title.trim()))
  return charCount(title.trim()) > TITLE_MAX_CHARS
    ? warning('title', t`Course Title: ${count} characters. Keep it to at most 100.`)
    : ok('title', t`Course Title: ${count} characters`)
}

function descriptionCheck(html: string): ChecklistItem {
  // The course page bounds what it shows; a description past that bound is refused on ADD, and read here no further.
  if (!isDescriptionWithinLimits(html)) {
    return warning(
      'description',
      t`Course Description: too long or too deeply nested. Shorten it: learners would see it cut.`,
    )
  }
  const length = isBlankHtml(html) ? 0 : charCount(descriptionText(html))
  const count = formatCount(length)
  return length < DESCRIPTION_MIN_CHARS
    ? warning('description', t`Course Description: ${count} characters of text. Write at least 200.`)
    : ok('description', t`Course Description: ${count} characters of text`)
}

/** Chapter and lecture places as the form numbers them: "2" for a chapter, "2.3" for its third lecture. */
function lecturePlace(chapterIndex: number, lectureIndex: number, lectureTitle: string): string {
  return `${formatCount(chapterIndex + 1)}.${formatCount(lectureIndex + 1)} ${isolated(lectureTitle.trim())}`
}

const sameTitleKey = (title: string) => title.normalize('NFC').trim().toLocaleLowerCase()

function contentChecks(draft: CourseDraft): ChecklistItem[] {
  const items: ChecklistItem[] = []
  const { chapters } = draft
  if (chapters.length === 0) return [warning('chapters', t`Chapters: none yet. Add a chapter with a lecture.`)]

  const emptyChapters = chapters.flatMap((chapter, index) => {
    if (chapter.chapterContent.length > 0) return []
    const place = `${formatCount(index + 1)} ${isolated(chapter.chapterTitle.trim())}`
    return [warning(`empty-${chapter.chapterId}`, t`${place}: no lectures yet. Add one or remove the chapter.`)]
  })
  items.push(...(emptyChapters.length > 0 ? emptyChapters : [ok('chapters', t`Chapters: every one has a lecture`)]))

  const duplicates: ChecklistItem[] = []
  const links: ChecklistItem[] = []
  const durations: ChecklistItem[] = []
  let freeCount = 0
  chapters.forEach((chapter, chapterIndex) => {
    const seen = new Set<string>()
    chapter.chapterContent.forEach((lecture, lectureIndex) => {
      const place = lecturePlace(chapterIndex, lectureIndex, lecture.lectureTitle)
      const key = sameTitleKey(lecture.lectureTitle)
      if (seen.has(key)) {
        duplicates.push(
          warning(`duplicate-${lecture.lectureId}`, t`${place}: another lecture in this chapter has the same title`),
        )
      }
      seen.add(key)
      if (lecture.isPreviewFree) freeCount += 1
      if (parseYouTubeId(lecture.lectureUrl) === null) {
        links.push(
          warning(`link-${lecture.lectureId}`, t`${place}: the link is not a YouTube video the player can play`),
        )
      }
      const minutes = lecture.lectureDuration
      if (!(Number.isFinite(minutes) && minutes > 0 && minutes < LECTURE_MAX_MINUTES)) {
        const shown = Number.isFinite(minutes) ? formatCount(minutes) : '–'
        durations.push(
          warning(
            `duration-${lecture.lectureId}`,
            t`${place}: ${shown} minutes. Give a duration above 0 and below 600 minutes.`,
          ),
        )
      }
    })
  })
  const lectureTotal = chapters.reduce((sum, chapter) => sum + chapter.chapterContent.length, 0)
  if (lectureTotal === 0) return items

  items.push(
    ...(duplicates.length > 0 ? duplicates : [ok('duplicates', t`Lecture titles: none repeated in a chapter`)]),
  )
  const shownFree = formatCount(freeCount)
  items.push(
    freeCount === 0
      ? warning('free-preview', t`No free preview: visitors cannot try the course`)
      : ok(
          'free-preview',
          plural(freeCount, {
            one: `Free preview: visitors can try ${shownFree} lecture`,
            other: `Free preview: visitors can try ${shownFree} lectures`,
          }),
        ),
  )
  items.push(...(links.length > 0 ? links : [ok('links', t`Lecture links: every one plays in the player`)]))
  items.push(
    ...(durations.length > 0 ? durations : [ok('durations', t`Lecture durations: all above 0 and below 600 minutes`)]),
  )
  return items
}

function priceCheck(draft: CourseDraft, currency: string): ChecklistItem {
  const price = parseNumberInput(draft.coursePrice)
  const discount = parseNumberInput(draft.discount)
  const final = discountedPrice(price, discount)
  if (final === null) {
    return warning('price', t`Price: enter a valid Course Price and Discount % to see what learners will pay.`)
  }
  if (price === 0) return warning('price', t`This course will be free: the Course Price is 0.`)
  if (final === 0) return warning('price', t`This course will be free: the Discount % is 100.`)
  const shownFinal = formatPrice(final, currency)
  if (discount === 0) return ok('price', t`Price: learners will pay ${shownFinal}`)
  const original = formatPrice(price, currency)
  const percent = formatCount(percentOff(discount) ?? 0)
  return ok('price', t`Price: learners will pay ${shownFinal} instead of ${original} (${percent}% off)`)
}

/** Every check on the draft, in the form's order: thumbnail, title, description, chapters and lectures, price. */
export function publishChecklist(draft: CourseDraft, thumbnail: ThumbnailFacts, currency: string): ChecklistItem[] {
  return [
    thumbnailCheck(thumbnail),
    titleCheck(draft.courseTitle),
    descriptionCheck(draft.courseDescription),
    ...contentChecks(draft),
    priceCheck(draft, currency),
  ]
}

export function warningCount(items: readonly ChecklistItem[]): number {
  return items.filter((item) => item.tone === 'warning').length
}
