import { DESCRIPTION_LIMITS } from '../../../src/lib/htmlStructure'
import { sanitizeDescriptionWithNote } from '../../../src/lib/sanitizeHtml'
import { parseHtml } from './htmlInvariants'

/*
 * The description rule reads the HTML text and follows the parser only as far as ordinary markup
 * needs. Should it ever count a hostile text too low, the page must still hold no more than the rule
 * allows: the sanitised markup (Quill's tags only, counted exactly) is measured again. Here the first
 * reading is made to miss everything, as an unknown gap in it would.
 */

const readings = vi.hoisted(() => ({ count: 0 }))

vi.mock('../../../src/lib/htmlStructure', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/lib/htmlStructure')>()
  return {
    ...real,
    boundHtml: (html: string, limits?: typeof real.DESCRIPTION_LIMITS) => {
      readings.count += 1
      // The reading of the text as the API sent it sees nothing wrong.
      return readings.count === 1 ? { html, isShortened: false } : real.boundHtml(html, limits)
    },
  }
})

test('a description whose text the rule reads too low is still shortened to the rule once sanitised', () => {
  const html = `${'<div>'.repeat(200)}deep${'</div>'.repeat(200)}`
  const result = sanitizeDescriptionWithNote(html)
  expect(readings.count).toBe(2)
  expect(result.isShortened).toBe(true)
  let depth = 0
  for (let element = parseHtml(result.html).firstElementChild; element; element = element.firstElementChild) {
    depth += 1
  }
  expect(depth).toBe(DESCRIPTION_LIMITS.maxDepth)
  expect(parseHtml(result.html).textContent).toBe('deep')
})
