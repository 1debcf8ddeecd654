import { useEffect, useState } from 'react'
import { purchaseCourse } from '../api/purchase'
import { toastError } from '../api/queryClient'
import { useAuth } from '../auth/AuthContext'
import { apiOrigin, config } from '../config/env'
import { isEnrolledIn } from '../domain/enrollment'
import { notify } from '../lib/notify'
import { isAllowedCheckoutUrl } from '../lib/safeRedirect'
import { useApiSession } from './ApiClientProvider'
import { useEnrolledCoursesQuery, useUserDataQuery } from './enrollments'
import { useGuardedMutation } from './useGuardedMutation'
import { t } from '@lingui/core/macro'

export const ENROLL_MESSAGES = {
  get signedOut() {
    return t`Please login to enroll the course`
  },
  get alreadyEnrolled() {
    return t`You are already enrolled in this course`
  },
  get visitEnrollments() {
    return t`please visit the my enrollments page to access the course`
  },
  get badCheckout() {
    return t`Payment could not be started. Please try again.`
  },
  get fallback() {
    return t`Something went wrong`
  },
} as const

/**
 * "Enroll Now": signed out, an error toast; already enrolled, two toasts; otherwise POST purchase
 * and leave for the returned checkout page, but only if it passes the checkout allow-list. The
 * latch stays closed once the page is being left, and opens again when the browser's Back button
 * restores this page from its back/forward cache.
 */
export function usePurchaseCourse(courseId: string) {
  const { api } = useApiSession()
  const { isSignedIn, isLoaded, isUnavailable } = useAuth()
  // The learner's data and courses from the same queries (and cache) the whole app reads them through.
  const userData = useUserDataQuery()
  const enrolledCourses = useEnrolledCoursesQuery(userData)
  const [isLeaving, setIsLeaving] = useState(false)
  const purchase = useGuardedMutation({
    mutationFn: (id: string) => purchaseCourse(api, id),
    meta: { errorFallback: ENROLL_MESSAGES.fallback },
    keepLatchedOnSuccess: true,
    onSuccess: (sessionUrl) => {
      if (isAllowedCheckoutUrl(sessionUrl, { apiOrigin: apiOrigin(), extraHosts: config.checkoutHosts })) {
        setIsLeaving(true)
        window.location.assign(sessionUrl)
        return
      }
      purchase.release()
      toastError(ENROLL_MESSAGES.badCheckout)
    },
  })

  const { release, reset } = purchase
  useEffect(() => {
    function handlePageShow(event: PageTransitionEvent) {
      if (!event.persisted) return
      release()
      reset()
      setIsLeaving(false)
    }
    window.addEventListener('pageshow', handlePageShow)
    return () => window.removeEventListener('pageshow', handlePageShow)
  }, [release, reset])

  const isAlreadyEnrolled = isEnrolledIn(courseId, userData.data, enrolledCourses.data)

  function enroll() {
    purchase.submit(() => {
      if (!isSignedIn) {
        notify.error(ENROLL_MESSAGES.signedOut, { toastId: 'enroll:signed-out' })
        return false
      }
      if (isAlreadyEnrolled) {
        notify.success(ENROLL_MESSAGES.alreadyEnrolled)
        notify.error(ENROLL_MESSAGES.visitEnrollments)
        return false
      }
      return courseId
    })
  }

  return {
    enroll,
    isAlreadyEnrolled,
    isBusy: purchase.isPending || isLeaving,
    // Until sign-in is known, a returning learner's click would be told to log in; until the learner's data says
    // which courses they own, a click could buy one they already have.
    isCheckingEnrollment: (!isLoaded && !isUnavailable) || (isSignedIn && userData.status === 'pending'),
  }
}
