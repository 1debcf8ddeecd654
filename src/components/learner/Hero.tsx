import { Trans } from '@lingui/react/macro'
import { config } from '../../config/env'
import { SearchBar } from './SearchBar'

/** The home page's opening: the headline with the brand, the sub-line and the course search. */
export function Hero() {
  const brand = config.brand
  return (
    <section className="bg-gradient-to-b from-brand-50/70 to-white px-4 pt-16 pb-14 sm:px-6 md:pt-28 md:pb-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">
          <Trans>
            Unlock Your Potential with the courses by <span className="text-brand-600">{brand}</span>
          </Trans>
        </h1>
        <p className="hidden max-w-3xl text-lg text-slate-600 md:block">
          <Trans>
            We bring together world-class instructors, interactive content, and a supportive community to help you
            achieve your personal and professional goals.
          </Trans>
        </p>
        <p className="max-w-md text-slate-600 md:hidden">
          <Trans>World-class instructors and interactive courses to help you reach your goals.</Trans>
        </p>
        <SearchBar />
      </div>
    </section>
  )
}
