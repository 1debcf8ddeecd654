import { useState } from 'react'
import type { CatalogueFilters } from '../domain/catalogue'
import { checkPriceRange, parsePrice } from '../domain/catalogueQuery'

/** What the "Min price" and "Max price" fields hold, as typed. */
export type PriceTexts = { min: string; max: string }

export const EMPTY_PRICE_TEXTS: PriceTexts = { min: '', max: '' }

export type PriceFields = {
  texts: PriceTexts
  setTexts: (texts: PriceTexts) => void
  /** The fields hold text while the address has no price range: a range that is not valid, never applied. */
  hasUnapplied: boolean
}

const priceText = (price: number | null) => (price === null ? '' : String(price))
const textsOf = (filters: CatalogueFilters): PriceTexts => ({
  min: priceText(filters.minPrice),
  max: priceText(filters.maxPrice),
})
/** A field keeps its text while it says the address's price ("12.50" stays as typed), else shows that price. */
const keepOrShow = (text: string, price: number | null) =>
  (text.trim() === '' ? null : parsePrice(text)) === price ? text : priceText(price)

/**
 * The price fields' text, valid or not (docs/catalogue-discovery.md#filters). Held by the course list, not
 * by the fields, so the inline panel and the phone's sheet show the same text and "Clear filters" can empty
 * a range that was never applied. When the address's range changes other than by typing (a chip, Back),
 * the fields show that range.
 */
export function usePriceTexts(filters: CatalogueFilters): PriceFields {
  const [texts, setTexts] = useState(() => textsOf(filters))
  const [seen, setSeen] = useState({ min: filters.minPrice, max: filters.maxPrice })
  if (seen.min !== filters.minPrice || seen.max !== filters.maxPrice) {
    setSeen({ min: filters.minPrice, max: filters.maxPrice })
    // A range that is not valid stands for none, so typing one that clears the address's range keeps the text.
    const check = checkPriceRange(texts.min, texts.max)
    const typed = check.ok ? { min: check.minPrice, max: check.maxPrice } : { min: null, max: null }
    if (typed.min !== filters.minPrice || typed.max !== filters.maxPrice) {
      setTexts({ min: keepOrShow(texts.min, filters.minPrice), max: keepOrShow(texts.max, filters.maxPrice) })
    }
  }
  const hasUnapplied =
    filters.minPrice === null && filters.maxPrice === null && (texts.min.trim() !== '' || texts.max.trim() !== '')
  return { texts, setTexts, hasUnapplied }
}
