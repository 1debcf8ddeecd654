/**
 * Chapter and lecture order numbers (docs/product.md#business-rules): each is the last order plus 1, or 1 for the
 * first. "Last" is read as the largest so far: after removing and adding in any interleaving a new
 * item can never reuse a number that is still present.
 */

/** The order for a new item: 1 for an empty list, otherwise the largest valid order + 1. */
export function nextOrder<T>(items: readonly T[], getOrder: (item: T) => number): number {
  let highest = 0
  for (const item of items) {
    const order = getOrder(item)
    // A corrupt draft (NaN, Infinity, beyond 2^53 where +1 is lost) must not poison every later order.
    if (Number.isFinite(order) && order < Number.MAX_SAFE_INTEGER && order > highest) highest = Math.floor(order)
  }
  return highest + 1
}

type OrderedChapter<L> = {
  readonly chapterId: string
  readonly chapterOrder: number
  readonly chapterContent: readonly L[]
}
type OrderedLecture = { readonly lectureId: string; readonly lectureOrder: number }

const chapterOrderOf = (chapter: { readonly chapterOrder: number }) => chapter.chapterOrder
const lectureOrderOf = (lecture: OrderedLecture) => lecture.lectureOrder

/*
 * The add-course form owns its draft types (with UI-only fields such as `collapsed`), so these helpers
 * are generic and take a factory that receives the order: the new item is built with its number
 * instead of being patched afterwards.
 */

/** Appends the chapter built by `createChapter(nextChapterOrder)`. */
export function addChapter<C extends OrderedChapter<unknown>>(
  chapters: readonly C[],
  createChapter: (chapterOrder: number) => C,
): C[] {
  return [...chapters, createChapter(nextOrder(chapters, chapterOrderOf))]
}

/** Removes a chapter and its lectures; other order numbers stay as they are. */
export function removeChapter<C extends OrderedChapter<unknown>>(chapters: readonly C[], chapterId: string): C[] {
  return chapters.filter((chapter) => chapter.chapterId !== chapterId)
}

/** Appends the lecture built by `createLecture(nextLectureOrder)` to one chapter; unknown ids change nothing. */
export function addLecture<L extends OrderedLecture, C extends OrderedChapter<L>>(
  chapters: readonly C[],
  chapterId: string,
  createLecture: (lectureOrder: number) => L,
): C[] {
  return chapters.map((chapter) => {
    if (chapter.chapterId !== chapterId) return chapter
    const lecture = createLecture(nextOrder(chapter.chapterContent, lectureOrderOf))
    return { ...chapter, chapterContent: [...chapter.chapterContent, lecture] }
  })
}

/** Removes one lecture from one chapter. */
export function removeLecture<L extends OrderedLecture, C extends OrderedChapter<L>>(
  chapters: readonly C[],
  chapterId: string,
  lectureId: string,
): C[] {
  return chapters.map((chapter) => {
    if (chapter.chapterId !== chapterId) return chapter
    return { ...chapter, chapterContent: chapter.chapterContent.filter((lecture) => lecture.lectureId !== lectureId) }
  })
}
