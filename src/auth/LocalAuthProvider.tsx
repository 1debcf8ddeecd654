import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { createApiClient, type ApiClient } from '../api/client'
import { isApiError, type ApiError } from '../api/errors'
import { getLocalSession, signOutLocal, type LocalSignIn } from '../api/localAuth'
import { localSessionUserSchema, type LocalSessionUser } from '../api/types'
import { config } from '../config/env'
import { readJsonStorage, readStorage, removeStorage, writeJsonStorage, writeStorage } from '../lib/storage'
import { AuthContext } from './AuthContext'
import { roleFrom, type Auth, type AuthUser, type UserButtonProps } from './types'

/** What the sign-in dialog is given: it signs in through the anonymous client and hands the session back. */
export type SignInDialogProps = {
  api: ApiClient
  open: boolean
  onOpenChange: (open: boolean) => void
  onSignedIn: (result: LocalSignIn) => void
  /** Where focus goes back to when the dialog closes (it has no Dialog.Trigger). */
  onCloseAutoFocus: () => void
}

/**
 * Loads the sign-in dialog. The dialog is a screen (components/common/LocalSignInDialog.tsx) and screens sit above
 * auth/, so the app's entry hands its loader in. It (and the dialog library) loads on the first click, and the
 * account menu once someone is signed in: neither is needed to show a page to a visitor.
 */
export type LoadSignInDialog = () => Promise<{ default: ComponentType<SignInDialogProps> }>

const LocalUserMenu = lazy(() => import('./LocalUserButton').then((module) => ({ default: module.LocalUserButton })))

function LocalUserButton(props: UserButtonProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-9 rounded-full bg-slate-200" />}>
      <LocalUserMenu {...props} />
    </Suspense>
  )
}

/**
 * Only local mode stores the token (docs/api.md#local-identity-provider), so a reload or the return from
 * checkout keeps the session.
 */
export const LOCAL_TOKEN_KEY = 'edemy.local-auth.token'
/**
 * Who the stored token belonged to when last checked: a visit without a network starts signed in as them
 * (their saved courses show; every call still carries the token, which the API checks). Removed with the token.
 */
export const LOCAL_USER_KEY = 'edemy.local-auth.user'

function toAuthUser(user: LocalSessionUser): AuthUser {
  return {
    id: user._id,
    fullName: user.fullName || user.name,
    imageUrl: user.imageUrl,
    email: user.email,
    role: roleFrom(user.role),
  }
}

/** The provider refused the token (expired, signed out elsewhere); a 5xx or a network failure says nothing about it. */
function isRefusedToken(error: ApiError): boolean {
  if (error.status === 401) return true
  return error.kind === 'server' && (error.status === undefined || error.status < 500)
}

type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser }

function localAuthApi(token: string | null) {
  return createApiClient({ baseUrl: config.backendUrl, getToken: async () => token })
}

type LocalAuthProviderProps = { children: ReactNode; loadSignInDialog: LoadSignInDialog }

export function LocalAuthProvider({ children, loadSignInDialog }: LocalAuthProviderProps) {
  const [LocalSignInDialog] = useState(() => lazy(loadSignInDialog))
  const preloadSignInDialog = useCallback(() => {
    // A failed preload is retried by the dialog's own import when it opens.
    loadSignInDialog().catch(() => {})
  }, [loadSignInDialog])
  const [token, setToken] = useState<string | null>(() => readStorage(LOCAL_TOKEN_KEY))
  const [session, setSession] = useState<Session>(() => (token ? { status: 'loading' } : { status: 'signed-out' }))
  const [isDialogOpen, setDialogOpen] = useState(false)
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false)
  const anonymousApi = useMemo(() => localAuthApi(null), [])

  const clearSession = useCallback(() => {
    removeStorage(LOCAL_TOKEN_KEY)
    removeStorage(LOCAL_USER_KEY)
    setToken(null)
    setSession({ status: 'signed-out' })
  }, [])

  const loadSession = useCallback(
    async (signal?: AbortSignal) => {
      if (!token) return clearSession()
      try {
        const user = await getLocalSession(localAuthApi(token), signal)
        writeJsonStorage(LOCAL_USER_KEY, user)
        setSession({ status: 'signed-in', user: toAuthUser(user) })
      } catch (error) {
        if (!isApiError(error) || error.kind === 'canceled') return
        // A refused token is over. An unreachable server is not a reason to forget it, nor to show a
        // signed-in learner as signed out: the user already known stays until the next reload.
        if (isRefusedToken(error)) clearSession()
      }
    },
    [token, clearSession],
  )

  // Restores the session saved by an earlier visit (a reload, or the full page load back from checkout).
  const [initialToken] = useState(token)
  useEffect(() => {
    if (!initialToken) return
    const controller = new AbortController()
    getLocalSession(localAuthApi(initialToken), controller.signal).then(
      (user) => {
        writeJsonStorage(LOCAL_USER_KEY, user)
        setSession({ status: 'signed-in', user: toAuthUser(user) })
      },
      (error: unknown) => {
        if (!isApiError(error) || error.kind === 'canceled') return
        if (isRefusedToken(error)) return clearSession()
        // Not reached (offline, a 5xx): the token stands, and so does the person it was last seen with.
        const remembered = readJsonStorage(LOCAL_USER_KEY, localSessionUserSchema)
        setSession(remembered ? { status: 'signed-in', user: toAuthUser(remembered) } : { status: 'signed-out' })
      },
    )
    return () => controller.abort()
  }, [initialToken, clearSession])

  const completeSignIn = useCallback((result: LocalSignIn) => {
    writeStorage(LOCAL_TOKEN_KEY, result.token)
    writeJsonStorage(LOCAL_USER_KEY, result.user)
    setToken(result.token)
    setSession({ status: 'signed-in', user: toAuthUser(result.user) })
    setDialogOpen(false)
  }, [])

  const signOut = useCallback(async () => {
    try {
      if (token) await signOutLocal(localAuthApi(token))
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    } finally {
      clearSession()
    }
  }, [token, clearSession])

  const getToken = useCallback(async () => token, [token])
  // Radix returns focus to a Dialog.Trigger; ours opens from several places, so remember who opened it.
  const openerRef = useRef<HTMLElement | null>(null)
  const returnFocus = useCallback(() => {
    if (openerRef.current?.isConnected) openerRef.current.focus()
  }, [])
  const openSignIn = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setHasOpenedDialog(true)
    setDialogOpen(true)
  }, [])
  const reloadUser = useCallback(() => loadSession(), [loadSession])

  const auth = useMemo<Auth>(
    () => ({
      mode: 'local',
      isLoaded: session.status !== 'loading',
      isUnavailable: false,
      isSignedIn: session.status === 'signed-in',
      user: session.status === 'signed-in' ? session.user : null,
      signedInUserIds: session.status === 'signed-in' ? [session.user.id] : [],
      getToken,
      openSignIn,
      prepareSignIn: preloadSignInDialog,
      signOut,
      reloadUser,
      handleUnauthorized: clearSession,
      UserButton: LocalUserButton,
    }),
    [session, getToken, openSignIn, preloadSignInDialog, signOut, reloadUser, clearSession],
  )

  return (
    <AuthContext.Provider value={auth}>
      {children}
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <LocalSignInDialog
            api={anonymousApi}
            open={isDialogOpen}
            onOpenChange={setDialogOpen}
            onCloseAutoFocus={returnFocus}
            onSignedIn={completeSignIn}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  )
}
