import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '../../mocks/server'
import { LANGUAGE_STORAGE_KEY } from '../../../src/lib/language'
import { renderApp } from '../../utils/render'

test('choosing हिन्दी in the footer switches the interface in place, keeps the choice and what was typed', async () => {
  server.use(http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })))
  const { user } = renderApp({ route: '/', auth: { user: null } })
  const search = await screen.findByPlaceholderText('Serach for Courses')
  await user.type(search, 'react')
  const footer = await screen.findByRole('contentinfo')
  const language = within(footer).getByRole('combobox', { name: 'Language' })
  expect(within(language).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi')

  await user.selectOptions(language, 'hi')

  expect(await screen.findByRole('button', { name: 'खाता बनाएँ' })).toBeInTheDocument()
  expect(within(footer).getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')
  expect(document.documentElement.lang).toBe('hi')
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi')
  expect(screen.getByDisplayValue('react')).toBeInTheDocument()

  await user.selectOptions(within(footer).getByRole('combobox', { name: 'भाषा' }), 'en')
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument())
  expect(document.documentElement.lang).toBe('en')
})

test('a language chosen in another tab applies here too, without a reload', async () => {
  server.use(http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })))
  renderApp({ route: '/', auth: { user: null } })
  await screen.findByRole('button', { name: 'Create Account' })
  await screen.findByRole('contentinfo')

  // The other tab keeps its choice; this one hears of it through the storage event.
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi')
  window.dispatchEvent(
    new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'hi', storageArea: localStorage }),
  )
  expect(await screen.findByRole('button', { name: 'खाता बनाएँ' })).toBeInTheDocument()
  expect(document.documentElement.lang).toBe('hi')

  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
  window.dispatchEvent(
    new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'en', storageArea: localStorage }),
  )
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument()
  expect(document.documentElement.lang).toBe('en')
})
