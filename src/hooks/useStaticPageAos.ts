import { ANIMATION_MS } from '../config/constants'
import { aosAttributes, useAos, type AosAttributes } from './useAos'

/** The static pages' scroll animation (1000 ms, docs/product.md#constants), or nothing while animations are off. */
export function useStaticPageAos(): AosAttributes {
  const isAnimated = useAos()
  return aosAttributes(isAnimated, { durationMs: ANIMATION_MS.staticPage })
}
