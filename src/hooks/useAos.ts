import { useEffect, useLayoutEffect, useState } from 'react'
import type Aos from 'aos'
import { ANIMATION_MS, COURSE_CARD_MAX_STAGGER_STEPS } from '../config/constants'
import { matchesMedia } from './useMediaQuery'

type AosModule = typeof Aos

let aosPromise: Promise<AosModule> | null = null
let aosInstance: AosModule | null = null

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** True when the visitor asked the system for less motion; scroll animations are then never loaded. */
export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION)
}

/**
 * AOS and its stylesheet load on the first screen that animates, not with the app shell, and are
 * initialised once for the whole session. Durations are set per element (800 / 500 / 1000 ms per
 * screen), so the global options only say "animate once" and "not under reduced motion".
 */
function loadAos(): Promise<AosModule> {
  aosPromise ??= Promise.all([import('aos'), import('aos/dist/aos.css')]).then(([module]) => {
    const aos = module.default
    aos.init({ once: true, disable: prefersReducedMotion })
    aosInstance = aos
    return aos
  })
  return aosPromise
}

/**
 * When to fetch AOS: at once, or on the first scroll, for a screen (the home page) whose first view
 * needs no animation, so its initial load stays small.
 */
export type AosLoadTrigger = 'mount' | 'scroll'

/**
 * Whether elements may carry `data-aos` attributes. It turns true once AOS is loaded (and never under
 * reduced motion): before that the attributes would hide content behind AOS's stylesheet with
 * nothing to reveal it. When it turns true on a screen already shown, AOS is told to pick up the new
 * attributes before paint, so what is already in view stays visible instead of blinking out and in.
 */
export function useAos({ loadOn = 'mount' }: { loadOn?: AosLoadTrigger } = {}): boolean {
  const [isReady, setIsReady] = useState(() => aosInstance !== null && !prefersReducedMotion())

  useEffect(() => {
    if (isReady || prefersReducedMotion()) return
    let isCurrent = true
    const load = () =>
      loadAos().then(
        () => {
          if (isCurrent) setIsReady(true)
        },
        // A failed chunk load only costs the animation; the content is already shown.
        () => {},
      )
    if (loadOn === 'mount') {
      void load()
      return () => {
        isCurrent = false
      }
    }
    window.addEventListener('scroll', load, { once: true, passive: true })
    // A page opened already scrolled (a restored position) loads at once. The position is read after
    // the next frame: read here, it would force the freshly rendered page's layout inside this task.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (window.scrollY > 0) void load()
      }, 0)
    })
    return () => {
      isCurrent = false
      window.removeEventListener('scroll', load)
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [isReady, loadOn])

  useLayoutEffect(() => {
    if (isReady) aosInstance?.refreshHard()
  }, [isReady])

  return isReady
}

export type AosAttributes = {
  'data-aos'?: string
  'data-aos-duration'?: number
  'data-aos-delay'?: number
}

type AosOptions = { animation?: string; durationMs: number; delayMs?: number }

const NO_AOS: AosAttributes = Object.freeze({})
// One object per distinct set of attributes (a handful: a few durations, capped delays), so a memoised element
// that is given the same attributes on every render of its list sees the same props and is not drawn again.
const attributeSets = new Map<string, AosAttributes>()

/** The data-aos attributes for one element, or none while animations are off; the same object for the same ones. */
export function aosAttributes(
  isEnabled: boolean,
  { animation = 'fade-up', durationMs, delayMs }: AosOptions,
): AosAttributes {
  if (!isEnabled) return NO_AOS
  const key = `${animation}|${durationMs}|${delayMs ?? 0}`
  let attributes = attributeSets.get(key)
  if (!attributes) {
    attributes = Object.freeze({
      'data-aos': animation,
      'data-aos-duration': durationMs,
      ...(delayMs ? { 'data-aos-delay': delayMs } : {}),
    })
    attributeSets.set(key, attributes)
  }
  return attributes
}

/**
 * Cards wait 100 ms times their index (docs/product.md#constants). The stagger is capped so that, on a page of two dozen
 * cards, the last ones do not sit invisible for seconds.
 */
export function cardDelayMs(index: number): number {
  return ANIMATION_MS.staggerPerCard * Math.min(Math.max(0, index), COURSE_CARD_MAX_STAGGER_STEPS)
}
