import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { paths } from '../../config/paths'

/** Unknown routes (docs/product.md#page-not-found). */
export default function NotFound() {
  const { t } = useLingui()
  useDocumentTitle(t`Page not found`)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home()}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          <Trans>Go home</Trans>
        </Link>
        <Link
          to={paths.courseList()}
          className="rounded-md border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          <Trans>Browse courses</Trans>
        </Link>
      </div>
    </section>
  )
}
