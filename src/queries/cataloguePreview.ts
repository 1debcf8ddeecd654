import * as v from 'valibot'
import { courseSchema, type Course } from '../api/types'
import { COURSE_GRID_PAGE_SIZE } from '../config/constants'
import { config } from '../config/env'
import { loadingMoreCourses } from '../domain/countLabel'
import { courseCardText, type CourseCardText } from '../domain/courseCard'
import { ratingCountLabel } from '../domain/rating'
import { stopFirstVisitCards } from '../lib/earlyCatalogue'
import { i18n } from '../lib/i18n'
import { readJsonStorage, writeJsonStorage } from '../lib/storage'

/*
 * The catalogue's first page, kept in this browser from the last full answer (docs/offline.md#the-catalogue-preview).
 * With 10,000 courses the full answer takes about half a second to read and check even from the service
 * worker's cache; a returning visitor sees these cards meanwhile, and the full catalogue replaces them
 * without a jump (its first page is these courses, unless the catalogue changed since). It holds the public
 * catalogue only, the same for everyone, so it stays after sign-out.
 */

/** Also read by index.html's copy of the course list (build/firstScreens.tsx), before the app's code runs. */
export const CATALOGUE_PREVIEW_STORAGE_KEY = 'edemy.catalogue-preview'

/** As many courses as the course list's first page shows. */
export const CATALOGUE_PREVIEW_SIZE = COURSE_GRID_PAGE_SIZE

export type CataloguePreview = {
  /** The first courses in the API's order. */
  courses: Course[]
  /** How many courses the whole catalogue had. */
  total: number
}

/**
 * What index.html's copy of the course list draws, kept beside the preview: the cards as the app words them
 * and the count line. The app itself reads only the courses (its copy is checked by the course schema).
 */
export type KeptCourseListText = {
  cards: CourseCardText[]
  count: string
  /** The language the count line is worded in: index.html shows it only on a page in that language. */
  language: string
}

const previewSchema = v.pipe(
  v.object({
    courses: v.pipe(v.array(courseSchema), v.maxLength(CATALOGUE_PREVIEW_SIZE)),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check((preview) => preview.courses.length <= preview.total),
)

/**
 * The kept preview, or on a first visit the courses index.html has drawn from the first bytes of the catalogue
 * (src/firstVisitCards.ts: the first render shows the same cards, so they do not flash away), checked as kept ones
 * are; null when there is neither, storage is blocked, or what there is does not check out. Once the app has
 * started, index.html draws no more, so every read during its first renders finds the same courses.
 */
export function readCataloguePreview(): CataloguePreview | null {
  const preview = readJsonStorage(CATALOGUE_PREVIEW_STORAGE_KEY, previewSchema) ?? firstVisitPreview()
  return preview && preview.courses.length > 0 ? preview : null
}

function firstVisitPreview(): CataloguePreview | null {
  const drawn = stopFirstVisitCards()
  if (drawn.length === 0) return null
  // The whole catalogue's size is not known yet: at least what was drawn.
  const checked = v.safeParse(previewSchema, { courses: drawn, total: drawn.length })
  return checked.success ? checked.output : null
}

/** Keeps the first page of a full catalogue answer; full or blocked storage just means no preview next time. */
export function keepCataloguePreview(courses: readonly Course[]): void {
  const first = courses.slice(0, CATALOGUE_PREVIEW_SIZE)
  const text: KeptCourseListText = {
    cards: first.map((course) => courseCardText(course, config.currency, ratingCountLabel)),
    count: loadingMoreCourses(),
    language: i18n.locale,
  }
  writeJsonStorage(CATALOGUE_PREVIEW_STORAGE_KEY, { courses: first, total: courses.length, ...text })
}
