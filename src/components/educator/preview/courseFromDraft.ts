import type { Course } from '../../../api/types'
import { isBlankHtml, type CourseDraft } from '../../../domain/courseDraft'
import { parseNumberInput } from '../../../domain/validateCourse'

/**
 * The draft as the course page receives it once published: prices as numbers (NaN while not a number, which the page
 * shows as "–"), no ratings or students yet, the chosen file's object URL as the thumbnail.
 */
export function courseFromDraft(draft: CourseDraft, thumbnailUrl: string, educatorName: string): Course {
  return {
    _id: 'preview',
    courseTitle: draft.courseTitle,
    courseDescription: isBlankHtml(draft.courseDescription) ? '' : draft.courseDescription,
    courseThumbnail: thumbnailUrl,
    coursePrice: parseNumberInput(draft.coursePrice),
    discount: parseNumberInput(draft.discount),
    isPublished: false,
    educator: { name: educatorName },
    courseRatings: [],
    enrolledStudents: [],
    courseContent: draft.chapters.map((chapter) => ({
      chapterId: chapter.chapterId,
      chapterOrder: chapter.chapterOrder,
      chapterTitle: chapter.chapterTitle,
      chapterContent: chapter.chapterContent.map((lecture) => ({ ...lecture })),
    })),
  }
}
