import { Trans } from '@lingui/react/macro'
import { useId, useRef, type ReactNode, type Ref } from 'react'
import {
  COURSE_SORTS,
  MIN_RATINGS,
  minRatingLabel,
  SORT_LABELS,
  type CatalogueFilters as Filters,
  type EducatorOption,
} from '../../domain/catalogue'
import { checkPriceRange, type CatalogueQuery } from '../../domain/catalogueQuery'
import type { PriceTexts } from '../../hooks/usePriceTexts'

export type ApplyQuery = (next: CatalogueQuery, options?: { replace?: boolean }) => boolean

export type CatalogueFiltersProps = {
  query: CatalogueQuery
  educators: readonly EducatorOption[]
  onChange: ApplyQuery
  /** What the price fields hold (usePriceTexts): kept by the list, so every copy of the panel shows it. */
  priceTexts: PriceTexts
  onPriceTextsChange: (texts: PriceTexts) => void
  /** "Sort by", the first control: where the focus goes when the panel replaces the phone's sheet. */
  sortRef?: Ref<HTMLSelectElement>
  className?: string
}

const fieldClass =
  'mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600'
const labelClass = 'text-sm font-medium text-slate-800'

/** "Sort by" and the filters (docs/catalogue-discovery.md): every change shows at once and goes into the address. */
export function CatalogueFilters({
  query,
  educators,
  onChange,
  priceTexts,
  onPriceTextsChange,
  sortRef,
  className = '',
}: CatalogueFiltersProps) {
  const id = useId()
  const { sort, filters } = query
  const setFilters = (patch: Partial<Filters>, options?: { replace?: boolean }) =>
    onChange({ sort, filters: { ...filters, ...patch } }, options)

  return (
    <div className={`flex flex-wrap items-end gap-x-5 gap-y-4 ${className}`}>
      <div className="w-full sm:w-48">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          <Trans>Sort by</Trans>
        </label>
        <select
          ref={sortRef}
          id={`${id}-sort`}
          value={sort}
          onChange={(event) =>
            onChange({ sort: COURSE_SORTS.find((s) => s === event.target.value) ?? 'relevance', filters })
          }
          className={fieldClass}
        >
          {COURSE_SORTS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>

      <PriceFields filters={filters} texts={priceTexts} onTextsChange={onPriceTextsChange} onApply={setFilters} />

      <div className="w-full sm:w-36">
        <label htmlFor={`${id}-rating`} className={labelClass}>
          <Trans>Minimum rating</Trans>
        </label>
        <select
          id={`${id}-rating`}
          value={filters.minRating ?? ''}
          onChange={(event) =>
            setFilters({ minRating: MIN_RATINGS.find((rating) => String(rating) === event.target.value) ?? null })
          }
          className={fieldClass}
        >
          <option value="">
            <Trans>Any rating</Trans>
          </option>
          {MIN_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {minRatingLabel(rating)}
            </option>
          ))}
        </select>
      </div>

      <div className="w-full sm:w-52">
        <label htmlFor={`${id}-educator`} className={labelClass}>
          <Trans>Educator</Trans>
        </label>
        <select
          id={`${id}-educator`}
          value={educators.some((educator) => educator.key === filters.educator) ? (filters.educator ?? '') : ''}
          onChange={(event) => setFilters({ educator: event.target.value === '' ? null : event.target.value })}
          className={fieldClass}
        >
          <option value="">
            <Trans>All educators</Trans>
          </option>
          {educators.map((educator) => (
            <option key={educator.key} value={educator.key}>
              {educator.name}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-wrap gap-x-5 gap-y-2 pb-2">
        <Toggle checked={filters.discountedOnly} onChange={(discountedOnly) => setFilters({ discountedOnly })}>
          <Trans>Discounted only</Trans>
        </Toggle>
        <Toggle checked={filters.savedOnly} onChange={(savedOnly) => setFilters({ savedOnly })}>
          <Trans>Saved only</Trans>
        </Toggle>
      </div>
    </div>
  )
}

function Toggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      {children}
    </label>
  )
}

/**
 * "Free only" and the Min / Max price range. What is typed stays in the fields; a range that is not valid
 * is explained beside them and not applied (the list shows no price range until it is fixed).
 */
function PriceFields({
  filters,
  texts,
  onTextsChange,
  onApply,
}: {
  filters: Filters
  texts: PriceTexts
  onTextsChange: (texts: PriceTexts) => void
  onApply: (patch: Partial<Filters>, options?: { replace?: boolean }) => boolean
}) {
  const id = useId()
  const check = checkPriceRange(texts.min, texts.max)
  const problem = check.ok ? null : check.problem
  // The first change while typing adds a history entry, later ones replace it: Back undoes the whole edit.
  const hasPushed = useRef(false)

  function change(next: PriceTexts) {
    onTextsChange(next)
    const result = checkPriceRange(next.min, next.max)
    const range = result.ok
      ? { minPrice: result.minPrice, maxPrice: result.maxPrice }
      : { minPrice: null, maxPrice: null }
    const navigated = onApply(range, { replace: hasPushed.current })
    hasPushed.current ||= navigated
  }

  const fieldProps = {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `${id}-problem`,
    onFocus: () => (hasPushed.current = false),
    className: `${fieldClass} sm:w-28`,
  } as const

  return (
    <fieldset className="w-full sm:w-auto">
      <legend className={labelClass}>
        <Trans>Price</Trans>
      </legend>
      <div className="mt-1 flex flex-wrap items-end gap-x-3 gap-y-2">
        <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={filters.freeOnly}
            onChange={(event) => onApply({ freeOnly: event.target.checked })}
            className="size-4 accent-brand-600"
          />
          <Trans>Free only</Trans>
        </label>
        {(['min', 'max'] as const).map((bound) => (
          <div key={bound} className="min-w-24 flex-1">
            <label htmlFor={`${id}-${bound}`} className="text-sm text-slate-700">
              {bound === 'min' ? <Trans>Min price</Trans> : <Trans>Max price</Trans>}
            </label>
            <input
              id={`${id}-${bound}`}
              value={texts[bound]}
              onChange={(event) => change({ ...texts, [bound]: event.target.value })}
              {...fieldProps}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-problem`} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {problem}
      </p>
    </fieldset>
  )
}
