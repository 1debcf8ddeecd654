import type { ReactNode } from 'react'
import type { CertificateText } from '../../domain/certificate'
import { certificateField } from '../../domain/certificateField'
import './certificate.css'

/*
 * Longer names and titles get smaller type, by their number of characters: step 0 up to the first limit, step 1 up
 * to the second, and so on. The PDF measures the text instead (certificatePdf.ts); both then wrap anywhere a word
 * is too long for a line, and cut with "…" as a last resort (line clamp here).
 */
const NAME_LIMITS = [40, 80]
const NAME_SIZES = ['text-2xl sm:text-4xl', 'text-xl sm:text-3xl', 'text-lg sm:text-2xl']
const TITLE_LIMITS = [60, 120, 250]
const TITLE_SIZES = ['text-xl sm:text-2xl', 'text-lg sm:text-xl', 'text-base sm:text-lg', 'text-sm sm:text-base']

/** How many of `limits` the text's length passes: its type-size step. */
function lengthStep(value: string, limits: readonly number[]): number {
  const length = Array.from(value).length
  return limits.filter((limit) => length > limit).length
}

/**
 * A name, title or educator as one bidi isolate with a left-to-right base direction: the PDF draws each field apart
 * from the words around it, left to right in the order written, and so does the page. (The field itself holds no
 * bidi controls: certificateField removed them.)
 */
function Field({ children }: { children: string }) {
  return <bdi dir="ltr">{children}</bdi>
}

/** The sentence with `field`, its last part, isolated. */
function withField(sentence: string, field: string | null): ReactNode {
  const at = field ? sentence.lastIndexOf(field) : -1
  if (!field || at < 0) return sentence
  return (
    <>
      {sentence.slice(0, at)}
      <Field>{field}</Field>
      {sentence.slice(at + field.length)}
    </>
  )
}

/**
 * The certificate itself: brand, name, course, educator and date, and the plain statement of what it is. On
 * screen it scales with the page (a card on phones); printed it fills one A4 landscape page. However long the name
 * and title, they stay inside the border and leave "Completed on" and the statement in view.
 */
export function CertificateSheet({ text, brand }: { text: CertificateText; brand: string }) {
  return (
    <article
      aria-labelledby="certificate-heading"
      className="certificate-sheet mx-auto flex w-full max-w-5xl flex-col items-center gap-3 rounded-lg border-4 border-double border-brand-600 bg-white px-5 py-8 text-center shadow-sm sm:aspect-[297/210] sm:px-12 sm:py-10"
    >
      <p className="text-lg font-bold tracking-tight text-brand-700 sm:text-2xl">{certificateField(brand)}</p>
      <h1 id="certificate-heading" className="text-2xl font-bold text-slate-900 sm:text-4xl">
        {text.heading}
      </h1>
      <p className="mt-2 text-slate-600 sm:text-lg">{text.presentedTo}</p>
      <p
        className={`certificate-field certificate-name font-bold text-slate-900 ${NAME_SIZES[lengthStep(text.learnerName, NAME_LIMITS)]}`}
        data-testid="certificate-name"
      >
        <Field>{text.learnerName}</Field>
      </p>
      <p className="text-slate-600 sm:text-lg">{text.hasCompleted}</p>
      <p
        className={`certificate-field certificate-title font-bold text-slate-900 ${TITLE_SIZES[lengthStep(text.courseTitle, TITLE_LIMITS)]}`}
        data-testid="certificate-title"
      >
        <Field>{text.courseTitle}</Field>
      </p>
      {text.taughtBy && (
        <p className="certificate-field certificate-educator text-slate-600 sm:text-lg">
          {withField(text.taughtBy, text.educatorName)}
        </p>
      )}
      <p className="certificate-fixed mt-3 font-medium text-slate-800" data-testid="certificate-completed-on">
        {text.completedOn}
      </p>
      <p
        className="certificate-fixed mt-4 max-w-xl text-xs text-slate-600 sm:text-sm"
        data-testid="certificate-disclaimer"
      >
        {text.disclaimer}
      </p>
    </article>
  )
}
