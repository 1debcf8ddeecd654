import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { createElement } from 'react'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { createApiClient } from '../../src/api/client'
import { createQueryClient } from '../../src/api/queryClient'
import LocalSignInDialog from '../../src/components/common/LocalSignInDialog'
import { server } from '../mocks/server'
import { I18nWrapper } from '../utils/render'
import { createTestApi } from './helpers.ts'

/*
 * The local sign-in dialog against the real local API (behind MSW, in jsdom): it shows who can sign
 * in without showing anyone's e-mail, and a person who signed up earlier signs in by typing their own.
 */

function renderDialog() {
  const { api: localApi } = createTestApi()
  server.use(http.all('*/local-auth/*', ({ request }) => localApi.fetch(request)))
  const onSignedIn = vi.fn()
  render(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(LocalSignInDialog, {
        api: createApiClient({ baseUrl: '', getToken: async () => null }),
        open: true,
        onOpenChange: () => undefined,
        onSignedIn,
        onCloseAutoFocus: () => undefined,
      }),
    ),
    { wrapper: I18nWrapper },
  )
  return { onSignedIn, user: userEvent.setup(), dialog: screen.getByRole('dialog') }
}

test('the dialog lists the accounts by name and role, with no e-mail address anywhere', async () => {
  const { dialog } = renderDialog()
  expect(await within(dialog).findByRole('button', { name: /Continue as Rohan Mehta/ })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: /Continue as Ananya Krishnan/ })).toHaveTextContent('Educator')
  expect(dialog).not.toHaveTextContent(/@|example\.com/)
})

test('a person who signed up before signs in by typing their own e-mail', async () => {
  const { dialog, user, onSignedIn } = renderDialog()
  await within(dialog).findByRole('button', { name: /Continue as Rohan Mehta/ })
  await user.type(
    within(dialog).getByLabelText('Your e-mail address'),
    ` ${DEMO_ACCOUNTS.learner.email.toUpperCase()} `,
  )
  await user.click(within(dialog).getByRole('button', { name: 'Sign in with e-mail' }))
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
  expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ user: { _id: DEMO_ACCOUNTS.learner._id, name: 'Rohan Mehta' } })
})

test('an e-mail nobody signed up with is refused with the server’s message, and a malformed one before sending', async () => {
  const { dialog, user, onSignedIn } = renderDialog()
  const field = within(dialog).getByLabelText('Your e-mail address')
  await user.type(field, 'not-an-email')
  await user.click(within(dialog).getByRole('button', { name: 'Sign in with e-mail' }))
  expect(within(dialog).getByText('Enter the e-mail address you signed up with.')).toBeInTheDocument()
  expect(field).toHaveAttribute('aria-invalid', 'true')

  await user.clear(field)
  await user.type(field, 'nobody@example.com')
  await user.click(within(dialog).getByRole('button', { name: 'Sign in with e-mail' }))
  expect(await within(dialog).findByText('No account matches that user id or email')).toBeInTheDocument()
  expect(onSignedIn).not.toHaveBeenCalled()
})
