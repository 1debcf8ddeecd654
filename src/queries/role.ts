import { updateRoleToEducator } from '../api/role'
import { useAuth } from '../auth/AuthContext'
import { notify } from '../lib/notify'
import { useApiSession } from './ApiClientProvider'
import { useGuardedMutation } from './useGuardedMutation'
import { t } from '@lingui/core/macro'

/**
 * "Become Educator": posts update-role, toasts "You are now an educator" and reloads the user from
 * the sign-in provider, so the educator flag comes from the provider's role and survives a reload.
 */
export function useBecomeEducator() {
  const { api } = useApiSession()
  const auth = useAuth()
  const mutation = useGuardedMutation({
    mutationFn: () => updateRoleToEducator(api),
    onSuccess: async () => {
      notify.success(t`You are now an educator`)
      await auth.reloadUser()
    },
  })
  return { becomeEducator: () => mutation.submit(() => undefined), isPending: mutation.isPending }
}
