import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { IncomingNote, LectureNote } from '../domain/lectureNotes'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { addNewNotes, deleteNote, putNote, readCourseNotes, subscribeToNotes } from './noteStore'
import { useResource, type Resource } from './resource'
import { useGuardedMutation } from './useGuardedMutation'

/*
 * The signed-in learner's notes on one course, a resource kept on the device (noteStore.ts), read and changed
 * like server data: a query under ['me', userId], so sign-out and "Clear data on this device" drop it with the
 * rest of the user's answers, and mutation hooks that update it once IndexedDB has committed. Nothing waits for
 * the network (they work offline), and failures are not toasted: the screen says what failed where it happened,
 * and keeps what the learner typed.
 */

const notesKey = (userId: string | null, courseId: string) => [...queryKeys.me(userId), 'notes', courseId] as const

function notesQuery(userId: string | null, courseId: string) {
  return queryOptions({
    queryKey: notesKey(userId, courseId),
    queryFn: () => (userId === null ? [] : readCourseNotes(userId, courseId)),
    enabled: userId !== null,
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
    meta: { silent: true },
  })
}

/**
 * Reads the course's notes as the player opens, before a lecture is chosen, so they are there when its panel
 * shows them (a course with 1,000 notes takes tens of milliseconds to read). Does not re-render on changes.
 */
export function usePrefetchCourseNotes(courseId: string): void {
  const { userId } = useApiSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId !== null) void queryClient.prefetchQuery(notesQuery(userId, courseId))
  }, [queryClient, userId, courseId])
}

/** The course's notes in no particular order (noteSections orders them); a change in another tab reloads them. */
export function useCourseNotes(courseId: string): Resource<LectureNote[]> {
  const { userId } = useApiSession()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      subscribeToNotes((change) => {
        if (change.userId !== userId || (change.courseId !== null && change.courseId !== courseId)) return
        void queryClient.invalidateQueries({ queryKey: notesKey(userId, courseId) })
      }),
    [queryClient, userId, courseId],
  )
  return useResource(useQuery(notesQuery(userId, courseId)))
}

type Outcome<T> = { onDone: (result: T) => void; onFailed: () => void }

/**
 * A change to the notes: `run` writes it to the device, then `apply` puts its result into the list on screen.
 * One call at a time, so a burst of Ctrl+Enter saves once.
 */
function useNotesMutation<TVariables, TResult>(
  courseId: string,
  run: (userId: string, variables: TVariables) => Promise<TResult>,
  apply: (notes: LectureNote[], result: TResult) => LectureNote[],
  { onDone, onFailed }: Outcome<TResult>,
) {
  const { userId } = useApiSession()
  const queryClient = useQueryClient()
  return useGuardedMutation({
    meta: { silent: true },
    mutationFn: async (variables: TVariables) => {
      if (userId === null) throw new Error('Notes are kept for a signed-in learner')
      return run(userId, variables)
    },
    onSuccess: (result) => {
      queryClient.setQueryData<LectureNote[]>(notesKey(userId, courseId), (notes) => notes && apply(notes, result))
      onDone(result)
    },
    onError: onFailed,
  })
}

/** Keeps a note: a new one, an edited one (same id) or one whose deletion was undone. */
export function useSaveNote(courseId: string, outcome: Outcome<LectureNote>) {
  const { submit, isPending } = useNotesMutation(
    courseId,
    (userId, note: LectureNote) => putNote(userId, note).then(() => note),
    (notes, note) => [...notes.filter((each) => each.id !== note.id), note],
    outcome,
  )
  const save = useCallback((note: LectureNote) => submit(() => note), [submit])
  return { save, isSaving: isPending }
}

export function useDeleteNote(courseId: string, outcome: Outcome<LectureNote>) {
  const { submit, isPending } = useNotesMutation(
    courseId,
    (userId, note: LectureNote) => deleteNote(userId, note).then(() => note),
    (notes, note) => notes.filter((each) => each.id !== note.id),
    outcome,
  )
  const remove = useCallback((note: LectureNote) => submit(() => note), [submit])
  return { remove, isDeleting: isPending }
}

type NotesToAdd = { notes: readonly IncomingNote[]; lectureIds: ReadonlySet<string> }

/** Adds notes from a file, leaving out those the course has already; `onDone` gets the notes added. */
export function useAddNotes(courseId: string, outcome: Outcome<LectureNote[]>) {
  const { submit, isPending } = useNotesMutation(
    courseId,
    (userId, { notes, lectureIds }: NotesToAdd) => addNewNotes(userId, courseId, notes, lectureIds),
    (notes, added) => [...notes, ...added],
    outcome,
  )
  return { add: (toAdd: NotesToAdd) => submit(() => toAdd), isAdding: isPending }
}
