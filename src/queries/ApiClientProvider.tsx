import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { createApiClient, type ApiClient } from '../api/client'
import { useAuth } from '../auth/AuthContext'
import { config } from '../config/env'
import { mergeVisitorSavedCourses } from './savedCourses'
import { forgetSignedInPictures } from '../serviceWorker/signOut'
import { forgetPendingLectures } from './pendingProgress'
import { forgetSavedCopies } from './savedCopies'
import { queryKeys } from './keys'

/** The API client of the signed-in session and the id its cached answers are kept under. */
export type ApiSession = { api: ApiClient; userId: string | null }

const ApiSessionContext = createContext<ApiSession | null>(null)

/**
 * Builds the one API client from the sign-in provider: it asks the provider for a token on every
 * call and is rebuilt only when the provider's getter changes. Signing out (or switching accounts)
 * drops everything kept for the previous user: in memory, in storage (saved copies, lectures waiting to be
 * sent) and in the service worker's caches.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { getToken, handleUnauthorized, isSignedIn, user } = useAuth()
  const queryClient = useQueryClient()
  const userId = isSignedIn ? (user?.id ?? null) : null
  const api = useMemo(
    () => createApiClient({ baseUrl: config.backendUrl, getToken, onUnauthorized: handleUnauthorized }),
    [getToken, handleUnauthorized],
  )

  const previousUserId = useRef(userId)
  useEffect(() => {
    const previous = previousUserId.current
    previousUserId.current = userId
    if (previous === null || previous === userId) return
    queryClient.removeQueries({ queryKey: queryKeys.me(previous) })
    forgetSavedCopies(previous)
    forgetPendingLectures(previous)
    void forgetSignedInPictures()
  }, [userId, queryClient])

  // At sign-in, what the visitor saved joins the account's saved courses (docs/catalogue-discovery.md).
  useEffect(() => {
    if (userId !== null) mergeVisitorSavedCourses(userId)
  }, [userId])

  const session = useMemo(() => ({ api, userId }), [api, userId])
  return <ApiSessionContext.Provider value={session}>{children}</ApiSessionContext.Provider>
}

/** For the query modules in this folder only: screens call their resource hooks instead. */
// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext)
  if (!session) throw new Error('useApiSession must be used inside <ApiClientProvider>')
  return session
}
