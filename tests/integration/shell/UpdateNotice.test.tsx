import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UpdateNotice } from '../../../src/components/common/UpdateNotice'
import { offerUpdate } from '../../../src/serviceWorker/updateOffer'
import { I18nWrapper } from '../../utils/render'

test('the notice appears once a new version waits, in a live region, and Reload applies it', async () => {
  render(<UpdateNotice />, { wrapper: I18nWrapper })
  const region = screen.getByRole('status')
  expect(region).toBeEmptyDOMElement()

  const applyUpdate = vi.fn()
  act(() => offerUpdate(applyUpdate))
  expect(region).toHaveTextContent('A new version is available')
  expect(applyUpdate).not.toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
  expect(applyUpdate).toHaveBeenCalledTimes(1)
})
