import { QueryClient } from '@tanstack/react-query'
import type { Course } from '../../../src/api/types'
import { COURSE_GRID_PAGE_SIZE, FIRST_RENDER_CARD_COUNT } from '../../../src/config/constants'
import { arrivingCoursesOf } from '../../../src/queries/arrivingCourses'

const courses = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ _id: `c${index}`, courseTitle: `Course ${index}` }) as Course)

function storeWithLog() {
  const store = arrivingCoursesOf(new QueryClient())
  const seen: number[] = []
  store.subscribe(() => seen.push(store.getSnapshot()?.length ?? 0))
  return { store, seen }
}

test('the first courses are shown in a later task, the first page a row at a time, then all that arrived', async () => {
  const { store, seen } = storeWithLog()
  store.arrive(courses(30))
  // Not in the task that read them.
  expect(seen).toEqual([])
  const rows = Array.from(
    { length: COURSE_GRID_PAGE_SIZE / FIRST_RENDER_CARD_COUNT },
    (_, row) => (row + 1) * FIRST_RENDER_CARD_COUNT,
  )
  await vi.waitFor(() => expect(seen).toEqual([...rows, 30]))
})

test('a first answer shorter than a row is shown whole; one ending mid-row shows its last few at once', async () => {
  const short = storeWithLog()
  short.store.arrive(courses(FIRST_RENDER_CARD_COUNT - 1))
  await vi.waitFor(() => expect(short.seen).toEqual([FIRST_RENDER_CARD_COUNT - 1]))
  const midRow = storeWithLog()
  midRow.store.arrive(courses(FIRST_RENDER_CARD_COUNT + 2))
  await vi.waitFor(() => expect(midRow.seen).toEqual([FIRST_RENDER_CARD_COUNT, FIRST_RENDER_CARD_COUNT + 2]))
})

test('a retry that starts again never shrinks what is on screen; it shows once it has brought more', async () => {
  const { store, seen } = storeWithLog()
  store.arrive(courses(30))
  await vi.waitFor(() => expect(store.getSnapshot()).toHaveLength(30))
  store.settle('stopped')
  store.restart()
  const before = seen.length
  store.arrive(courses(10))
  store.settle('stopped')
  expect(store.getSnapshot()).toHaveLength(30)
  store.restart()
  store.arrive(courses(40))
  await vi.waitFor(() => expect(store.getSnapshot()).toHaveLength(40))
  expect(seen.slice(before).every((length) => length >= 30)).toBe(true)
})

test('an answer the API refused keeps nothing; one that stopped shows everything that arrived at once', async () => {
  const { store } = storeWithLog()
  store.arrive(courses(5))
  await vi.waitFor(() => expect(store.getSnapshot()).toHaveLength(5))
  store.arrive(courses(12))
  store.settle('stopped')
  expect(store.getSnapshot()).toHaveLength(12)
  store.settle('refused')
  expect(store.getSnapshot()).toBeNull()
})

test('each query client has its own store', () => {
  expect(arrivingCoursesOf(new QueryClient())).not.toBe(arrivingCoursesOf(new QueryClient()))
})
