import { useMutation, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../api/client'
import { getLocalAccounts, signInLocal, signUpLocal, type LocalSignIn } from '../api/localAuth'
import { queryKeys } from './keys'

/*
 * The local identity provider's sign-in dialog: the demo accounts it lists and its three ways in. Nobody is
 * signed in yet, so the calls go through the anonymous client the provider hands the dialog.
 */

export function useLocalAccounts(api: ApiClient, isOpen: boolean) {
  return useQuery({
    queryKey: queryKeys.localAccounts,
    queryFn: ({ signal }) => getLocalAccounts(api, signal),
    enabled: isOpen,
    meta: { silent: true },
  })
}

export function useLocalSignIn(api: ApiClient, onSignedIn: (result: LocalSignIn) => void) {
  const asAccount = useMutation({
    mutationFn: (userId: string) => signInLocal(api, { userId }),
    onSuccess: onSignedIn,
  })
  const byEmail = useMutation({ mutationFn: (email: string) => signInLocal(api, { email }), onSuccess: onSignedIn })
  const signUp = useMutation({
    mutationFn: (account: { name: string; email: string }) => signUpLocal(api, account),
    onSuccess: onSignedIn,
  })
  return { asAccount, byEmail, signUp, isBusy: asAccount.isPending || byEmail.isPending || signUp.isPending }
}
