import {
  chooseTheme,
  currentTheme,
  parseTheme,
  storedTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from '../../../src/lib/theme'

/*
 * The theme choice (src/lib/theme.ts): kept on this device, shown on <html>. Storage only remembers it; a value that
 * is unknown or unreadable means System, and a choice storage refuses still applies for the visit.
 */

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.removeAttribute(THEME_ATTRIBUTE)
  localStorage.clear()
})

function denyStorageAccess() {
  return vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
}

test('the three themes parse as themselves; anything else is System', () => {
  expect(parseTheme('system')).toBe('system')
  expect(parseTheme('light')).toBe('light')
  expect(parseTheme('dark')).toBe('dark')
  for (const value of [null, undefined, '', 'Dark', 'purple', 'toString', '__proto__', 1, {}, ['dark']]) {
    expect(parseTheme(value)).toBe('system')
  }
})

test('an unknown value in storage is System, and the page stays on System', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
  expect(storedTheme()).toBe('system')
  expect(currentTheme()).toBe('system')
})

test('choosing Dark or Light shows it on <html> and keeps it; System forgets the choice', () => {
  expect(chooseTheme('dark')).toBe(true)
  expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark')
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  expect(currentTheme()).toBe('dark')

  expect(chooseTheme('light')).toBe(true)
  expect(storedTheme()).toBe('light')

  expect(chooseTheme('system')).toBe(true)
  expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false)
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  expect(currentTheme()).toBe('system')
})

test('with storage blocked, a choice still applies for the visit and reads back as the current theme', () => {
  denyStorageAccess()
  expect(storedTheme()).toBe('system')
  expect(chooseTheme('dark')).toBe(false)
  expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark')
  expect(currentTheme()).toBe('dark')
  expect(() => chooseTheme('system')).not.toThrow()
  expect(currentTheme()).toBe('system')
})

test('with storage full, a choice still applies for the visit', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError')
  })
  expect(chooseTheme('light')).toBe(false)
  expect(currentTheme()).toBe('light')
})
