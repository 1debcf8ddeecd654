import { StrictMode, Suspense, lazy, startTransition, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createQueryClient } from './api/queryClient'
import { config, configResult } from './config/env'
import { setFormatLocales } from './lib/format'
import { I18nProvider } from '@lingui/react'
import { activateLanguage, i18n } from './lib/i18n'
import { DEFAULT_LANGUAGE, startingLanguage } from './lib/language'
import { readCataloguePreview } from './queries/cataloguePreview'
import { refreshPublicAnswer } from './queries/publicAnswers'
import { startServiceWorker } from './serviceWorker/start'
import { COURSE_CARD_TIMING, showsKeptCards } from './lib/firstScreen'
import { stopFirstVisitCards, whenFirstVisitCardsDrawn } from './lib/earlyCatalogue'
import { afterElementPainted } from './lib/scheduling'
import { FIRST_VISIT_CARDS_MAX_WAIT_MS, KEPT_CARDS_PAINT_MAX_WAIT_MS } from './config/constants'
import './index.css'

// Only a misconfigured build needs this screen, so it is not part of every page load.
// eslint-disable-next-line react-refresh/only-export-components -- the entry module is never hot-swapped
const ConfigErrorScreen = lazy(() =>
  import('./components/common/ConfigErrorScreen').then((module) => ({ default: module.ConfigErrorScreen })),
)

// Numbers are written the build's way everywhere, before anything renders.
setFormatLocales({ number: config.numberLocale })

const root = createRoot(document.getElementById('root') as HTMLElement)
const queryClient = createQueryClient()
// A misconfigured build has no API to keep answers of: it gets no worker.
if (configResult.ok) startServiceWorker((answer) => refreshPublicAnswer(queryClient, answer))

const app: ReactNode = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      {configResult.ok ? (
        <App queryClient={queryClient} />
      ) : (
        <Suspense fallback={null}>
          <ConfigErrorScreen problems={configResult.problems} />
        </Suspense>
      )}
    </I18nProvider>
  </StrictMode>
)
/*
 * A first visit has nothing to show until its answers arrive, so its first render runs as a transition: in slices
 * that leave the main thread free every few milliseconds, instead of one long task. With courses to show at once
 * (the catalogue's first page kept by a returning visitor, or the first courses index.html drew on a first visit)
 * it renders in one go: sliced, that render competes with reading the catalogue and its cards paint later. The
 * preview is read as the app reads it (checked), so a value that fails the check counts as nothing to show here too.
 */
const render = () => (readCataloguePreview() !== null ? root.render(app) : startTransition(() => root.render(app)))
/*
 * index.html may already show course cards: a returning visitor's kept ones, or a first visit's first ones. The
 * first render, which takes their place, waits until they are painted (their titles' Element Timing), at most
 * KEPT_CARDS_PAINT_MAX_WAIT_MS: run at once, its one long task kept that paint back until the app's own cards were
 * ready (cards drawn at 300 to 400 ms painted at 700 to 860 in cold loads over loopback).
 */
const startRendering = () => {
  // On a first visit index.html may be drawing the first courses as they arrive: from here the app draws them.
  stopFirstVisitCards()
  return showsKeptCards() ? afterElementPainted(COURSE_CARD_TIMING, render, KEPT_CARDS_PAINT_MAX_WAIT_MS) : render()
}
// A first visit's first cards may be moments away (index.html is reading the catalogue's first bytes): the first
// render waits for them, at most FIRST_VISIT_CARDS_MAX_WAIT_MS.
const start = () => whenFirstVisitCardsDrawn(startRendering, FIRST_VISIT_CARDS_MAX_WAIT_MS)
// The first render is in the chosen language, never English first; if Hindi's catalogue cannot be loaded (offline
// before it was ever kept), the app starts in English rather than not at all.
activateLanguage(startingLanguage()).then(start, () => activateLanguage(DEFAULT_LANGUAGE).then(start))
