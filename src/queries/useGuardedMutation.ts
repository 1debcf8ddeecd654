import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * A mutation that cannot be sent twice at once. A burst of clicks or key presses lands before React
 * re-renders the control as disabled, so `isPending` alone cannot stop a second request: a
 * synchronous latch closes on the first call and opens again when the call settles (or when
 * `release` is called, e.g. after coming back to a page left for the checkout).
 *
 * `submit(prepare)` checks the latch first, then asks `prepare` for the variables; returning
 * `false` (a refused form, a toast instead of a call) sends nothing and leaves the latch open.
 * It returns whether a request was sent. Failures are toasted by the query client's mutation cache.
 */
export function useGuardedMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables> & { keepLatchedOnSuccess?: boolean },
) {
  const { keepLatchedOnSuccess = false, ...mutationOptions } = options
  const inFlight = useRef(false)
  const mutation = useMutation<TData, Error, TVariables>({
    ...mutationOptions,
    onSettled: async (data, error, variables, context, mutationContext) => {
      if (error || !keepLatchedOnSuccess) inFlight.current = false
      await mutationOptions.onSettled?.(data, error, variables, context, mutationContext)
    },
  })

  const { mutate } = mutation
  const submit = useCallback(
    (prepare: () => TVariables | false): boolean => {
      if (inFlight.current) return false
      const variables = prepare()
      if (variables === false) return false
      inFlight.current = true
      mutate(variables)
      return true
    },
    [mutate],
  )
  const release = useCallback(() => {
    inFlight.current = false
  }, [])

  return { submit, release, isPending: mutation.isPending, reset: mutation.reset }
}
