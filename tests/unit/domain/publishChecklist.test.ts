import { emptyCourseDraft, type CourseDraft, type DraftLecture } from '../../../src/domain/courseDraft'
import { publishChecklist, warningCount, type ThumbnailFacts } from '../../../src/domain/publishChecklist'

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ'
const LONG_TEXT = `<p>${'Learn by building. '.repeat(12)}</p>`
const IMAGE: ThumbnailFacts = { status: 'image', width: 1280, height: 720 }

function lecture(order: number, patch: Partial<DraftLecture> = {}): DraftLecture {
  return {
    lectureId: `l${order}`,
    lectureTitle: `Lecture ${order}`,
    lectureDuration: 10,
    lectureUrl: VIDEO,
    isPreviewFree: order === 1,
    lectureOrder: order,
    ...patch,
  }
}

function goodDraft(patch: Partial<CourseDraft> = {}): CourseDraft {
  return {
    courseTitle: 'Accessible web forms',
    courseDescription: LONG_TEXT,
    coursePrice: '50',
    discount: '20',
    chapters: [
      {
        chapterId: 'c1',
        chapterTitle: 'Basics',
        chapterOrder: 1,
        collapsed: false,
        chapterContent: [lecture(1), lecture(2, { lectureTitle: 'Error messages' })],
      },
    ],
    ...patch,
  }
}

const texts = (draft: CourseDraft, thumbnail: ThumbnailFacts = IMAGE) =>
  publishChecklist(draft, thumbnail, '$')
    .filter((item) => item.tone === 'warning')
    .map((item) => item.text.replace(/[\u2068\u2069]/g, ''))

test('a complete draft passes every check and names what learners will pay', () => {
  const items = publishChecklist(goodDraft(), IMAGE, '$')
  expect(warningCount(items)).toBe(0)
  expect(items.map((item) => item.text)).toContain('Price: learners will pay $40.00 instead of $50.00 (20% off)')
  expect(items.map((item) => item.text)).toContain('Thumbnail: 1,280 × 720 pixels')
})

test('an empty form warns about the thumbnail, title, description, chapters and gives no price surprise', () => {
  expect(texts(emptyCourseDraft(), { status: 'none' })).toEqual([
    'Thumbnail: none chosen. Choose an image of at least 640 × 360 pixels.',
    'Course Title: empty. Enter the course title.',
    'Course Description: 0 characters of text. Write at least 200.',
    'Chapters: none yet. Add a chapter with a lecture.',
    'This course will be free: the Course Price is 0.',
  ])
})

test('a small thumbnail is named by its size; one that cannot be decoded says so; measuring is pending', () => {
  expect(texts(goodDraft(), { status: 'image', width: 320, height: 180 })).toEqual([
    'Thumbnail: 320 × 180 pixels is smaller than 640 × 360. Choose a larger image.',
  ])
  expect(texts(goodDraft(), { status: 'image', width: 640, height: 359 })).toHaveLength(1)
  expect(texts(goodDraft(), { status: 'image', width: 640, height: 360 })).toEqual([])
  expect(texts(goodDraft(), { status: 'unreadable' })).toEqual([
    'Thumbnail: the file could not be read as an image. Choose it again.',
  ])
  expect(publishChecklist(goodDraft(), { status: 'measuring' }, '$')[0]?.tone).toBe('pending')
})

test('a title over 100 characters and a title of invisible characters are pointed out', () => {
  expect(texts(goodDraft({ courseTitle: 'x'.repeat(100) }))).toEqual([])
  expect(texts(goodDraft({ courseTitle: 'x'.repeat(101) }))).toEqual([
    'Course Title: 101 characters. Keep it to at most 100.',
  ])
  expect(texts(goodDraft({ courseTitle: '\u200b\u200b \u2800' }))).toEqual([
    'Course Title: empty. Enter the course title.',
  ])
})

test('the description counts characters of text, not markup', () => {
  const markupHeavy = `<p><strong>${'a'.repeat(150)}</strong></p>`
  expect(texts(goodDraft({ courseDescription: markupHeavy }))).toEqual([
    'Course Description: 150 characters of text. Write at least 200.',
  ])
  expect(texts(goodDraft({ courseDescription: `<p>${'a'.repeat(200)}</p>` }))).toEqual([])
})

test('a huge description is held to the course page’s bound and warned about', () => {
  // The bound is the page's: 3,000 elements, 32 levels. Plenty of text within it is fine.
  expect(texts(goodDraft({ courseDescription: `<p>${'word '.repeat(200_000)}</p>` }))).toEqual([])
  const huge = '<p>word</p>'.repeat(3001)
  expect(texts(goodDraft({ courseDescription: huge }))).toEqual([
    'Course Description: too long or too deeply nested. Shorten it: learners would see it cut.',
  ])
})

test('a chapter without lectures is named by its number and title', () => {
  const draft = goodDraft()
  draft.chapters.push({ chapterId: 'c2', chapterTitle: 'Later', chapterOrder: 2, collapsed: false, chapterContent: [] })
  expect(texts(draft)).toEqual(['2 Later: no lectures yet. Add one or remove the chapter.'])
})

test('two lectures with the same title in one chapter are pointed out; in different chapters they are fine', () => {
  const draft = goodDraft()
  draft.chapters[0]?.chapterContent.push(lecture(3, { lectureTitle: ' error MESSAGES ' }))
  expect(texts(draft)).toEqual(['1.3 error MESSAGES: another lecture in this chapter has the same title'])
  const other = goodDraft()
  other.chapters.push({
    chapterId: 'c2',
    chapterTitle: 'Again',
    chapterOrder: 2,
    collapsed: false,
    chapterContent: [lecture(1, { lectureId: 'x1', lectureTitle: 'Error messages' })],
  })
  expect(texts(other)).toEqual([])
})

test('no free preview is a warning with the issue’s words', () => {
  const draft = goodDraft()
  for (const item of draft.chapters[0]?.chapterContent ?? []) item.isPreviewFree = false
  expect(texts(draft)).toEqual(['No free preview: visitors cannot try the course'])
})

test('links the player cannot play are named one by one, parsed as the player parses them', () => {
  const draft = goodDraft()
  const lectures = draft.chapters[0]?.chapterContent ?? []
  lectures[1] = lecture(2, { lectureTitle: 'Error messages', lectureUrl: 'https://vimeo.com/123456' })
  lectures.push(lecture(3, { lectureUrl: 'www.youtube.com/watch?v=dQw4w9WgXcQ' }))
  lectures.push(lecture(4, { lectureUrl: 'https://www.youtube.com/channel/UCabcdefghij' }))
  expect(texts(draft)).toEqual([
    '1.2 Error messages: the link is not a YouTube video the player can play',
    '1.4 Lecture 4: the link is not a YouTube video the player can play',
  ])
})

test('durations must be above 0 and below 600 minutes', () => {
  const draft = goodDraft()
  const lectures = draft.chapters[0]?.chapterContent ?? []
  lectures.push(lecture(3, { lectureDuration: 0 }), lecture(4, { lectureDuration: 600 }))
  lectures.push(lecture(5, { lectureDuration: 599.5 }))
  expect(texts(draft)).toEqual([
    '1.3 Lecture 3: 0 minutes. Give a duration above 0 and below 600 minutes.',
    '1.4 Lecture 4: 600 minutes. Give a duration above 0 and below 600 minutes.',
  ])
})

test('the price as learners will see it, with warnings for a free course and a 100% discount', () => {
  const items = (patch: Partial<CourseDraft>) => publishChecklist(goodDraft(patch), IMAGE, '$').at(-1)
  expect(items({ discount: '0' })?.text).toBe('Price: learners will pay $50.00')
  expect(items({ coursePrice: '19.99', discount: '10' })?.text).toBe(
    'Price: learners will pay $17.99 instead of $19.99 (10% off)',
  )
  expect(items({ coursePrice: '0' })).toMatchObject({
    tone: 'warning',
    text: 'This course will be free: the Course Price is 0.',
  })
  expect(items({ discount: '100' })).toMatchObject({
    tone: 'warning',
    text: 'This course will be free: the Discount % is 100.',
  })
  expect(items({ coursePrice: 'abc' })?.tone).toBe('warning')
  expect(items({ discount: '120' })?.text).toBe(
    'Price: enter a valid Course Price and Discount % to see what learners will pay.',
  )
})

test('a chapter with 100 lectures is checked in full, each problem once', () => {
  const draft = goodDraft()
  const many = Array.from({ length: 100 }, (_, index) => lecture(index + 1))
  many[99] = lecture(100, { lectureUrl: 'not a link' })
  if (draft.chapters[0]) draft.chapters[0].chapterContent = many
  expect(texts(draft)).toEqual(['1.100 Lecture 100: the link is not a YouTube video the player can play'])
})
