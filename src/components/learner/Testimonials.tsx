import { Trans, useLingui } from '@lingui/react/macro'
import { Stars } from '../common/Stars'
import { TESTIMONIALS } from '../../content/testimonials'

/** Three learners' words (docs/product.md#home); static, with ratings 4.5, 5 and 4 drawn as stars. */
export function Testimonials() {
  const { t } = useLingui()
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 px-4 py-16 sm:px-6 md:px-10">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-heading" className="text-2xl font-semibold text-slate-900 md:text-3xl">
            <Trans>Testimonials</Trans>
          </h2>
          <p className="mt-3 text-slate-600">
            <Trans>
              Hear from our learners as they share how their courses changed their careers and their confidence.
            </Trans>
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => {
            const rating = testimonial.rating
            return (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                  <figcaption className="flex items-center gap-4 bg-slate-100 px-5 py-4">
                    <img
                      src={testimonial.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-14 shrink-0 rounded-full"
                    />
                    <div>
                      <p className="font-semibold text-slate-900">{testimonial.name}</p>
                      <p className="text-sm text-slate-600">{t(testimonial.role)}</p>
                    </div>
                  </figcaption>
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <Stars value={testimonial.rating} label={t`Rated ${rating} out of 5`} size="md" />
                    <blockquote className="text-slate-700">
                      <p>{t(testimonial.feedback)}</p>
                    </blockquote>
                  </div>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
