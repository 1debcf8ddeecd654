// @vitest-environment node
import { draftFromCourse } from '../../../src/domain/courseDraft'

const lecture = (lectureTitle: string, lectureOrder: number) => ({
  lectureTitle,
  lectureDuration: 12,
  lectureUrl: 'https://youtu.be/abc',
  isPreviewFree: lectureOrder === 1,
  lectureOrder,
})

test('a template is the course with "Copy of" its title, new ids and orders from 1 in the old order', () => {
  let next = 0
  const draft = draftFromCourse(
    {
      courseTitle: 'SQL Mastery',
      courseDescription: '<p>Queries</p>',
      coursePrice: 49.5,
      discount: 10,
      courseContent: [
        { chapterTitle: 'Second', chapterOrder: 7, chapterContent: [lecture('b2', 9), lecture('b1', 3)] },
        { chapterTitle: 'First', chapterOrder: 2, chapterContent: [lecture('a1', 5)] },
      ],
    },
    () => `new-${++next}`,
  )
  expect(draft).toEqual({
    courseTitle: 'Copy of SQL Mastery',
    courseDescription: '<p>Queries</p>',
    coursePrice: '49.5',
    discount: '10',
    chapters: [
      {
        chapterId: 'new-1',
        chapterTitle: 'First',
        chapterOrder: 1,
        collapsed: false,
        chapterContent: [{ ...lecture('a1', 1), isPreviewFree: false, lectureId: 'new-2' }],
      },
      {
        chapterId: 'new-3',
        chapterTitle: 'Second',
        chapterOrder: 2,
        collapsed: false,
        chapterContent: [
          { ...lecture('b1', 1), isPreviewFree: false, lectureId: 'new-4' },
          { ...lecture('b2', 2), isPreviewFree: false, lectureId: 'new-5' },
        ],
      },
    ],
  })
})

test('a course without content or discount still makes a draft', () => {
  const draft = draftFromCourse({ courseTitle: 'X', courseDescription: '', coursePrice: 0, discount: null }, () => 'id')
  expect(draft).toMatchObject({ courseTitle: 'Copy of X', coursePrice: '0', discount: '0', chapters: [] })
})
