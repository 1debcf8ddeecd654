import { firstScreenScript, firstScreensMarkup } from '../../../build/firstScreenPlugin'
import { renderFirstScreens } from '../../../build/firstScreens'

/** Parses the openings as index.html carries them and runs their inline script as a page at `pathname` would. */
function openingsAt(pathname: string, markup: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = markup
  const script = root.querySelector('script')?.textContent ?? ''
  // The script reads location.pathname and the document: give it this page's address and the parsed blocks.
  const run = new Function('location', 'document', script) as (location: { pathname: string }, doc: Element) => void
  run({ pathname }, root)
  return root
}

const SCREENS = [
  { patterns: ['/'], markup: '<h1>Home</h1>' },
  { patterns: ['/course-list', '/course-list/:input'], markup: '<h1>List</h1>' },
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

test('the script is plain ES5 with no address built into it but the route patterns', () => {
  const script = firstScreenScript([['/'], ['/course-list/:input']])
  expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/)
  expect(script).toContain(String(/^\/course-list\/([^/]+)\/?$/i))
})

test('the home opening is the hero as the app renders it: headline with the brand, and the search form', () => {
  const [home] = renderFirstScreens()
  const root = document.createElement('div')
  root.innerHTML = home?.markup ?? ''
  expect(home?.patterns).toEqual(['/'])
  expect(root.querySelector('h1')?.textContent).toBe('Unlock Your Potential with the courses by Edemy')
  expect(root.querySelector('input')?.getAttribute('placeholder')).toBe('Serach for Courses')
  expect(root.querySelector('button')?.textContent).toBe('Search')
})
