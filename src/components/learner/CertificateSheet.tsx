import type { CertificateText } from '../../domain/certificate'
import './certificate.css'

/**
 * The certificate itself: brand, name, course, educator and date, and the plain statement of what it is. On
 * screen it scales with the page (a card on phones); printed it fills one A4 landscape page.
 */
export function CertificateSheet({ text, brand }: { text: CertificateText; brand: string }) {
  return (
    <article
      aria-labelledby="certificate-heading"
      className="certificate-sheet mx-auto flex w-full max-w-5xl flex-col items-center justify-center gap-3 rounded-lg border-4 border-double border-brand-600 bg-white px-5 py-8 text-center shadow-sm sm:aspect-[297/210] sm:px-12 sm:py-10"
    >
      <p className="text-lg font-bold tracking-tight text-brand-700 sm:text-2xl">{brand}</p>
      <h1 id="certificate-heading" className="text-2xl font-bold text-slate-900 sm:text-4xl">
        {text.heading}
      </h1>
      <p className="mt-2 text-slate-600 sm:text-lg">{text.presentedTo}</p>
      <p className="text-2xl font-bold break-words text-slate-900 sm:text-4xl" data-testid="certificate-name">
        {text.learnerName}
      </p>
      <p className="text-slate-600 sm:text-lg">{text.hasCompleted}</p>
      <p className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{text.courseTitle}</p>
      {text.taughtBy && <p className="text-slate-600 sm:text-lg">{text.taughtBy}</p>}
      <p className="mt-3 font-medium text-slate-800">{text.completedOn}</p>
      <p className="mt-4 max-w-xl text-xs text-slate-600 sm:text-sm">{text.disclaimer}</p>
    </article>
  )
}
