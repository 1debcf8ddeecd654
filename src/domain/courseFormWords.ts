import { t } from '@lingui/core/macro'
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../config/constants'
import { formatCount } from '../lib/format'
import { DESCRIPTION_LIMITS } from '../lib/htmlStructure'
import { COURSE_LIMITS, type CourseWords } from './courseSchema'

/*
 * The add-course rules' words in the interface language: what the local API answers in English (API_WORDS in
 * courseSchema.ts), written as messages. courseSchema.ts cannot hold them, as the local API imports it and runs
 * without the message macros; in English both say the same, word for word (tests/unit/domain/courseFormWords.test.ts).
 * Field names (lectureTitle, chapterContent) are the API's and stay as they are in every language.
 */
export const FORM_COURSE_WORDS: CourseWords = {
  required: (field) => t`${field} is required`,
  tooLong: (field, maxLength) => t`${field} must be at most ${maxLength} characters`,
  wholeNumberFromOne: (field) => t`${field} must be a whole number of 1 or more`,
  courseTitleVisible: () => t`Course title must contain a visible character.`,
  chapterTitleVisible: () => t`Chapter title must contain a visible character.`,
  lectureTitleVisible: () => t`Lecture title must contain a visible character.`,
  descriptionStructure: () => {
    const levels = DESCRIPTION_LIMITS.maxDepth
    const elements = formatCount(DESCRIPTION_LIMITS.maxElements)
    return t`Course description is too complex: use at most ${levels} levels of nesting and ${elements} elements.`
  },
  descriptionNotText: () => t`courseDescription must be text`,
  lectureUrlTooLong: () => t`lectureUrl is too long`,
  lectureUrlNotWeb: () => t`lectureUrl must be an http or https link`,
  lectureDuration: () => t`lectureDuration must be a number of minutes greater than 0`,
  isPreviewFree: () => t`isPreviewFree must be true or false`,
  coursePrice: () => t`coursePrice must be a number of 0 or more`,
  discount: () => t`discount must be a number from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}`,
  notObject: () => t`must be an object`,
  courseDataNotObject: () => t`courseData must be a JSON object`,
  notLectureList: () => t`chapterContent must be a list of lectures`,
  noLecture: () => t`chapterContent must have at least one lecture`,
  tooManyLectures: () => {
    const maxLectures = COURSE_LIMITS.lecturesPerChapter
    return t`chapterContent has more than ${maxLectures} lectures`
  },
  notChapterList: () => t`courseContent must be a list of chapters`,
  noChapter: () => t`courseContent must have at least one chapter`,
  tooManyChapters: () => {
    const maxChapters = COURSE_LIMITS.chapters
    return t`courseContent has more than ${maxChapters} chapters`
  },
  idUsedTwice: (field, id) => t`${field} "${id}" is used twice`,
  chapter: (position) => t`Chapter ${position}`,
  lecture: (position) => t`lecture ${position}`,
}
