import { createMiddleware } from 'hono/factory'
import type { Deps } from './context.ts'
import { fail, MESSAGES, type AppEnv } from './http.ts'
import { hashToken, randomToken } from './ids.ts'
import type { UserRecord } from './records.ts'

/** Local sign-ins last 12 hours (docs/api.md#local-identity-provider). */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000

/** Issues a new bearer token for a user. The caller saves the store. */
export function issueToken(deps: Deps, userId: string): string {
  deps.store.pruneExpired()
  const token = randomToken()
  deps.store.database.authSessions.push({
    tokenHash: hashToken(token),
    userId,
    expiresAt: deps.now() + TOKEN_LIFETIME_MS,
  })
  return token
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

function sessionUser(deps: Deps, token: string): UserRecord | undefined {
  const tokenHash = hashToken(token)
  const session = deps.store.database.authSessions.find((candidate) => candidate.tokenHash === tokenHash)
  if (!session || session.expiresAt <= deps.now()) return undefined
  return deps.store.user(session.userId)
}

/** Ends the sign-in that `header` carries, if any. Returns whether there was one. */
export function revokeToken(deps: Deps, header: string | undefined): boolean {
  const token = bearerToken(header)
  if (!token) return false
  const tokenHash = hashToken(token)
  const sessions = deps.store.database.authSessions
  const index = sessions.findIndex((session) => session.tokenHash === tokenHash)
  if (index === -1) return false
  sessions.splice(index, 1)
  return true
}

/** Bearer calls: a missing, unknown or expired token answers 401 with the contract's message. */
export function requireUser(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    const user = token ? sessionUser(deps, token) : undefined
    if (!user) return fail(c, 401, MESSAGES.notAuthorized)
    c.set('user', user)
    await next()
  })
}

/** Educator calls: runs after requireUser; anyone without the educator role gets 403. */
export const requireEducator = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user').role !== 'educator') return fail(c, 403, MESSAGES.unauthorizedAccess)
  await next()
})
