import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { notify } from '../../lib/notify'
import { toastError } from '../../api/queryClient'
import { purchaseCourse } from '../../api/user'
import { useAuth } from '../../auth/AuthContext'
import { apiOrigin, config } from '../../config/env'
import { useAppContext } from '../../context/AppContext'
import { isAllowedCheckoutUrl } from '../../lib/safeRedirect'

export const ENROLL_MESSAGES = {
  signedOut: 'Please login to enroll the course',
  alreadyEnrolled: 'You are already enrolled in this course',
  visitEnrollments: 'please visit the my enrollments page to access the course',
  badCheckout: 'Payment could not be started. Please try again.',
  fallback: 'Something went wrong',
} as const

/**
 * The Enroll button's behaviour (SPEC.md sections 4 and 8). Signed out: an error message. Already
 * enrolled: two toasts. Otherwise POST purchase and leave for the returned checkout page, but only
 * if it passes the safe-redirect rule (DESIGN.md section 5). A ref latch blocks a second click
 * before React has re-rendered the disabled button; it is released on failure only, since on
 * success the page is being left.
 */
export function useEnroll(courseId: string) {
  const { api, isEnrolled, userState } = useAppContext()
  const { isSignedIn } = useAuth()
  const inFlight = useRef(false)
  const [isLeaving, setIsLeaving] = useState(false)

  const purchase = useMutation({
    mutationFn: () => purchaseCourse(api, courseId),
    meta: { errorFallback: ENROLL_MESSAGES.fallback },
    onSuccess: (sessionUrl) => {
      if (isAllowedCheckoutUrl(sessionUrl, { apiOrigin: apiOrigin(), extraHosts: config.checkoutHosts })) {
        setIsLeaving(true)
        window.location.assign(sessionUrl)
        return
      }
      inFlight.current = false
      toastError(ENROLL_MESSAGES.badCheckout)
    },
    onError: () => {
      inFlight.current = false
    },
  })

  // Coming back from the checkout with the browser's Back button may restore this page as it was
  // left (back/forward cache): the button must work again.
  const { reset } = purchase
  useEffect(() => {
    function handlePageShow(event: PageTransitionEvent) {
      if (!event.persisted) return
      inFlight.current = false
      setIsLeaving(false)
      reset()
    }
    window.addEventListener('pageshow', handlePageShow)
    return () => window.removeEventListener('pageshow', handlePageShow)
  }, [reset])

  const isAlreadyEnrolled = isEnrolled(courseId)

  function enroll() {
    if (inFlight.current) return
    if (!isSignedIn) {
      notify.error(ENROLL_MESSAGES.signedOut, { toastId: 'enroll:signed-out' })
      return
    }
    if (isAlreadyEnrolled) {
      notify.success(ENROLL_MESSAGES.alreadyEnrolled)
      notify.error(ENROLL_MESSAGES.visitEnrollments)
      return
    }
    inFlight.current = true
    purchase.mutate()
  }

  return {
    enroll,
    isAlreadyEnrolled,
    isBusy: purchase.isPending || isLeaving,
    // Until the learner's data says which courses they own, a click could buy one they already have.
    isCheckingEnrolment: isSignedIn && userState === 'pending',
  }
}
