import { act, screen } from '@testing-library/react'
import { renderApp } from '../../utils/render'
import { makeCourse, serveCatalogue } from './catalogueApi'

// "Did you mean" is a chunk of its own: here its download fails, as it does offline with nothing cached.
vi.mock('../../../src/components/learner/DidYouMean', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

test('when "Did you mean" cannot be downloaded, the empty state and the page stay as they were', async () => {
  serveCatalogue([makeCourse('js', 'JavaScript Essentials')])
  renderApp({ route: '/course-list/javscript' })
  expect(await screen.findByText('No courses available at the moment.')).toBeInTheDocument()
  await act(() => vi.dynamicImportSettled())
  expect(screen.queryByText('Did you mean')).not.toBeInTheDocument()
  expect(screen.queryByText(/Something went wrong/i)).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1, name: 'Course List' })).toBeInTheDocument()
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('javscript')
})
