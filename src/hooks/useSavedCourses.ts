import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Course, User } from '../api/types'
import { useAuth } from '../auth/AuthContext'
import { useAppContext } from '../context/AppContext'
import { isEnrolledIn } from '../domain/enrollment'
import { keepSaved } from '../domain/savedCourses'
import {
  replaceSavedCourses,
  savedCourseIds,
  subscribeToSavedCourses,
  toggleSavedCourse,
} from '../queries/savedCourses'

export type SavedCourses = {
  /** The saved ids, without courses the learner owns or that left the catalogue. */
  savedIds: ReadonlySet<string>
  toggle: (courseId: string) => void
}

type KeepInputs = {
  ids: readonly string[]
  user: User | undefined
  enrolled: readonly Course[] | undefined
}
// Every card asks: the set is built once per change of its inputs, not once per card.
let lastKeep: { inputs: KeepInputs; kept: ReadonlySet<string> } | null = null

function keptIds(inputs: KeepInputs): ReadonlySet<string> {
  const last = lastKeep?.inputs
  if (lastKeep && last?.ids === inputs.ids && last.user === inputs.user && last.enrolled === inputs.enrolled) {
    return lastKeep.kept
  }
  const kept = new Set(keepSaved(inputs.ids, { isEnrolled: (id) => isEnrolledIn(id, inputs.user, inputs.enrolled) }))
  lastKeep = { inputs, kept }
  return kept
}

/**
 * The courses saved in this browser by whoever is signed in (or the visitor), and the toggle. A course the
 * learner has bought is not shown as saved. (One that left the catalogue cannot show on the list anyway; the
 * course page of a course the catalogue answer does not list yet can still be saved.)
 */
export function useSavedCourses(): SavedCourses {
  const { isSignedIn, user } = useAuth()
  const userId = isSignedIn ? (user?.id ?? null) : null
  const { userData, enrolledCourses } = useAppContext()
  const getIds = useCallback(() => savedCourseIds(userId), [userId])
  const ids = useSyncExternalStore(subscribeToSavedCourses, getIds, getIds)
  const savedIds = keptIds({ ids, user: userData.data, enrolled: enrolledCourses.data })
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
  const getIds = useCallback(() => savedCourseIds(userId), [userId])
  const ids = useSyncExternalStore(subscribeToSavedCourses, getIds, getIds)
  const isSettled =
    isLoaded &&
    allCourses.status === 'success' &&
    (userId === null || (userData.status === 'success' && enrolledCourses.status === 'success'))
  useEffect(() => {
    // Nothing saved, nothing to forget: a first visit does not build a set of every catalogue id (5 to 9 ms
    // of a cold load at 10,000 courses, run before the first cards are painted).
    if (!isSettled || !allCourses.data || ids.length === 0) return
    const catalogueIds = new Set(allCourses.data.map((course) => course._id))
    const isEnrolled = (id: string) => isEnrolledIn(id, userData.data, enrolledCourses.data)
    replaceSavedCourses(userId, keepSaved(ids, { catalogueIds, isEnrolled }))
  }, [isSettled, userId, ids, allCourses.data, userData.data, enrolledCourses.data])
}
