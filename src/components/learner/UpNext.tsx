import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Lecture } from '../../api/types'
import { lectureLabel, type StudyStep } from '../../domain/studyPath'

/** Seconds the "Up next" notice waits before playing the next lecture. */
export const UP_NEXT_SECONDS = 5

type UpNextProps = { next: StudyStep<Lecture>; onPlay: () => void; onCancel: () => void }

/**
 * "Up next" (docs/study-flow.md#autoplay-next): counts down, then plays the next lecture; Cancel stays on this one.
 * The bar shrinks smoothly only when motion is welcome; under prefers-reduced-motion it steps once a second.
 */
export function UpNext({ next, onPlay, onCancel }: UpNextProps) {
  const [left, setLeft] = useState(UP_NEXT_SECONDS)

  useEffect(() => {
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (left === 0) onPlay()
  }, [left, onPlay])

  return (
    <section aria-labelledby="up-next-heading" className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id="up-next-heading" className="font-semibold text-slate-900">
            <Trans>Up next</Trans>
          </h3>
          <p className="text-sm break-words text-slate-700">{lectureLabel(next)}</p>
          <p className="text-sm text-slate-700" aria-live="off">
            <Trans>Playing in {left} s</Trans>
          </p>
        </div>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
      <div aria-hidden="true" className="mt-3 h-1 overflow-hidden rounded-full bg-brand-100">
        <div
          className="h-full bg-brand-600 transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
          style={{ width: `${(left / UP_NEXT_SECONDS) * 100}%` }}
        />
      </div>
    </section>
  )
}
