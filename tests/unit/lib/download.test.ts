import { downloadFile } from '../../../src/lib/download'

// jsdom has neither object URLs nor downloads: the URL calls are stubbed and the click is recorded.
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>

beforeEach(() => {
  vi.useFakeTimers()
  createObjectURL = vi.fn(() => 'blob:edemy/file-1')
  revokeObjectURL = vi.fn()
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: createObjectURL })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revokeObjectURL })
})
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

/** The link as it was when clicked: a click on a link outside the document downloads nothing in some browsers. */
type Clicked = { href: string; download: string; inDocument: boolean; hidden: HTMLElement['hidden'] }

function recordClicks(): Clicked[] {
  const clicked: Clicked[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected, hidden: this.hidden })
  })
  return clicked
}

test('the file is clicked as a named link to an object URL of exactly that blob, then the link is removed', () => {
  const clicked = recordClicks()
  const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' })

  downloadFile('certificate-CSS-Layouts.pdf', blob)

  expect(createObjectURL).toHaveBeenCalledTimes(1)
  expect(createObjectURL.mock.calls[0]![0]).toBe(blob)
  expect(clicked).toEqual([
    { href: 'blob:edemy/file-1', download: 'certificate-CSS-Layouts.pdf', inDocument: true, hidden: true },
  ])
  expect(document.querySelectorAll('a')).toHaveLength(0)
})

test('the object URL is released on the next task, not before the click has been handled', () => {
  recordClicks()
  downloadFile('Edemy-my-courses-2026-11-26.csv', new Blob(['a,b'], { type: 'text/csv;charset=utf-8' }))

  expect(revokeObjectURL).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(revokeObjectURL).toHaveBeenCalledTimes(1)
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:edemy/file-1')
})

test('two downloads in a row each get and release their own URL', () => {
  const clicked = recordClicks()
  createObjectURL.mockReturnValueOnce('blob:edemy/a').mockReturnValueOnce('blob:edemy/b')

  downloadFile('a.csv', new Blob(['a']))
  downloadFile('b.csv', new Blob(['b']))
  vi.runAllTimers()

  expect(clicked.map(({ href, download }) => [href, download])).toEqual([
    ['blob:edemy/a', 'a.csv'],
    ['blob:edemy/b', 'b.csv'],
  ])
  expect(revokeObjectURL.mock.calls).toEqual([['blob:edemy/a'], ['blob:edemy/b']])
  expect(document.querySelectorAll('a')).toHaveLength(0)
})
