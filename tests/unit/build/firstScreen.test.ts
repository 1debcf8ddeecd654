import { firstPaintMarkup } from '../../../build/firstPaintPlugin'
import { firstScreenScript, firstScreensMarkup } from '../../../build/firstScreenPlugin'
import { navbarBackgroundClass } from '../../../src/components/common/brandBar'
import { renderFirstScreens } from '../../../build/firstScreens'
import { I18nProvider } from '@lingui/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { courseCardText, thumbnailLoading, type CourseCardText } from '../../../src/domain/courseCard'
import { Hero } from '../../../src/components/learner/Hero'
import { ratingCountLabel } from '../../../src/domain/rating'
import { activateLanguage, i18n } from '../../../src/lib/i18n'
import { liveCourseCard } from '../../utils/courseCardMarkup'

type Storage = Pick<globalThis.Storage, 'getItem'>

/**
 * Parses the openings as index.html carries them and runs their inline scripts, in order, as a page at
 * `address` would (with `storage` as its localStorage).
 */
function openingsAt(
  address: string,
  markup: string,
  storage: Storage = { getItem: () => null },
  lang = 'en',
): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = markup
  const url = new URL(address, 'https://edemy.test')
  // The document as the scripts use it: the parsed blocks, and <html lang> as index.html's head script set it.
  const doc = {
    querySelector: (selector: string) => root.querySelector(selector),
    querySelectorAll: (selector: string) => root.querySelectorAll(selector),
    documentElement: { lang },
  }
  for (const script of root.querySelectorAll('script')) {
    // The scripts read the address, the document and localStorage: give them this page's.
    const run = new Function('location', 'document', 'localStorage', script.textContent ?? '') as (
      location: { pathname: string; search: string },
      document: typeof doc,
      storage: Storage,
    ) => void
    run({ pathname: url.pathname, search: url.search }, doc, storage)
  }
  return root
}

const SCREENS = [
  { patterns: ['/'], markup: { en: '<h1>Home</h1>', hi: '<h1>होम</h1>' } },
  { patterns: ['/course-list', '/course-list/:input'], markup: { en: '<h1>List</h1>', hi: '<h1>सूची</h1>' } },
]

const shown = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-first-screen]'))
    .filter((block) => !block.hidden)
    .map((block) => block.textContent)

test.each([
  ['/', ['Home']],
  ['/course-list', ['List']],
  ['/course-list/', ['List']],
  ['/COURSE-LIST/python', ['List']],
  ['/course-list/a/b', []],
  ['/about', []],
  ['/course/1', []],
  ['/educator', []],
])('at %s the page shows the opening of its own route only: %j', (pathname, expected) => {
  expect(shown(openingsAt(pathname, firstScreensMarkup(SCREENS)))).toEqual(expected)
})

test('every opening is hidden until its route matches, inert and hidden from screen readers', () => {
  const root = document.createElement('div')
  root.innerHTML = firstScreensMarkup(SCREENS)
  for (const block of root.querySelectorAll<HTMLElement>('[data-first-screen]')) {
    expect(block.hidden).toBe(true)
    expect(block.hasAttribute('inert')).toBe(true)
    expect(block.getAttribute('aria-hidden')).toBe('true')
  }
})

test.each([
  ['hi', '/', ['होम']],
  ['hi', '/course-list/python', ['सूची']],
  ['en', '/', ['Home']],
  // A language the build has no opening for (never set by index.html, but never a blank page either).
  ['fr', '/', ['Home']],
])('with <html lang="%s"> at %s the opening is in that language: %j', (lang, pathname, expected) => {
  expect(shown(openingsAt(pathname, firstScreensMarkup(SCREENS), undefined, lang))).toEqual(expected)
})

test('an opening for plain addresses only is not shown when the address has a query string', () => {
  const screens = [
    { patterns: ['/course-list'], markup: { en: '<h1>List</h1>', hi: '<h1>सूची</h1>' }, plainAddressOnly: true },
  ]
  expect(shown(openingsAt('/course-list', firstScreensMarkup(screens)))).toEqual(['List'])
  expect(shown(openingsAt('/course-list?sort=price-asc', firstScreensMarkup(screens)))).toEqual([])
  expect(shown(openingsAt('/?from=mail', firstScreensMarkup(SCREENS)))).toEqual(['Home'])
})

test('the script is plain ES5 with no address built into it but the route patterns', () => {
  const script = firstScreenScript([{ patterns: ['/'] }, { patterns: ['/course-list/:input'] }])
  expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/)
  expect(script).toContain(String(/^\/course-list\/([^/]+)\/?$/i))
})

test('the home opening is the hero as the app renders it: headline with the brand, and the search form', async () => {
  const [home] = await renderFirstScreens()
  const root = document.createElement('div')
  root.innerHTML = home?.markup.en ?? ''
  expect(home?.patterns).toEqual(['/'])
  expect(root.querySelector('h1')?.textContent).toBe('Unlock Your Potential with the courses by Edemy')
  expect(root.querySelector('input')?.getAttribute('placeholder')).toBe('Serach for Courses')
  expect(root.querySelector('button')?.textContent).toBe('Search')
})

test('each opening is also rendered in Hindi from the Hindi catalogue, as the app renders it in Hindi', async () => {
  const screens = await renderFirstScreens()
  const root = document.createElement('div')
  root.innerHTML = firstScreensMarkup(screens)
  const hindi = root.querySelectorAll<HTMLElement>('[data-first-screen][lang="hi"]')
  expect(hindi).toHaveLength(screens.length)
  await activateLanguage('hi')
  try {
    const live = renderToStaticMarkup(
      createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, createElement(Hero))),
    )
    const parsed = document.createElement('div')
    parsed.innerHTML = live
    expect(hindi[0]?.innerHTML).toBe(parsed.innerHTML)
    expect(hindi[0]?.querySelector('button')?.textContent).toBe('खोजें')
  } finally {
    await activateLanguage('en')
  }
  // The headline is Devanagari, not English (the brand is a name and stays as written).
  expect(hindi[0]?.querySelector('h1')?.textContent).toMatch(/[\u0900-\u097F]/)
  expect(hindi[1]?.querySelector('h1')?.textContent).toMatch(/[\u0900-\u097F]/)
  // The spec's English placeholder is English only.
  expect(hindi[1]?.querySelector('input[type="search"]')?.getAttribute('placeholder')).not.toBe('Serach for Courses')
  // The renders left the app's default language active.
  expect(i18n.locale).toBe('en')
})

describe('the course list opening and the first page of cards kept in this browser', async () => {
  const markup = firstScreensMarkup(await renderFirstScreens())
  const card = (index: number, extra: Partial<CourseCardText> = {}): CourseCardText => ({
    ...courseCardText(
      {
        _id: `course_${index}`,
        courseTitle: `Course ${index}`,
        courseThumbnail: `https://img.example/${index}.png`,
        coursePrice: 100 + index,
        discount: 10,
        educator: { name: 'Ada Lovelace' },
        courseRatings: [{ rating: 4 }, { rating: 5 }],
      },
      '$',
      ratingCountLabel,
    ),
    ...extra,
  })
  const kept = (value: unknown): Storage => ({
    getItem: (key) => (key === 'edemy.catalogue-preview' ? JSON.stringify(value) : null),
  })
  const cardsAt = (address: string, storage: Storage, lang = 'en') => {
    const root = openingsAt(address, markup, storage, lang)
    const opening = root.querySelector<HTMLElement>('[data-first-screen]:not([hidden])')
    return { opening, cards: Array.from(root.querySelectorAll<HTMLElement>('[data-testid="course-card"]')) }
  }

  test('without anything kept it shows the heading, search, sort and filters, and an empty grid', () => {
    const { opening, cards } = cardsAt('/course-list', { getItem: () => null })
    expect(opening?.querySelector('h1')?.textContent).toBe('Course List')
    expect(opening?.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe('Serach for Courses')
    expect(Array.from(opening?.querySelectorAll('label') ?? [], (label) => label.textContent)).toContain('Sort by')
    expect(cards).toHaveLength(0)
    expect(opening?.querySelector('[role="status"]')?.textContent).toBe('')
  })

  test('kept cards are drawn exactly as the app draws them, with the count line', () => {
    // Past the first row, so that each way a thumbnail loads (first, eager, lazy) is compared.
    const texts = [card(1), card(2, { educator: '' }), card(3), card(4), card(5)]
    const { opening, cards } = cardsAt(
      '/course-list',
      kept({ courses: [], total: 5, cards: texts, count: '5 courses' }),
    )
    expect(opening?.querySelector('[role="status"]')?.textContent).toBe('5 courses')
    expect(cards).toHaveLength(5)
    texts.forEach((text, index) => {
      // The live card at the same place in the grid.
      expect(cards[index]?.outerHTML).toBe(liveCourseCard(text, thumbnailLoading(index)).outerHTML)
    })
    expect(cards[1]?.textContent).not.toContain('Ada Lovelace')
  })

  test('on a Hindi page the kept cards are drawn as the app draws them in Hindi, the count only if worded in Hindi', async () => {
    const texts = [card(1), card(2)]
    const inHindi = cardsAt('/course-list', kept({ cards: texts, count: '2 कोर्स', language: 'hi' }), 'hi')
    expect(inHindi.opening?.getAttribute('lang')).toBe('hi')
    expect(inHindi.opening?.querySelector('[role="status"]')?.textContent).toBe('2 कोर्स')
    await activateLanguage('hi')
    try {
      expect(inHindi.cards[0]?.outerHTML).toBe(liveCourseCard(texts[0]!, 'first').outerHTML)
    } finally {
      await activateLanguage('en')
    }
    // Kept while the app spoke English: the cards are the same, the English count line is left out.
    const keptInEnglish = cardsAt('/course-list', kept({ cards: texts, count: '2 courses', language: 'en' }), 'hi')
    expect(keptInEnglish.cards).toHaveLength(2)
    expect(keptInEnglish.opening?.querySelector('[role="status"]')?.textContent).toBe('')
    // And the other way round.
    const keptInHindi = cardsAt('/course-list', kept({ cards: texts, count: '2 कोर्स', language: 'hi' }))
    expect(keptInHindi.opening?.querySelector('[role="status"]')?.textContent).toBe('')
  })

  test('a title is text, never markup or another field: what is kept cannot inject anything', () => {
    const title = `<img src=x onerror="alert(1)"> & 'quotes' __card_price__`
    const { cards } = cardsAt('/course-list', kept({ cards: [card(1, { title })], count: '1 course' }))
    expect(cards[0]?.querySelector('h3')?.textContent).toBe(title)
    expect(cards[0]?.querySelectorAll('img')).toHaveLength(1)
  })

  test('at most a page of cards: the first row loads its thumbnails at once, the first ahead, the rest when near', () => {
    const texts = Array.from({ length: 30 }, (_, index) => card(index))
    const { cards } = cardsAt('/course-list', kept({ cards: texts, count: '30 courses' }))
    expect(cards).toHaveLength(24)
    const images = cards.map((element) => element.querySelector('img'))
    expect(images.map((image) => image?.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(20).fill('lazy'),
    ])
    expect(images.map((image) => image?.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<string>(23).fill('auto'),
    ])
  })

  test.each([
    [
      'another list (sort or filters in the address)',
      '/course-list?sort=price-asc',
      kept({ cards: [card(1)], count: '1 course' }),
    ],
    ['a search term', '/course-list/python', kept({ cards: [card(1)], count: '1 course' })],
    ['not JSON', '/course-list', { getItem: () => '{' }],
    [
      'storage that refuses to be read',
      '/course-list',
      {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      },
    ],
    ['no count', '/course-list', kept({ cards: [card(1)] })],
    ['cards that are not a list', '/course-list', kept({ cards: 'x', count: '1 course' })],
    [
      'a field of the wrong type',
      '/course-list',
      kept({ cards: [card(1, { price: 5 as unknown as string })], count: '1 course' }),
    ],
    [
      'four stars',
      '/course-list',
      kept({ cards: [card(1, { stars: ['full', 'full', 'full', 'full'] })], count: '1 course' }),
    ],
    [
      'a link to another site',
      '/course-list',
      kept({ cards: [card(1, { href: '//evil.example/x' })], count: '1 course' }),
    ],
    ['a script link', '/course-list', kept({ cards: [card(1, { href: 'javascript:alert(1)' })], count: '1 course' })],
  ])('%s: no kept cards are drawn', (_case, address, storage) => {
    const { cards, opening } = cardsAt(address, storage as Storage)
    expect(cards).toHaveLength(0)
    expect(opening?.querySelector('[role="status"]')?.textContent ?? '').toBe('')
  })

  test('a star fill that is not one of the three is drawn empty', () => {
    const stars = ['full', 'half', 'bogus', 'constructor', 'empty'] as CourseCardText['stars']
    const { cards } = cardsAt('/course-list', kept({ cards: [card(1, { stars })], count: '1 course' }))
    expect(
      Array.from(cards[0]?.querySelectorAll('[data-fill]') ?? [], (star) => star.getAttribute('data-fill')),
    ).toEqual(['full', 'half', 'empty', 'empty', 'empty'])
  })
})

test.each([
  ['/', 'bg-brand-50/70'],
  ['/about', 'bg-brand-50/70'],
  ['/course-list', 'bg-white'],
  ['/course-list/python?sort=rating', 'bg-white'],
  ['/course/1', 'bg-brand-50/70'],
])('at %s the first-paint bar has the background the live bar will have: %s', (address, expected) => {
  const root = openingsAt(address, `<div id="root">${firstPaintMarkup('Edemy')}${firstScreensMarkup(SCREENS)}</div>`)
  const bar = root.querySelector('#root > header')
  expect(bar?.classList.contains(expected)).toBe(true)
  expect(bar?.classList.contains(navbarBackgroundClass(new URL(address, 'https://edemy.test').pathname))).toBe(true)
})
