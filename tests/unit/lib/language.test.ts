import { browserLanguage, keepLanguage, LANGUAGE_STORAGE_KEY, startingLanguage } from '../../../src/lib/language'

afterEach(() => vi.unstubAllGlobals())

test('a first visit starts in the first of the browser languages the app speaks', () => {
  expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi')
  expect(browserLanguage(['fr-FR', 'HI', 'en'])).toBe('hi')
  expect(browserLanguage(['en-GB', 'hi'])).toBe('en')
  // A Hindi learner with an English-only browser starts in English, and can choose Hindi.
  expect(browserLanguage(['en-US'])).toBe('en')
  expect(browserLanguage(['de', 'ja'])).toBe('en')
  expect(browserLanguage([])).toBe('en')
})

test('the language kept on this device wins over the browser’s', () => {
  vi.stubGlobal('navigator', { languages: ['hi-IN'], language: 'hi-IN' })
  expect(startingLanguage()).toBe('hi')
  keepLanguage('en')
  expect(startingLanguage()).toBe('en')
})

test('an unknown kept value is ignored, never breaks', () => {
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' })
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon')
  expect(startingLanguage()).toBe('en')
  localStorage.setItem(LANGUAGE_STORAGE_KEY, '{"hi":1}')
  expect(startingLanguage()).toBe('en')
})

test('blocked storage: the browser’s language, and keeping reports that it could not', () => {
  vi.stubGlobal('navigator', { languages: ['hi'], language: 'hi' })
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  expect(startingLanguage()).toBe('hi')
  expect(keepLanguage('en')).toBe(false)
})
