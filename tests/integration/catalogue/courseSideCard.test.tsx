import { screen } from '@testing-library/react'
import { CourseSideCard } from '../../../src/components/learner/CourseSideCard'
import { activateHindi } from '../../utils/hindi'
import { renderWithProviders } from '../../utils/render'
import { DETAIL_COURSE, serveCatalogue } from './catalogueApi'

/** The course page's side card on its own, for its percent off (the whole card is covered by courseDetails.test). */
function renderCard(discount: number) {
  // The app's context asks for the catalogue.
  serveCatalogue([])
  renderWithProviders(<CourseSideCard course={{ ...DETAIL_COURSE, discount }} currency="₹" preview={null} />, {
    auth: { user: null },
  })
}

test.each([
  [20, '20% off'],
  [12.5, '12.5% off'],
  [33.3333, '33.33% off'],
])('a discount of %s reads "%s"', (discount, label) => {
  renderCard(discount)
  expect(screen.getByText(label)).toBeInTheDocument()
})

test('no discount shows no percent off', () => {
  renderCard(0)
  expect(screen.queryByText(/% off/)).not.toBeInTheDocument()
})

test('in Hindi the percent off is Hindi, its number written as in English', async () => {
  await activateHindi()
  renderCard(12.5)
  expect(screen.getByText('12.5% छूट')).toBeInTheDocument()
})
