import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { createApiClient, type ApiClient, type TokenGetter } from '../api/client'
import { getAllCourses } from '../api/courses'
import { queryKeys } from '../api/queryKeys'
import type { Course, User } from '../api/types'
import { getEnrolledCourses, getUserData } from '../api/user'
import { useAuth } from '../auth/AuthContext'
import { config } from '../config/env'

export type LoadState = 'pending' | 'error' | 'success'

export type AppContextValue = {
  api: ApiClient
  currency: string
  brand: string
  /** The published catalogue, loaded at start. */
  allCourses: Course[]
  coursesState: LoadState
  coursesError: unknown
  fetchAllCourses: () => Promise<void>
  /** The signed-in learner from /api/user/data; null when signed out or not loaded yet. */
  userId: string | null
  userData: User | null
  userState: LoadState | 'signed-out'
  fetchUserData: () => Promise<void>
  /** The learner's courses, newest first (the reverse of the returned list, SPEC.md "My enrollments"). */
  enrolledCourses: Course[]
  enrolledState: LoadState | 'signed-out'
  enrolledError: unknown
  fetchUserEnrolledCourses: () => Promise<void>
  isEnrolled: (courseId: string) => boolean
  /** True when the provider says the signed-in user's role is educator. */
  isEducator: boolean
  getToken: TokenGetter
}

const AppContext = createContext<AppContextValue | null>(null)

const newestFirst = (list: Course[]) => [...list].reverse()

/**
 * A failed background refetch keeps the data already shown (its toast says what failed), so a view
 * with data stays in its data state; TanStack Query alone would report 'error'.
 */
function stateOf(query: { status: LoadState; data: unknown }): LoadState {
  return query.data !== undefined ? 'success' : query.status
}

/**
 * The card's one global store: catalogue, user data, enrolled courses, the educator flag and the token
 * getter, plus refresh actions. Server state is cached by TanStack Query underneath it.
 */
export function AppContextProvider({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const userId = auth.isSignedIn ? (auth.user?.id ?? null) : null

  // The client asks the provider for a token on every call; it is rebuilt only when the provider's getter changes.
  const { getToken, handleUnauthorized } = auth
  const api = useMemo(
    () => createApiClient({ baseUrl: config.backendUrl, getToken, onUnauthorized: handleUnauthorized }),
    [getToken, handleUnauthorized],
  )

  const courses = useQuery({
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => getAllCourses(api, signal),
  })

  const user = useQuery({
    queryKey: queryKeys.userData(userId),
    queryFn: ({ signal }) => getUserData(api, signal),
    enabled: userId !== null,
  })

  // Refetched once user data is known (SPEC.md section 4).
  const enrolled = useQuery({
    queryKey: queryKeys.enrolledCourses(userId),
    queryFn: ({ signal }) => getEnrolledCourses(api, signal),
    enabled: userId !== null && user.isSuccess,
    select: newestFirst,
  })

  // Signing out (or switching accounts) drops everything cached for the previous user.
  const previousUserId = useRef(userId)
  useEffect(() => {
    const previous = previousUserId.current
    previousUserId.current = userId
    if (previous !== null && previous !== userId) queryClient.removeQueries({ queryKey: queryKeys.me(previous) })
  }, [userId, queryClient])

  const fetchAllCourses = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.courses })
  }, [queryClient])
  const fetchUserData = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.userData(userId) })
  }, [queryClient, userId])
  const fetchUserEnrolledCourses = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.enrolledCourses(userId) })
  }, [queryClient, userId])

  const userData = userId !== null ? (user.data ?? null) : null
  const coursesState = stateOf(courses)
  const userState = userId === null ? 'signed-out' : stateOf(user)
  // Enrolled courses wait for user data; if that fails, so does this list (no endless loader).
  const enrolledState =
    userId === null ? 'signed-out' : enrolled.data === undefined && user.isError ? 'error' : stateOf(enrolled)
  const enrolledCourses = useMemo(() => (userId !== null ? (enrolled.data ?? []) : []), [userId, enrolled.data])

  const isEnrolled = useCallback(
    (courseId: string) =>
      (userData?.enrolledCourses.includes(courseId) ?? false) ||
      enrolledCourses.some((course) => course._id === courseId),
    [userData, enrolledCourses],
  )

  const value = useMemo<AppContextValue>(
    () => ({
      api,
      currency: config.currency,
      brand: config.brand,
      allCourses: courses.data ?? [],
      coursesState,
      coursesError: courses.error,
      fetchAllCourses,
      userId,
      userData,
      userState,
      fetchUserData,
      enrolledCourses,
      enrolledState,
      enrolledError: user.error ?? enrolled.error,
      fetchUserEnrolledCourses,
      isEnrolled,
      isEducator: auth.isSignedIn && auth.user?.role === 'educator',
      getToken,
    }),
    [
      api,
      courses.data,
      coursesState,
      courses.error,
      fetchAllCourses,
      userId,
      userData,
      userState,
      fetchUserData,
      enrolledCourses,
      user.error,
      enrolledState,
      enrolled.error,
      fetchUserEnrolledCourses,
      isEnrolled,
      auth.isSignedIn,
      auth.user?.role,
      getToken,
    ],
  )

  return <AppContext.Provider value={value}>{children}</AppContext.Provider>
}

// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext)
  if (!value) throw new Error('useAppContext must be used inside <AppContextProvider>')
  return value
}
