import { act, renderHook } from '@testing-library/react'
import { emptyCourseDraft, type CourseDraft } from '../../../src/domain/courseDraft'
import { DRAFT_SAVE_DELAY_MS, useCourseDraft } from '../../../src/hooks/useCourseDraft'
import { personalStorageKey } from '../../../src/lib/storage'

/*
 * The draft's stamps and the two-tab guard, one hook at a time. Two hooks of the same user side by side play two
 * tabs (the other tab's `storage` event is dispatched by hand: one window does not receive its own writes).
 * The clock is driven, so a save that must not happen is proved not to.
 */

const USER = 'user_educator'
const KEY = personalStorageKey('add-course-draft', USER)
/** Taken once: the last test makes reading `window.localStorage` throw. */
const STORAGE = window.localStorage

type Stored = { version: 1; draft: CourseDraft; tabId?: string; revision?: number }
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null
const titled = (courseTitle: string): CourseDraft => ({ ...emptyCourseDraft(), courseTitle })

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

function type(form: { current: ReturnType<typeof useCourseDraft> }, courseTitle: string) {
  act(() => form.current.setDraft(titled(courseTitle)))
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
}

function storageEventReachesThisTab() {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: STORAGE }))
  })
}

test('each write is stamped with the form’s id and a rising revision; two forms have two ids', () => {
  const a = renderHook(() => useCourseDraft(USER))
  type(a.result, 'One')
  const first = stored()
  expect(first).toMatchObject({ version: 1, draft: { courseTitle: 'One' }, revision: 1 })
  expect(first?.tabId).toEqual(expect.any(String))
  type(a.result, 'Two')
  expect(stored()).toMatchObject({ draft: { courseTitle: 'Two' }, tabId: first?.tabId, revision: 2 })

  // An unchanged draft is not written again: other tabs would only be asked for nothing.
  const writes = vi.spyOn(Storage.prototype, 'setItem')
  act(() => a.result.current.setDraft(titled('Two')))
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
  expect(writes).not.toHaveBeenCalled()
  writes.mockRestore()

  // A second form restores it without writing, then writes with its own id.
  const b = renderHook(() => useCourseDraft(USER))
  expect(b.result.current.draft.courseTitle).toBe('Two')
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
  expect(stored()?.tabId).toBe(first?.tabId)
  type(b.result, 'Three')
  expect(stored()?.tabId).not.toBe(first?.tabId)
  expect(stored()?.revision).toBe(1)
})

test('two forms: the stale one asks instead of writing, even when leaving, until its educator answers', () => {
  const a = renderHook(() => useCourseDraft(USER))
  type(a.result, 'A')
  const b = renderHook(() => useCourseDraft(USER))
  type(b.result, 'B')
  storageEventReachesThisTab()
  expect(a.result.current.conflict).toBe('changed')
  const newest = localStorage.getItem(KEY)

  type(a.result, 'A again')
  a.unmount()
  expect(localStorage.getItem(KEY)).toBe(newest)
  expect(stored()?.draft.courseTitle).toBe('B')
})

test('"keep" makes this form’s draft the newest, and the other form is asked in turn', () => {
  const a = renderHook(() => useCourseDraft(USER))
  type(a.result, 'A')
  const b = renderHook(() => useCourseDraft(USER))
  type(b.result, 'B')
  storageEventReachesThisTab()
  expect(a.result.current.conflict).toBe('changed')
  expect(b.result.current.conflict).toBeNull()

  act(() => a.result.current.keepThisDraft())
  expect(a.result.current.conflict).toBeNull()
  expect(stored()?.draft.courseTitle).toBe('A')
  storageEventReachesThisTab()
  expect(b.result.current.conflict).toBe('changed')
  expect(b.result.current.draft.courseTitle).toBe('B')

  let hadDraft = false
  act(() => {
    hadDraft = b.result.current.loadNewerDraft()
  })
  expect(hadDraft).toBe(true)
  expect(b.result.current.draft.courseTitle).toBe('A')
  expect(b.result.current.conflict).toBeNull()
})

test('a removal elsewhere asks a form with work in it; loading then empties it, and nothing is written back', () => {
  const a = renderHook(() => useCourseDraft(USER))
  type(a.result, 'A')
  localStorage.removeItem(KEY)
  storageEventReachesThisTab()
  expect(a.result.current.conflict).toBe('removed')
  expect(a.result.current.draft.courseTitle).toBe('A')
  type(a.result, 'A again')
  expect(localStorage.getItem(KEY)).toBeNull()

  let hadDraft = true
  act(() => {
    hadDraft = a.result.current.loadNewerDraft()
  })
  expect(hadDraft).toBe(false)
  expect(a.result.current.draft).toEqual(emptyCourseDraft())
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
  expect(localStorage.getItem(KEY)).toBeNull()
})

test('with storage blocked, a storage event and saves change nothing and throw nothing', () => {
  const a = renderHook(() => useCourseDraft(USER))
  const denial = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  try {
    type(a.result, 'A')
    storageEventReachesThisTab()
    expect(a.result.current.conflict).toBeNull()
    expect(a.result.current.draft.courseTitle).toBe('A')
    a.unmount()
  } finally {
    denial.mockRestore()
  }
})
