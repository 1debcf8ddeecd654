import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Course, User } from '../api/types'
import { useAuth } from '../auth/AuthContext'
import { ApiClientProvider, useApiSession } from '../queries/ApiClientProvider'
import { useArrivingCourses } from '../queries/arrivingCourses'
import { readCataloguePreview, type CataloguePreview } from '../queries/cataloguePreview'
import { coursesQuery, useCatalogueMayLoad } from '../queries/courses'
import { useEnrolledCoursesQuery, useUserDataQuery } from '../queries/enrollments'
import { useSyncPendingProgress } from '../queries/progressSync'
import { useResource, type Resource } from '../queries/resource'

export type AppContextValue = {
  /** The published catalogue, loaded at start for everyone (on a course page opened directly, after its course). */
  allCourses: Resource<Course[]>
  /**
   * The catalogue's first page kept from the last visit, while the catalogue is still loading (null once it
   * has loaded or failed, and on a first visit). Lists that show the catalogue from its start show it meanwhile.
   */
  cataloguePreview: CataloguePreview | null
  /** The signed-in learner (pending while signed out: nothing is asked). */
  userData: Resource<User>
  /** The learner's courses, newest purchase first, loaded once user data is known. */
  enrolledCourses: Resource<Course[]>
  /** True when the sign-in provider says the signed-in user's role is educator. */
  isEducator: boolean
}

const AppContext = createContext<AppContextValue | null>(null)

/**
 * The app-wide state every area shares: the catalogue, the learner's data and courses, and the
 * educator flag. Loading starts here, at app start and at sign-in; the answers live in TanStack
 * Query's cache and the token getter lives in the API client (see ApiClientProvider).
 */
export function AppContextProvider({ children }: { children: ReactNode }) {
  return (
    <ApiClientProvider>
      <AppState>{children}</AppState>
    </ApiClientProvider>
  )
}

function AppState({ children }: { children: ReactNode }) {
  const { api } = useApiSession()
  const auth = useAuth()
  const allCourses = useResource(useQuery({ ...coursesQuery(api), enabled: useCatalogueMayLoad() }))
  // Read once, before the first render, so a returning visitor's first paint can show courses.
  const [keptPreview] = useState(readCataloguePreview)
  const cataloguePreview = allCourses.status === 'pending' ? keptPreview : null
  const userData = useUserDataQuery()
  const enrolledCourses = useEnrolledCoursesQuery(userData)
  useSyncPendingProgress()
  const isEducator = auth.isSignedIn && auth.user?.role === 'educator'

  const value = useMemo<AppContextValue>(
    () => ({ allCourses, cataloguePreview, userData, enrolledCourses, isEducator }),
    [allCourses, cataloguePreview, userData, enrolledCourses, isEducator],
  )
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>
}

// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext)
  if (!value) throw new Error('useAppContext must be used inside <AppContextProvider>')
  return value
}

/**
 * While the catalogue has no answer: the courses of the one streaming in that have arrived so far, in the API's
 * order (null before the first, and once the catalogue has loaded). After a failure partway they stay, with
 * `allCourses` in error: lists keep them under a notice that the catalogue is incomplete. Apart from the app
 * context on purpose: they change every few frames while the answer streams in, and only the lists that show
 * them should render again, not every reader of the context (the header, each card's save toggle).
 */
// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useArrivingCatalogue(): readonly Course[] | null {
  const { allCourses } = useAppContext()
  const arrived = useArrivingCourses()
  return allCourses.data === undefined ? arrived : null
}
