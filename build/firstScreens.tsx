import { renderToStaticMarkup } from 'react-dom/server'
import type { Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router-dom'
import type { ReactNode } from 'react'
import { routes } from '../src/config/paths.ts'
import { CARD_FIELDS, cardToken as token } from './firstCards.ts'
import { Hero } from '../src/components/learner/Hero.tsx'
import { CourseCardView } from '../src/components/learner/CourseCard.tsx'
import { COURSE_GRID_CLASS } from '../src/components/learner/CourseGrid.tsx'
import { CourseListView } from '../src/components/learner/CourseListView.tsx'
import { DEFAULT_CATALOGUE_QUERY } from '../src/domain/catalogueQuery.ts'
import { thumbnailLoading, type CourseCardText, type ThumbnailLoading } from '../src/domain/courseCard.ts'
import type { StarFill } from '../src/domain/rating.ts'
import { EMPTY_PRICE_TEXTS } from '../src/hooks/usePriceTexts.ts'
import { FIRST_CARDS_ATTRIBUTE } from '../src/lib/firstScreen.ts'
import { i18n, switchLanguage } from '../src/lib/i18n.ts'
import { LANGUAGES, type Language } from '../src/lib/language.ts'
import { messages as hindi } from '../src/locales/hi.po'
import { CATALOGUE_PREVIEW_SIZE, CATALOGUE_PREVIEW_STORAGE_KEY } from '../src/queries/cataloguePreview.ts'
import { config } from '../src/config/env.ts'
import { loadingMoreCourses } from '../src/domain/countLabel.ts'
import { ratingCountLabel } from '../src/domain/rating.ts'
import { formatCount, setFormatLocales } from '../src/lib/format.ts'
import { RATING_COUNT_TOKEN, type FirstVisitCardSettings } from '../src/lib/earlyCatalogue.ts'

/*
 * The opening of each public screen, rendered by the app's own components at build time
 * (build/firstScreenPlugin.ts puts it into index.html). Only what the component renders without any data or
 * sign-in belongs here, plus, for the course list, the first page of cards this browser kept from its last
 * catalogue (drawn by the page's inline script from card templates made here). The page swaps this copy for
 * its live one on its first render, and the two must look the same, or the swap would show as a jump.
 */
export type FirstScreen = {
  patterns: string[]
  /** The opening in each language the app speaks: the page shows the one of `<html lang>`. */
  markup: Record<Language, string>
  /** Shown only when the address has no query string (the course list's sort and filters change it). */
  plainAddressOnly?: boolean
  /** How the inline script draws kept cards into the opening's `[data-first-cards]` grid. */
  cards?: FirstCards
}

export type FirstCards = {
  /** The localStorage key of the kept catalogue preview ({ cards, count }: src/queries/cataloguePreview.ts). */
  storageKey: string
  /** At most this many cards. */
  max: number
  /** How each place's thumbnail loads, from the live grid's rule (`thumbnailLoading`), one entry per card up to `max`. */
  thumbnails: ThumbnailLoading[]
  /** Per language, as the card's accessible names are worded. */
  templates: Record<Language, Record<ThumbnailLoading, string>>
  /** The educator's paragraph in the templates, left out for a course that names none (as the live card does). */
  educatorParagraph: string
  /** Per language, the count line the app shows while the catalogue is still arriving (over first-visit cards). */
  arrivingCountLine: Record<Language, string>
  /** What the first-visit code (src/firstVisitCards.ts) needs to word a card as the app does. */
  firstVisit: FirstVisitCardSettings
}

function staticMarkup(element: ReactNode): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nProvider>,
  )
}

/** One card's markup with a token for each field, checked so that a change to the card cannot drop one. */
function cardTemplate(thumbnail: ThumbnailLoading): string {
  const text: CourseCardText = {
    ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, token(field)])) as Omit<CourseCardText, 'stars'>),
    // The card's Link needs a path; the token then replaces the whole address.
    href: `/${token('href')}`,
    stars: [0, 1, 2, 3, 4].map((index) => token(`star${index}`) as StarFill),
  }
  const rendered = staticMarkup(<CourseCardView text={text} thumbnail={thumbnail} />)
  // React puts a preload hint for an eager thumbnail before the card; in a grid only the card belongs.
  const markup = rendered.slice(rendered.indexOf('<li ')).replace(`href="/${token('href')}"`, `href="${token('href')}"`)
  for (const name of [...CARD_FIELDS, 'star0', 'star1', 'star2', 'star3', 'star4']) {
    const count = markup.split(token(name)).length - 1
    // Each token appears once, except the rating, which is also the stars' label ("Rated 4 out of 5").
    const expected = name === 'rating' ? 2 : 1
    if (count !== expected) throw new Error(`The course card template has ${count} × ${token(name)}, not ${expected}`)
  }
  // A card with no thumbnail leaves out the attribute (firstScreenPlugin's script), as the live card does.
  if (!markup.includes(` src="${token('thumbnail')}"`))
    throw new Error("The course card template's thumbnail is not its picture's src attribute")
  return markup
}

/**
 * The rating count's label in each plural category of `language` (active), with RATING_COUNT_TOKEN for the number:
 * the app's own message, worded for a count of each category. Checked, so that a label that stops showing its
 * count, or shows it twice, fails the build rather than drawing a wrong card.
 */
function ratingCountForms(language: Language): Partial<Record<Intl.LDMLPluralRule, string>> {
  const rules = new Intl.PluralRules(language)
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {}
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = Array.from({ length: 200 }, (_, count) => count).find((count) => rules.select(count) === category)
    if (sample === undefined) continue
    const label = ratingCountLabel(sample)
    const shown = formatCount(sample)
    if (label.split(shown).length !== 2)
      throw new Error(`The ${language} rating count label for ${sample} does not show its count once: ${label}`)
    forms[category] = label.replace(shown, RATING_COUNT_TOKEN)
  }
  return forms
}

/** The course list's opening and its card templates, in the active language. */
function courseListMarkup() {
  const noop = () => false
  const markup = staticMarkup(
    <CourseListView
      term={undefined}
      search=""
      filterProps={{
        query: DEFAULT_CATALOGUE_QUERY,
        educators: [],
        onChange: noop,
        priceTexts: EMPTY_PRICE_TEXTS,
        onPriceTextsChange: noop,
      }}
      count={null}
      viewSearch=""
    >
      <ul aria-label="Courses" className={COURSE_GRID_CLASS} {...{ [FIRST_CARDS_ATTRIBUTE]: '' }} />
    </CourseListView>,
  )
  const templates = { first: cardTemplate('first'), eager: cardTemplate('eager'), lazy: cardTemplate('lazy') }
  return { markup, templates }
}

// Each language's catalogue, compiled as the app loads it (imported here, not on demand: the build's module runner
// is closed once this module has loaded).
const CATALOGUES: Record<Language, Messages> = { en: {}, hi: hindi }

/** Each opening in every language the app speaks. */
export function renderFirstScreens(): FirstScreen[] {
  const home = {} as Record<Language, string>
  const list = {} as Record<Language, ReturnType<typeof courseListMarkup>>
  const countLine = {} as Record<Language, string>
  const ratingCounts = {} as Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>>
  setFormatLocales({ number: config.numberLocale })
  for (const language of LANGUAGES) {
    switchLanguage(language, CATALOGUES[language])
    home[language] = staticMarkup(<Hero />)
    list[language] = courseListMarkup()
    countLine[language] = loadingMoreCourses()
    ratingCounts[language] = ratingCountForms(language)
  }
  // Whoever imports this next (a test) finds the app's default, as the app does at start.
  switchLanguage('en', CATALOGUES.en)

  const educatorParagraph = new RegExp(`<p [^>]*>${token('educator')}</p>`).exec(list.en.templates.first)?.[0]
  if (!educatorParagraph) throw new Error('The course card template has no paragraph of its own for the educator')
  for (const language of LANGUAGES)
    if (!Object.values(list[language].templates).every((template) => template.includes(educatorParagraph)))
      throw new Error(`The ${language} course card template words the educator's paragraph differently`)

  const pick = <T,>(value: (language: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>
  return [
    { patterns: [routes.home], markup: home },
    {
      patterns: [routes.courseList],
      markup: pick((language) => list[language].markup),
      plainAddressOnly: true,
      cards: {
        storageKey: CATALOGUE_PREVIEW_STORAGE_KEY,
        max: CATALOGUE_PREVIEW_SIZE,
        thumbnails: Array.from({ length: CATALOGUE_PREVIEW_SIZE }, (_, index) => thumbnailLoading(index)),
        templates: pick((language) => list[language].templates),
        educatorParagraph,
        arrivingCountLine: countLine,
        firstVisit: {
          max: CATALOGUE_PREVIEW_SIZE,
          currency: config.currency,
          numberLocale: config.numberLocale,
          ratingCounts,
        },
      },
    },
  ]
}
