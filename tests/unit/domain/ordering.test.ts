// @vitest-environment node
import fc from 'fast-check'
import { addChapter, addLecture, nextOrder, removeChapter, removeLecture } from '../../../src/domain/ordering'

type Lecture = { lectureId: string; lectureOrder: number; lectureTitle: string }
type Chapter = {
  chapterId: string
  chapterOrder: number
  chapterTitle: string
  collapsed: boolean
  chapterContent: Lecture[]
}

const byOrder = (item: { order: number }) => item.order

test.each([
  ['an empty list starts at 1', [], 1],
  ['one item', [1], 2],
  ['last plus one', [1, 2, 3], 4],
  ['uses the largest, not the last', [1, 5, 2], 6],
  ['a gap left by a removal is not reused', [1, 3], 4],
  ['ignores NaN', [Number.NaN, 2], 3],
  ['ignores Infinity', [Number.POSITIVE_INFINITY, 2], 3],
  ['ignores negative orders', [-4], 1],
  ['floors fractional orders', [2.5], 3],
  ['only invalid orders start at 1', [Number.NaN], 1],
  ['ignores orders beyond 2^53, where + 1 is lost', [Number.MAX_SAFE_INTEGER + 2, 7], 8],
])('nextOrder: %s', (_label, orders, expected) => {
  expect(
    nextOrder(
      orders.map((order) => ({ order })),
      byOrder,
    ),
  ).toBe(expected)
})

const newChapter =
  (chapterId: string) =>
  (chapterOrder: number): Chapter => ({
    chapterId,
    chapterOrder,
    chapterTitle: `Chapter ${chapterId}`,
    collapsed: false,
    chapterContent: [],
  })
const newLecture =
  (lectureId: string) =>
  (lectureOrder: number): Lecture => ({
    lectureId,
    lectureOrder,
    lectureTitle: `Lecture ${lectureId}`,
  })

test('addChapter numbers the first chapter 1 and the next one 2', () => {
  const one = addChapter([], newChapter('a'))
  const two = addChapter(one, newChapter('b'))
  expect(two.map((chapter) => [chapter.chapterId, chapter.chapterOrder])).toEqual([
    ['a', 1],
    ['b', 2],
  ])
})

test('addChapter does not modify the list it was given', () => {
  const chapters = addChapter([], newChapter('a'))
  addChapter(chapters, newChapter('b'))
  expect(chapters).toHaveLength(1)
})

test('removeChapter drops the chapter with its lectures and keeps the other numbers', () => {
  let chapters = addChapter(addChapter(addChapter([], newChapter('a')), newChapter('b')), newChapter('c'))
  chapters = addLecture(chapters, 'b', newLecture('x'))
  chapters = removeChapter(chapters, 'b')
  expect(chapters.map((chapter) => [chapter.chapterId, chapter.chapterOrder])).toEqual([
    ['a', 1],
    ['c', 3],
  ])
  expect(addChapter(chapters, newChapter('d')).at(-1)?.chapterOrder).toBe(4)
})

test('removeChapter with an unknown id changes nothing', () => {
  const chapters = addChapter([], newChapter('a'))
  expect(removeChapter(chapters, 'zzz')).toEqual(chapters)
})

test('addLecture numbers lectures per chapter from 1 and leaves other chapters untouched', () => {
  let chapters = addChapter(addChapter([], newChapter('a')), newChapter('b'))
  chapters = addLecture(chapters, 'a', newLecture('x'))
  chapters = addLecture(chapters, 'a', newLecture('y'))
  chapters = addLecture(chapters, 'b', newLecture('z'))
  expect(chapters[0]?.chapterContent.map((lecture) => lecture.lectureOrder)).toEqual([1, 2])
  expect(chapters[1]?.chapterContent.map((lecture) => lecture.lectureOrder)).toEqual([1])
  expect(chapters[1]?.collapsed).toBe(false)
})

test('addLecture to an unknown chapter changes nothing and never calls the factory', () => {
  const chapters = addChapter([], newChapter('a'))
  const factory = vi.fn(newLecture('x'))
  expect(addLecture(chapters, 'missing', factory)).toEqual(chapters)
  expect(factory).not.toHaveBeenCalled()
})

test('removeLecture removes only that lecture from only that chapter', () => {
  let chapters = addChapter(addChapter([], newChapter('a')), newChapter('b'))
  chapters = addLecture(addLecture(chapters, 'a', newLecture('x')), 'a', newLecture('y'))
  chapters = addLecture(chapters, 'b', newLecture('x'))
  chapters = removeLecture(chapters, 'a', 'x')
  expect(chapters[0]?.chapterContent.map((lecture) => lecture.lectureId)).toEqual(['y'])
  expect(chapters[1]?.chapterContent.map((lecture) => lecture.lectureId)).toEqual(['x'])
  expect(addLecture(chapters, 'a', newLecture('w'))[0]?.chapterContent.at(-1)?.lectureOrder).toBe(3)
})

type Command =
  | { kind: 'addChapter' }
  | { kind: 'removeChapter'; pick: number }
  | { kind: 'addLecture'; pick: number }
  | { kind: 'removeLecture'; pick: number; lecturePick: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constant({ kind: 'addChapter' as const }),
  fc.record({ kind: fc.constant('removeChapter' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('addLecture' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('removeLecture' as const), pick: fc.nat(), lecturePick: fc.nat() }),
)

function expectUnique(orders: number[]): void {
  expect(new Set(orders).size).toBe(orders.length)
}

test('property: order numbers stay unique and new ones are the largest + 1 after any interleaving', () => {
  fc.assert(
    fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
      let chapters: Chapter[] = []
      let nextId = 0
      for (const step of commands) {
        if (step.kind === 'addChapter') {
          const before = Math.max(0, ...chapters.map((chapter) => chapter.chapterOrder))
          chapters = addChapter(chapters, newChapter(`c${nextId++}`))
          expect(chapters.at(-1)?.chapterOrder).toBe(before + 1)
        } else if (chapters.length > 0) {
          const target = chapters[step.pick % chapters.length]
          if (!target) throw new Error('index out of range')
          if (step.kind === 'removeChapter') {
            chapters = removeChapter(chapters, target.chapterId)
          } else if (step.kind === 'addLecture') {
            const before = Math.max(0, ...target.chapterContent.map((lecture) => lecture.lectureOrder))
            chapters = addLecture(chapters, target.chapterId, newLecture(`l${nextId++}`))
            const updated = chapters.find((chapter) => chapter.chapterId === target.chapterId)
            expect(updated?.chapterContent.at(-1)?.lectureOrder).toBe(before + 1)
          } else if (target.chapterContent.length > 0) {
            const lecture = target.chapterContent[step.lecturePick % target.chapterContent.length]
            if (!lecture) throw new Error('index out of range')
            chapters = removeLecture(chapters, target.chapterId, lecture.lectureId)
          }
        }
        expectUnique(chapters.map((chapter) => chapter.chapterOrder))
        for (const chapter of chapters) expectUnique(chapter.chapterContent.map((lecture) => lecture.lectureOrder))
      }
    }),
    { numRuns: 1000 },
  )
})

test('property: nextOrder is at least 1 and above every valid order', () => {
  fc.assert(
    fc.property(fc.array(fc.double()), (orders) => {
      const next = nextOrder(orders, (order) => order)
      expect(Number.isInteger(next)).toBe(true)
      expect(next).toBeGreaterThanOrEqual(1)
      for (const order of orders) {
        if (Number.isFinite(order) && order < Number.MAX_SAFE_INTEGER) expect(next).toBeGreaterThan(order)
      }
    }),
    { numRuns: 1000 },
  )
})
