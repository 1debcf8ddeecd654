import { I18nProvider } from '@lingui/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { CourseCardView } from '../../src/components/learner/CourseCard'
import type { CourseCardText, ThumbnailLoading } from '../../src/domain/courseCard'
import { i18n } from '../../src/lib/i18n'

/**
 * The app's own card for `text`, in the active language, as an element parsed as a browser parses it: what
 * index.html's copies of the card (kept cards, a first visit's cards) must equal. Without the preload hint React
 * puts before an eager thumbnail, which belongs to the page's head, not the grid.
 */
export function liveCourseCard(text: CourseCardText, thumbnail: ThumbnailLoading): Element {
  const markup = renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(CourseCardView, { text, thumbnail })),
    ),
  )
  const list = document.createElement('ul')
  list.innerHTML = markup.slice(markup.indexOf('<li '))
  return list.firstElementChild as Element
}
