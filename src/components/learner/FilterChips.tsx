import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { minRatingLabel, type CatalogueFilters, type EducatorOption } from '../../domain/catalogue'
import { formatPrice } from '../../domain/price'

type FilterChipsProps = {
  filters: CatalogueFilters
  educators: readonly EducatorOption[]
  currency: string
  onChange: (filters: CatalogueFilters) => void
  /** "Clear filters": the list also empties the price fields, which may hold a range never applied. */
  onClear: () => void
  /** The price fields hold a range that is not applied (not valid): it has no chip, but "Clear filters" shows. */
  hasUnappliedPrice?: boolean
}

type Chip = { label: string; without: Partial<CatalogueFilters> }

/** One chip per filter in use (an educator the catalogue does not list is not in use). */
function chipsOf(
  i18n: I18n,
  filters: CatalogueFilters,
  educators: readonly EducatorOption[],
  currency: string,
): Chip[] {
  const educator = educators.find((option) => option.key === filters.educator)
  const minPrice = filters.minPrice !== null && formatPrice(filters.minPrice, currency)
  const maxPrice = filters.maxPrice !== null && formatPrice(filters.maxPrice, currency)
  const rating = filters.minRating !== null && minRatingLabel(filters.minRating)
  const name = educator?.name
  const chips: (Chip | false)[] = [
    filters.freeOnly && { label: t(i18n)`Free only`, without: { freeOnly: false } },
    minPrice !== false && { label: t(i18n)`Min price ${minPrice}`, without: { minPrice: null } },
    maxPrice !== false && { label: t(i18n)`Max price ${maxPrice}`, without: { maxPrice: null } },
    rating !== false && { label: t(i18n)`Rating ${rating}`, without: { minRating: null } },
    name !== undefined && { label: t(i18n)`Educator: ${name}`, without: { educator: null } },
    filters.discountedOnly && { label: t(i18n)`Discounted only`, without: { discountedOnly: false } },
    filters.savedOnly && { label: t(i18n)`Saved only`, without: { savedOnly: false } },
  ]
  return chips.filter((chip): chip is Chip => chip !== false)
}

export const chipClass =
  'inline-flex max-w-full items-center gap-3 rounded-full border border-slate-300 bg-white py-1.5 pr-2 pl-4 text-slate-700 shadow-sm'
export const chipCrossClass =
  'grid size-7 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900'

/**
 * The active filters as removable chips, then "Clear filters", which keeps the search term. Both go in the
 * parent's wrapping row: the list has no box of its own (display: contents), so its chips wrap in line
 * with the search chip before them and "Clear filters" after, rather than each group on its own line.
 */
export function FilterChips({ filters, educators, currency, onChange, onClear, hasUnappliedPrice }: FilterChipsProps) {
  const { i18n } = useLingui()
  const chips = chipsOf(i18n, filters, educators, currency)
  if (chips.length === 0 && !hasUnappliedPrice) return null
  return (
    <>
      {chips.length > 0 && (
        <ul aria-label={t(i18n)`Active filters`} className="contents">
          {chips.map((chip) => (
            <li key={chip.label} className={chipClass}>
              <span className="truncate">{chip.label}</span>
              <button
                type="button"
                aria-label={removeLabel(i18n, chip.label)}
                onClick={() => onChange({ ...filters, ...chip.without })}
                className={chipCrossClass}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ClearFiltersButton onClear={onClear} />
    </>
  )
}

/** The accessible name of a chip's cross. */
function removeLabel(i18n: I18n, filter: string): string {
  return t(i18n)`Remove filter ${filter}`
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="rounded-md px-3 py-2 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <Trans>Clear filters</Trans>
    </button>
  )
}
