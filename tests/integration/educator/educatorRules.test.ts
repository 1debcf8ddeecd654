import { checkThumbnail, THUMBNAIL_MESSAGES } from '../../../src/domain/thumbnail'
import { sniffImageType } from '../../../src/lib/imageType'
import { emptyCourseDraft, isBlankHtml, isEmptyCourseDraft, type CourseDraft } from '../../../src/domain/courseDraft'
import { newestPurchaseFirst } from '../../../src/domain/enrollment'
import { validateCourseDraft, validateLectureDraft } from '../../../src/domain/validateCourse'
import { withMailto } from '../../../src/lib/email'
import { GIF_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, SVG_TEXT, WEBP_BYTES } from '../../fixtures/educator/educatorData'

test('a bare e-mail used as a link gets mailto:, every other link is left to Quill’s allowlist', () => {
  expect(withMailto('someone@example.com')).toBe('mailto:someone@example.com')
  expect(withMailto('  someone@example.com ')).toBe('mailto:someone@example.com')
  expect(withMailto('mailto:someone@example.com')).toBe('mailto:someone@example.com')
  expect(withMailto('https://user@example.com/path')).toBe('https://user@example.com/path')
  expect(withMailto('javascript:alert(1)//@x.com')).toBe('javascript:alert(1)//@x.com')
  expect(withMailto('example.com')).toBe('example.com')
})

test('thumbnail types are read from the first bytes, not from the name or declared type', () => {
  expect(sniffImageType(PNG_BYTES)).toBe('image/png')
  expect(sniffImageType(JPEG_BYTES)).toBe('image/jpeg')
  expect(sniffImageType(GIF_BYTES)).toBe('image/gif')
  expect(sniffImageType(WEBP_BYTES)).toBe('image/webp')
  expect(sniffImageType(new TextEncoder().encode(SVG_TEXT))).toBeNull()
  expect(sniffImageType(PDF_BYTES)).toBeNull()
  expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull()
  expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull()
})

test('checkThumbnail refuses empty, oversized and non-image files and accepts real images', async () => {
  expect(await checkThumbnail(new File([PNG_BYTES], 'a.png', { type: 'image/png' }))).toBeNull()
  expect(await checkThumbnail(new File([WEBP_BYTES], 'a.webp', { type: 'image/webp' }))).toBeNull()
  expect(await checkThumbnail(new File([], 'a.png', { type: 'image/png' }))).toBe(THUMBNAIL_MESSAGES.empty)
  expect(await checkThumbnail(new File([PDF_BYTES], 'a.png', { type: 'image/png' }))).toBe(THUMBNAIL_MESSAGES.notImage)
  const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' })
  expect(await checkThumbnail(huge)).toBe(THUMBNAIL_MESSAGES.tooLarge)
  const limit = new Uint8Array(5 * 1024 * 1024)
  limit.set(PNG_BYTES)
  expect(await checkThumbnail(new File([limit], 'a.png', { type: 'image/png' }))).toBeNull()
})

test('a lecture needs a title, a duration above 0 and an http(s) link', () => {
  expect(
    validateLectureDraft({
      lectureTitle: ' Intro ',
      lectureDuration: ' 7.5 ',
      lectureUrl: ' https://youtu.be/x ',
      isPreviewFree: true,
    }),
  ).toEqual({
    ok: true,
    lecture: { lectureTitle: 'Intro', lectureDuration: 7.5, lectureUrl: 'https://youtu.be/x', isPreviewFree: true },
  })
  for (const [duration, url] of [
    ['0', 'ftp://example.com/a'],
    ['-3', 'javascript:alert(1)'],
    ['', 'youtu.be/x'],
    ['abc', 'data:text/html,x'],
    ['Infinity', ''],
  ]) {
    const result = validateLectureDraft({
      lectureTitle: '  ',
      lectureDuration: duration!,
      lectureUrl: url!,
      isPreviewFree: false,
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['lectureDuration', 'lectureTitle', 'lectureUrl'])
  }
})

const lecture = {
  lectureId: 'l1',
  lectureTitle: 'One',
  lectureDuration: 5,
  lectureUrl: 'https://e.com/1',
  isPreviewFree: false,
  lectureOrder: 1,
}
const validDraft = (): CourseDraft => ({
  courseTitle: ' A course ',
  courseDescription: '<p><br></p>',
  coursePrice: '19.99',
  discount: '12.5',
  chapters: [{ chapterId: 'c1', chapterTitle: 'Ch', chapterOrder: 1, collapsed: true, chapterContent: [lecture] }],
})

test('a valid draft becomes the course to send: numbers converted, title trimmed, UI-only fields dropped', () => {
  expect(validateCourseDraft(validDraft())).toEqual({
    ok: true,
    course: {
      courseTitle: 'A course',
      courseDescription: '',
      coursePrice: 19.99,
      discount: 12.5,
      courseContent: [{ chapterId: 'c1', chapterTitle: 'Ch', chapterOrder: 1, chapterContent: [lecture] }],
    },
  })
})

test.each([
  ['an empty title', { courseTitle: '   ' }, 'courseTitle'],
  ['a negative price', { coursePrice: '-0.01' }, 'coursePrice'],
  ['a NaN price', { coursePrice: 'NaN' }, 'coursePrice'],
  ['an empty price', { coursePrice: '' }, 'coursePrice'],
  ['an infinite price', { coursePrice: '1e400' }, 'coursePrice'],
  ['a discount of 101', { discount: '101' }, 'discount'],
  ['a discount of -1', { discount: '-1' }, 'discount'],
  ['an empty discount', { discount: ' ' }, 'discount'],
  ['no chapter', { chapters: [] }, 'chapters'],
  [
    'a chapter without lectures',
    { chapters: [{ chapterId: 'c1', chapterTitle: 'Ch', chapterOrder: 1, collapsed: false, chapterContent: [] }] },
    'chapters',
  ],
  [
    'a stored lecture with a javascript: link',
    {
      chapters: [
        {
          chapterId: 'c1',
          chapterTitle: 'Ch',
          chapterOrder: 1,
          collapsed: false,
          chapterContent: [{ ...lecture, lectureUrl: 'javascript:alert(1)' }],
        },
      ],
    },
    'chapters',
  ],
  [
    'a stored lecture of 0 minutes',
    {
      chapters: [
        {
          chapterId: 'c1',
          chapterTitle: 'Ch',
          chapterOrder: 1,
          collapsed: false,
          chapterContent: [{ ...lecture, lectureDuration: 0 }],
        },
      ],
    },
    'chapters',
  ],
] as const)('%s is refused before any request', (_name, change, fieldName) => {
  const result = validateCourseDraft({ ...validDraft(), ...change } as CourseDraft)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(Object.keys(result.errors)).toEqual([fieldName])
})

test('Quill’s empty editor counts as an empty description; an image alone does not', () => {
  expect(isBlankHtml('')).toBe(true)
  expect(isBlankHtml('<p><br></p>')).toBe(true)
  expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true)
  expect(isBlankHtml('<p><img src="https://e.com/a.png"></p>')).toBe(false)
  expect(isBlankHtml('<p>x</p>')).toBe(false)
  expect(isEmptyCourseDraft({ ...emptyCourseDraft(), courseDescription: '<p><br></p>' })).toBe(true)
  expect(isEmptyCourseDraft({ ...emptyCourseDraft(), discount: '5' })).toBe(false)
})

test('records sort newest first, undated ones last in their original order', () => {
  const records = [
    { id: 'undated-1' },
    { id: 'old', purchaseDate: '2024-01-01T00:00:00Z' },
    { id: 'bad', purchaseDate: 'garbage' },
    { id: 'new', purchaseDate: '2026-01-01T00:00:00Z' },
    { id: 'undated-2', purchaseDate: null },
  ]
  expect(newestPurchaseFirst(records).map((record) => record.id)).toEqual([
    'new',
    'old',
    'undated-1',
    'bad',
    'undated-2',
  ])
  expect(records[0]!.id).toBe('undated-1')
})
