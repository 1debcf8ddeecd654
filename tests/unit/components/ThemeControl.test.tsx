import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeControl } from '../../../src/components/common/ThemeControl'
import { I18nWrapper } from '../../utils/render'
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../src/lib/theme'

/*
 * The Theme control (docs/product.md#theme): a labelled select of System, Light and Dark that shows the page's theme,
 * changes it at once and keeps it on this device; with storage blocked it still works for the visit.
 */

const root = document.documentElement

afterEach(() => {
  vi.restoreAllMocks()
  root.removeAttribute(THEME_ATTRIBUTE)
  localStorage.clear()
})

const control = () => screen.getByRole('combobox', { name: 'Theme' })

test('is labelled "Theme" and offers System (chosen by default), Light and Dark', () => {
  render(<ThemeControl tone="onLight" />, { wrapper: I18nWrapper })
  expect(control()).toHaveDisplayValue('System')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark'])
})

test('choosing Dark shows it at once and keeps it; choosing System again forgets it', async () => {
  const user = userEvent.setup()
  render(<ThemeControl tone="onDark" />, { wrapper: I18nWrapper })
  await user.selectOptions(control(), 'Dark')
  expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark')
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  expect(control()).toHaveDisplayValue('Dark')

  await user.selectOptions(control(), 'System')
  expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false)
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
})

test('shows the theme the page has, as the inline script put it on <html> before the app started', () => {
  root.setAttribute(THEME_ATTRIBUTE, 'light')
  render(<ThemeControl tone="onLight" />, { wrapper: I18nWrapper })
  expect(control()).toHaveDisplayValue('Light')
})

test('an unknown value kept in storage is System: the control shows it and nothing breaks', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'high-contrast')
  render(<ThemeControl tone="onLight" />, { wrapper: I18nWrapper })
  expect(control()).toHaveDisplayValue('System')
})

test('with storage blocked, a choice applies and lasts for the visit: a control mounted later shows it', async () => {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  const user = userEvent.setup()
  const first = render(<ThemeControl tone="onDark" />, { wrapper: I18nWrapper })
  await user.selectOptions(control(), 'Dark')
  expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark')
  // Another area's control (the educator top bar after the learner footer) mounts later in the same visit.
  first.unmount()
  render(<ThemeControl tone="onLight" />, { wrapper: I18nWrapper })
  expect(control()).toHaveDisplayValue('Dark')
})

test('a choice made in another tab applies here too', () => {
  render(<ThemeControl tone="onLight" />, { wrapper: I18nWrapper })
  act(() => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }))
  })
  expect(control()).toHaveDisplayValue('Dark')
  expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark')

  // The other tab cleared all of storage: back to System.
  act(() => {
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  })
  expect(control()).toHaveDisplayValue('System')
  expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false)

  // Another key changing leaves the theme alone.
  act(() => {
    root.setAttribute(THEME_ATTRIBUTE, 'light')
    window.dispatchEvent(new StorageEvent('storage', { key: 'edemy.something-else' }))
  })
  expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light')
})
