// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb'
import type { LectureNote } from '../../../src/domain/lectureNotes'

/*
 * The notes store (docs/study-flow.md#notes): one IndexedDB database per user, one record per note. Each test gets
 * an empty IndexedDB of its own; "another tab" is a second copy of the module (its own connection).
 */

type Store = typeof import('../../../src/queries/noteStore')

async function freshStore(): Promise<Store> {
  vi.resetModules()
  return import('../../../src/queries/noteStore')
}

let store: Store
beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  store = await freshStore()
})
afterEach(() => vi.unstubAllGlobals())

let nextId = 0
function note(overrides: Partial<LectureNote> = {}): LectureNote {
  nextId += 1
  return {
    id: `note_${nextId}`,
    courseId: 'course_js',
    lectureId: 'lec_1',
    seconds: 10,
    text: `Note ${nextId}`,
    createdAt: nextId,
    updatedAt: nextId,
    ...overrides,
  }
}

const texts = (notes: LectureNote[]) => notes.map((each) => each.text).sort()

test('notes are kept per user and course: another account on the browser reads none of them', async () => {
  await store.putNote('user_a', note({ text: 'A on JS' }))
  await store.putNote('user_a', note({ text: 'A on CSS', courseId: 'course_css' }))
  await store.putNote('user_b', note({ text: 'B on JS' }))
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['A on JS'])
  expect(texts(await store.readCourseNotes('user_b', 'course_js'))).toEqual(['B on JS'])
  expect(await store.readCourseNotes('user_c', 'course_js')).toEqual([])
  expect(store.notesDatabaseName('user a/b')).toBe('edemy.notes.user.user%20a%2Fb')
})

test('an edit replaces the note, a delete removes it, and putting it back restores it', async () => {
  const first = note({ text: 'Before' })
  await store.putNote('user_a', first)
  await store.putNote('user_a', { ...first, text: 'After' })
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['After'])
  await store.deleteNote('user_a', first)
  expect(await store.readCourseNotes('user_a', 'course_js')).toEqual([])
  await store.putNote('user_a', first)
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['Before'])
})

test('two tabs adding notes at once keep both', async () => {
  const otherTab = await freshStore()
  await Promise.all([
    store.putNote('user_a', note({ text: 'From tab 1' })),
    otherTab.putNote('user_a', note({ text: 'From tab 2' })),
    store.putNote('user_a', note({ text: 'From tab 1 again' })),
  ])
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual([
    'From tab 1',
    'From tab 1 again',
    'From tab 2',
  ])
})

test('two tabs importing the same file at once add each note once', async () => {
  const otherTab = await freshStore()
  const incoming = [
    { lectureId: 'lec_1', seconds: 5, text: 'One' },
    { lectureId: 'lec_2', seconds: 6, text: 'Two' },
  ]
  const ids = new Set(['lec_1', 'lec_2'])
  const [mine, theirs] = await Promise.all([
    store.addNewNotes('user_a', 'course_js', incoming, ids),
    otherTab.addNewNotes('user_a', 'course_js', incoming, ids),
  ])
  expect(mine.length + theirs.length).toBe(2)
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['One', 'Two'])
})

test('records that are not notes (hand-edited, another release) are left out, the rest are read', async () => {
  await store.putNote('user_a', note({ text: 'Good' }))
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(store.notesDatabaseName('user_a'))
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const transaction = database.transaction('notes', 'readwrite')
  const notes = transaction.objectStore('notes')
  notes.put({ id: 'bad_1', courseId: 'course_js', text: 'no lecture, no time' })
  notes.put({ ...note(), id: 'bad_2', seconds: -1 })
  notes.put({ ...note(), id: 'bad_3', text: '' })
  notes.put({ ...note(), id: 'bad_4', seconds: 'soon' })
  await new Promise((resolve) => (transaction.oncomplete = resolve))
  database.close()
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['Good'])
})

test('forgetting a user deletes their notes and nobody else’s', async () => {
  await store.putNote('user_a', note({ text: 'A' }))
  await store.putNote('user_b', note({ text: 'B' }))
  await store.forgetNotes('user_a')
  expect(await store.readCourseNotes('user_a', 'course_js')).toEqual([])
  expect(texts(await store.readCourseNotes('user_b', 'course_js'))).toEqual(['B'])
})

test('without IndexedDB (blocked or missing), reads and writes fail as promises, never as throws', async () => {
  vi.stubGlobal('indexedDB', undefined)
  await expect(store.readCourseNotes('user_a', 'course_js')).rejects.toThrow()
  await expect(store.putNote('user_a', note())).rejects.toThrow()
  await expect(store.forgetNotes('user_a')).resolves.toBeUndefined()
  // Unblocked again: the next call opens the database.
  vi.stubGlobal('indexedDB', new IDBFactory())
  await store.putNote('user_a', note({ text: 'Later' }))
  expect(texts(await store.readCourseNotes('user_a', 'course_js'))).toEqual(['Later'])
})

test('a full disk (the write transaction aborts) fails the save and keeps nothing half-written', async () => {
  const { IDBObjectStore } = await import('fake-indexeddb')
  const original = IDBObjectStore.prototype.put
  // As a browser does when the disk is full: the request is accepted, then the transaction aborts.
  const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    const request = original.apply(this, args)
    this.transaction.abort()
    return request
  })
  await expect(store.putNote('user_a', note())).rejects.toThrow()
  put.mockRestore()
  expect(await store.readCourseNotes('user_a', 'course_js')).toEqual([])
})
