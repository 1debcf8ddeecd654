import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react'
import { createApiClient, type ApiClient } from '../api/client'
import { useAuth } from '../auth/AuthContext'
import { OwnerChangedError, tokenSubject } from '../auth/tokenOwner'
import { config } from '../config/env'
import { mergeVisitorSavedCourses } from './savedCourses'
import { forgetSignedInPictures } from '../serviceWorker/signOut'
import { forgetPersonalCopies, sweepPersonalCopies } from './personalCopies'
import { queryKeys } from './keys'

/** The API client of the signed-in session and the id its cached answers are kept under. */
export type ApiSession = {
  api: ApiClient
  userId: string | null
  /**
   * A client that sends only while `owner` is the signed-in user and the token is theirs: its token getter throws
   * OwnerChangedError otherwise, checked before and after asking the provider, so work queued by one person is
   * never sent with another's token (the offline progress queue uses it).
   */
  clientFor: (owner: string) => ApiClient
}

const ApiSessionContext = createContext<ApiSession | null>(null)

/**
 * Builds the one API client from the sign-in provider: it asks the provider for a token on every
 * call and is rebuilt only when the provider's getter changes. Signing out (or switching accounts)
 * drops everything kept for the previous user: in memory, in storage (saved copies, lectures waiting to be
 * sent) and in the service worker's caches.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { getToken, handleUnauthorized, isLoaded, isSignedIn, user, signedInUserIds } = useAuth()
  const queryClient = useQueryClient()
  const userId = isSignedIn ? (user?.id ?? null) : null
  const api = useMemo(
    () => createApiClient({ baseUrl: config.backendUrl, getToken, onUnauthorized: handleUnauthorized }),
    [getToken, handleUnauthorized],
  )

  // Who is signed in now, for token getters that outlive a render (a send that started before a switch).
  const currentUserId = useRef(userId)
  useLayoutEffect(() => {
    currentUserId.current = userId
  }, [userId])
  const clientFor = useCallback(
    (owner: string) =>
      createApiClient({
        baseUrl: config.backendUrl,
        getToken: async (options) => {
          if (currentUserId.current !== owner) throw new OwnerChangedError()
          const token = await getToken(options)
          const subject = token === null ? null : tokenSubject(token)
          if (currentUserId.current !== owner || (subject !== null && subject !== owner)) throw new OwnerChangedError()
          return token
        },
        onUnauthorized: handleUnauthorized,
      }),
    [getToken, handleUnauthorized],
  )

  const previousUserId = useRef(userId)
  useEffect(() => {
    const previous = previousUserId.current
    previousUserId.current = userId
    if (previous === null || previous === userId) return
    queryClient.removeQueries({ queryKey: queryKeys.me(previous) })
    // Signing out leaves nothing of theirs here. After a switch to another account, the sweep below decides:
    // someone still signed in on this device keeps their copies and queue (it waits for them).
    if (userId === null) forgetPersonalCopies(previous)
    void forgetSignedInPictures()
  }, [userId, queryClient])

  // At start and whenever who is signed in here changes: the copies of anyone else go, and any unused for 30 days.
  const signedInKey = signedInUserIds.join(' ')
  useEffect(() => {
    if (!isLoaded) return
    sweepPersonalCopies(signedInKey === '' ? [] : signedInKey.split(' '), Date.now())
  }, [isLoaded, signedInKey])

  // At sign-in, what the visitor saved joins the account's saved courses (docs/catalogue-discovery.md).
  useEffect(() => {
    if (userId !== null) mergeVisitorSavedCourses(userId)
  }, [userId])

  const session = useMemo(() => ({ api, userId, clientFor }), [api, userId, clientFor])
  return <ApiSessionContext.Provider value={session}>{children}</ApiSessionContext.Provider>
}

/** For the query modules in this folder only: screens call their resource hooks instead. */
// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext)
  if (!session) throw new Error('useApiSession must be used inside <ApiClientProvider>')
  return session
}
