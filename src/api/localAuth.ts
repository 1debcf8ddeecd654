import * as v from 'valibot'
import type { ApiClient } from './client'
import { localAccountSchema, localSessionUserSchema, type LocalAccount, type LocalSessionUser } from './types'

/*
 * The local identity provider (docs/api.md#local-identity-provider), used when no Clerk key is set.
 * Only src/auth calls these.
 */

const accountsAnswer = v.object({ accounts: v.array(localAccountSchema) })
const signInAnswer = v.object({ token: v.pipe(v.string(), v.minLength(16)), user: localSessionUserSchema })
const sessionAnswer = v.object({ user: localSessionUserSchema })
const emptyAnswer = v.object({})

export type LocalSignIn = { token: string; user: LocalSessionUser }

export async function getLocalAccounts(api: ApiClient, signal?: AbortSignal): Promise<LocalAccount[]> {
  const answer = await api.get('/local-auth/accounts', accountsAnswer, { signal })
  return answer.accounts
}

export async function signInLocal(api: ApiClient, who: { userId: string } | { email: string }): Promise<LocalSignIn> {
  return api.post('/local-auth/sign-in', who, signInAnswer)
}

export async function signUpLocal(api: ApiClient, account: { name: string; email: string }): Promise<LocalSignIn> {
  return api.post('/local-auth/sign-up', account, signInAnswer)
}

export async function getLocalSession(api: ApiClient, signal?: AbortSignal): Promise<LocalSessionUser> {
  const answer = await api.get('/local-auth/session', sessionAnswer, { auth: true, signal })
  return answer.user
}

export async function signOutLocal(api: ApiClient): Promise<void> {
  await api.post('/local-auth/sign-out', undefined, emptyAnswer, { auth: true })
}
