import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { notify } from '../../lib/notify'
import { updateRoleToEducator } from '../../api/educator'
import { useAuth } from '../../auth/AuthContext'
import { useAppContext } from '../../context/AppContext'

/**
 * "Become Educator": posts update-role, toasts "You are now an educator" and reloads the user from the
 * provider so the educator flag comes from the provider's role, which survives a reload. A ref latch
 * stops a double click from sending twice before React re-renders the disabled button.
 */
export function useBecomeEducator() {
  const { api } = useAppContext()
  const auth = useAuth()
  const inFlight = useRef(false)
  const mutation = useMutation({
    mutationFn: () => updateRoleToEducator(api),
    onSuccess: async () => {
      notify.success('You are now an educator')
      await auth.reloadUser()
    },
    onSettled: () => {
      inFlight.current = false
    },
  })
  return {
    becomeEducator: () => {
      if (inFlight.current) return
      inFlight.current = true
      mutation.mutate()
    },
    isPending: mutation.isPending,
  }
}
