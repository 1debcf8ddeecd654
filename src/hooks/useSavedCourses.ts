import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Course, User } from '../api/types'
import { useAuth } from '../auth/AuthContext'
import { useAppContext } from '../context/AppContext'
import { isEnrolledIn } from '../domain/enrollment'
import { keepSaved } from '../domain/savedCourses'
import { replaceSavedCourses, savedCourseIds, subscribeToSavedCourses, toggleSavedCourse } from '../lib/savedCourses'

export type SavedCourses = {
  /** The saved ids, without courses the learner owns or that left the catalogue. */
  savedIds: ReadonlySet<string>
  toggle: (courseId: string) => void
}

type KeepInputs = {
  ids: readonly string[]
  courses: readonly Course[] | undefined
  user: User | undefined
  enrolled: readonly Course[] | undefined
}
// Every card asks; with 10,000 courses the catalogue's id set is built once per answer, not once per card.
let lastKeep: { inputs: KeepInputs; kept: ReadonlySet<string> } | null = null
const catalogueIdSets = new WeakMap<readonly Course[], ReadonlySet<string>>()

function keptIds(inputs: KeepInputs): ReadonlySet<string> {
  const last = lastKeep?.inputs
  if (
    lastKeep &&
    last?.ids === inputs.ids &&
    last.courses === inputs.courses &&
    last.user === inputs.user &&
    last.enrolled === inputs.enrolled
  ) {
    return lastKeep.kept
  }
  let catalogueIds: ReadonlySet<string> | undefined
  if (inputs.courses) {
    catalogueIds = catalogueIdSets.get(inputs.courses)
    if (!catalogueIds) {
      catalogueIds = new Set(inputs.courses.map((course) => course._id))
      catalogueIdSets.set(inputs.courses, catalogueIds)
    }
  }
  const kept = new Set(
    keepSaved(inputs.ids, {
      catalogueIds,
      isEnrolled: (id) => isEnrolledIn(id, inputs.user, inputs.enrolled),
    }),
  )
  lastKeep = { inputs, kept }
  return kept
}

/**
 * The courses saved in this browser by whoever is signed in (or the visitor), and the toggle. A course the
 * learner has bought, or that left the catalogue, is not shown as saved.
 */
export function useSavedCourses(): SavedCourses {
  const { isSignedIn, user } = useAuth()
  const userId = isSignedIn ? (user?.id ?? null) : null
  const { allCourses, userData, enrolledCourses } = useAppContext()
  const getIds = useCallback(() => savedCourseIds(userId), [userId])
  const ids = useSyncExternalStore(subscribeToSavedCourses, getIds, getIds)
  const savedIds = keptIds({ ids, courses: allCourses.data, user: userData.data, enrolled: enrolledCourses.data })
  const toggle = useCallback((courseId: string) => toggleSavedCourse(userId, courseId), [userId])
  return useMemo(() => ({ savedIds, toggle }), [savedIds, toggle])
}

/**
 * Drops from storage what the list no longer shows (bought courses, courses gone from the catalogue), once
 * the catalogue and the learner's courses are known. Mounted by the course list.
 */
export function useForgetUnavailableSavedCourses(): void {
  const { isSignedIn, isLoaded, user } = useAuth()
  const userId = isSignedIn ? (user?.id ?? null) : null
  const { allCourses, userData, enrolledCourses } = useAppContext()
  const { savedIds } = useSavedCourses()
  const isSettled =
    isLoaded &&
    allCourses.status === 'success' &&
    (userId === null || (userData.status === 'success' && enrolledCourses.status === 'success'))
  useEffect(() => {
    if (!isSettled) return
    replaceSavedCourses(
      userId,
      savedCourseIds(userId).filter((id) => savedIds.has(id)),
    )
  }, [isSettled, userId, savedIds])
}
