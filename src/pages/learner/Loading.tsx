import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { Loading } from '../../components/common/Loading'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { checkoutReturnState } from '../../lib/checkoutReturn'
import { LOADING_REDIRECT_MS } from '../../config/constants'
import { loadingRedirectTarget } from '../../config/loadingRedirect'
import { paths } from '../../config/paths'
import { useReloadLearner } from '../../queries/enrollments'

/**
 * /loading/:path (docs/product.md#loading-screen): a spinner, then after 3 seconds the app path. The param
 * is never joined to '/' as-is: only known app paths pass (docs/security-and-reliability.md#loading-redirect).
 */
export default function LoadingPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Loading`)
  const { path } = useParams()
  const navigate = useNavigate()
  const reloadLearner = useReloadLearner()
  const target = loadingRedirectTarget(path)
  const isEnrollments = target === paths.myEnrollments()

  // An effect event, so the timer is not restarted when auth finishes loading and these callbacks change.
  const redirect = useEffectEvent(() => {
    if (isEnrollments) {
      // The purchase just changed the learner's courses: read them again rather than show a cached list.
      void reloadLearner()
    }
    try {
      navigate(target, { replace: true, state: checkoutReturnState })
    } catch {
      // react-router 7.18.5 throws on anything it considers external; the allowlist should make that
      // impossible, and if it ever happens the safe place is home.
      navigate(paths.home(), { replace: true })
    }
  })

  useEffect(() => {
    // Leaving before the delay (back button, a link) cancels the redirect (docs/security-and-reliability.md#loading-redirect). The
    // router renders the next page in a transition, so while its chunk downloads this page is still
    // mounted: the address bar, which changes at once, tells whether the learner is still here.
    const address = currentAddress()
    const timer = setTimeout(() => {
      if (currentAddress() === address) redirect()
    }, LOADING_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [target])

  return (
    <section className="px-4">
      <h1 className="sr-only">
        <Trans>Loading</Trans>
      </h1>
      <Loading label={isEnrollments ? t`Confirming your enrollment…` : t`Taking you there…`} className="min-h-[60vh]" />
    </section>
  )
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`
}
