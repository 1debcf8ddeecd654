import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../utils/render'
import { makeCourse, serveCatalogue } from './catalogueApi'

// A file of its own: AOS, once loaded, stays loaded for the rest of a file's tests.
afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY')
})

test('a home page opened already scrolled (a restored position) loads its animation without waiting for a scroll', async () => {
  // jsdom never scrolls; this is what the browser reports after restoring a position.
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 })
  serveCatalogue([makeCourse('c1', 'JavaScript Essentials'), makeCourse('c2', 'SQL Mastery')])
  renderApp({ route: '/' })
  const list = await screen.findByRole('list', { name: 'Featured courses' })
  await waitFor(() => expect(list.querySelector('[data-aos="fade-up"]')).not.toBeNull())
})
