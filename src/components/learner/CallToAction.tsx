import { Trans } from '@lingui/react/macro'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'

/** The closing invitation on the home page: "Get Started" goes to the course list (docs/product.md#home). */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-20 text-center sm:px-6">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4">
        <h2 id="cta-heading" className="text-2xl font-semibold text-slate-900 md:text-3xl">
          <Trans>Learn anything, anytime, anywhere</Trans>
        </h2>
        <p className="text-slate-600">
          <Trans>
            Start with a free preview, learn at your own pace on any device, and earn a certificate when you finish.
          </Trans>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-6">
          <Link
            to={paths.courseList()}
            className="rounded-md bg-brand-600 px-10 py-3 font-medium text-white hover:bg-brand-700"
          >
            <Trans>Get Started</Trans>
          </Link>
          <Link
            to={paths.about()}
            className="flex items-center gap-2 font-medium text-slate-700 hover:text-brand-700 hover:underline"
          >
            <Trans>
              Learn more <span className="sr-only">about us</span>
            </Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  )
}
