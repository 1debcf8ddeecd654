import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_TOKEN_KEY, LOCAL_USER_KEY } from '../../../src/auth/LocalAuthProvider'
import { server } from '../../mocks/server'
import { holdAnswer } from '../holdAnswer'
import { activateHindi } from '../../utils/hindi'
import { ANANYA, LOCAL_TOKEN, mockLocalIdentity, renderWithLocalAuth, ROHAN } from './localAuthApi'
// The sign-in dialog and the account menu are lazy chunks: loaded with the file, so no test's wait
// includes compiling them.
import '../../../src/components/common/LocalSignInDialog'
import '../../../src/auth/LocalUserButton'

async function openDialog(user: ReturnType<typeof renderWithLocalAuth>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create Account' }))
  return screen.findByRole('dialog', { name: /Sign in to/ })
}

test('the local sign-in dialog lists the demo accounts', async () => {
  mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  expect(await within(dialog).findByRole('button', { name: /Continue as Rohan Mehta/ })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: /Continue as Ananya Krishnan/ })).toHaveTextContent('Educator')
})

test('choosing an account signs in, keeps the token and closes the dialog', async () => {
  const identity = mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  await user.click(await within(dialog).findByRole('button', { name: /Continue as Rohan Mehta/ }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('link', { name: 'My Enrollments' })).toBeInTheDocument()
  expect(await screen.findByRole('button', { name: 'Account: Rohan Mehta' })).toBeInTheDocument()
  expect(identity.callsTo('/local-auth/sign-in')).toEqual([
    { method: 'POST', path: '/local-auth/sign-in', body: { userId: ROHAN._id }, authorization: null },
  ])
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(`${LOCAL_TOKEN}-1`)
})

test('an educator account signs in straight to Educator Dashboard', async () => {
  mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(`Continue as ${ANANYA.name}`) }))
  expect(await screen.findByRole('link', { name: 'Educator Dashboard' })).toBeInTheDocument()
})

test('sign-up checks the name and e-mail before sending anything', async () => {
  const identity = mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
  expect(within(dialog).getByText('Enter your name.')).toBeInTheDocument()
  expect(within(dialog).getByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')

  await user.type(within(dialog).getByLabelText('Name'), 'Priya')
  await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
  expect(within(dialog).queryByText('Enter your name.')).not.toBeInTheDocument()
  expect(within(dialog).getByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument()
  expect(identity.callsTo('/local-auth/sign-up')).toHaveLength(0)
})

test('sign-up with an e-mail already in use shows the server message in the dialog', async () => {
  mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  await user.type(within(dialog).getByLabelText('Name'), 'Rohan Again')
  await user.type(within(dialog).getByLabelText('Email'), ROHAN.email)
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
  expect(await within(dialog).findByText('An account with this e-mail already exists')).toBeInTheDocument()
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull()
})

test('sign-up creates a learner and signs them in', async () => {
  const identity = mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  await user.type(within(dialog).getByLabelText('Name'), '  Priya Shah ')
  await user.type(within(dialog).getByLabelText('Email'), 'priya@example.com')
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
  expect(await screen.findByRole('button', { name: 'Account: Priya Shah' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Become Educator' })).toBeInTheDocument()
  expect(identity.callsTo('/local-auth/sign-up')[0]?.body).toEqual({ name: 'Priya Shah', email: 'priya@example.com' })
})

test('a token kept from an earlier visit signs the learner back in on load', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  renderWithLocalAuth()
  expect(await screen.findByRole('button', { name: 'Account: Rohan Mehta' })).toBeInTheDocument()
  expect(identity.callsTo('/local-auth/session')[0]?.authorization).toBe(`Bearer ${LOCAL_TOKEN}`)
})

test('the account menu works from the keyboard and Escape gives focus back to the avatar', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  const { user } = renderWithLocalAuth()
  const avatar = await screen.findByRole('button', { name: 'Account: Rohan Mehta' })
  avatar.focus()
  await user.keyboard('{Enter}')
  const signOut = await screen.findByRole('menuitem', { name: 'Sign out' })
  expect(screen.getByRole('menu')).toHaveTextContent('Rohan Mehta')
  await user.keyboard('{ArrowDown}')
  expect(signOut).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(avatar).toHaveFocus()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(LOCAL_TOKEN)
})

test('signing out tells the provider and forgets the token', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  const { user } = renderWithLocalAuth()
  await user.click(await screen.findByRole('button', { name: 'Account: Rohan Mehta' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull()
  expect(identity.callsTo('/local-auth/sign-out')).toEqual([
    { method: 'POST', path: '/local-auth/sign-out', body: undefined, authorization: `Bearer ${LOCAL_TOKEN}` },
  ])
})

test('a token the provider refuses is forgotten and the visitor is signed out', async () => {
  mockLocalIdentity()
  localStorage.setItem(LOCAL_TOKEN_KEY, 'expired-token-0123456789')
  renderWithLocalAuth()
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull()
})

test('an unreachable provider on load does not forget the token', async () => {
  mockLocalIdentity()
  server.use(http.get('*/local-auth/session', () => HttpResponse.error()))
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  renderWithLocalAuth()
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(LOCAL_TOKEN)
})

test('an unreachable provider on load keeps the learner it last confirmed signed in, offline included', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  server.use(http.get('*/local-auth/session', () => HttpResponse.error()))
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  localStorage.setItem(LOCAL_USER_KEY, JSON.stringify(ROHAN))
  renderWithLocalAuth()
  expect(await screen.findByRole('button', { name: 'Account: Rohan Mehta' })).toBeInTheDocument()
})

test('the learner a token was last confirmed for is remembered, and forgotten with a refused token', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  renderWithLocalAuth()
  await screen.findByRole('button', { name: 'Account: Rohan Mehta' })
  expect(JSON.parse(localStorage.getItem(LOCAL_USER_KEY) ?? '{}')).toMatchObject({ _id: ROHAN._id, name: ROHAN.name })
})

test('a refused token also forgets the learner it belonged to', async () => {
  mockLocalIdentity()
  localStorage.setItem(LOCAL_TOKEN_KEY, 'expired-token-0123456789')
  localStorage.setItem(LOCAL_USER_KEY, JSON.stringify(ROHAN))
  renderWithLocalAuth()
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull()
})

test('a failed user reload keeps a signed-in learner signed in', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  const { user } = renderWithLocalAuth()
  await screen.findByRole('button', { name: 'Account: Rohan Mehta' })
  server.use(http.get('*/local-auth/session', () => HttpResponse.error()))
  await user.click(screen.getByRole('button', { name: 'Become Educator' }))
  expect(await screen.findByText('You are now an educator')).toBeInTheDocument()
  // The reload's GET is retried on a network failure before it gives up.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Become Educator' })).toBeEnabled())
  expect(screen.getByRole('button', { name: 'Account: Rohan Mehta' })).toBeInTheDocument()
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(LOCAL_TOKEN)
})

test('the sign-in dialog speaks Hindi: headings, labels, buttons and checks; account names stay as written', async () => {
  await activateHindi()
  const identity = mockLocalIdentity()
  const { user } = renderWithLocalAuth()
  await user.click(await screen.findByRole('button', { name: 'खाता बनाएँ' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edemy में साइन इन करें' })
  expect(dialog).toHaveAccessibleDescription(
    'लोकल डेमो साइन-इन: कोई खाता चुनें, जिस ईमेल से साइन अप किया था उससे साइन इन करें, या नया खाता बनाएँ।',
  )
  expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument()
  expect(within(dialog).getByRole('heading', { name: 'डेमो खाते' })).toBeInTheDocument()
  expect(await within(dialog).findByRole('button', { name: 'Rohan Mehta के रूप में जारी रखें' })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: /^Ananya Krishnan के रूप में जारी रखें/ })).toHaveTextContent('शिक्षक')

  expect(within(dialog).getByRole('heading', { name: 'पहले साइन अप कर चुके हैं?' })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'ईमेल से साइन इन करें' }))
  expect(within(dialog).getByLabelText('आपका ईमेल पता')).toHaveAccessibleDescription(
    'वह ईमेल पता डालें जिससे आपने साइन अप किया था।',
  )

  expect(within(dialog).getByRole('heading', { name: 'यहाँ नए हैं? खाता बनाएँ' })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'खाता बनाएँ' }))
  expect(within(dialog).getByLabelText('नाम')).toHaveAccessibleDescription('अपना नाम डालें।')
  expect(within(dialog).getByLabelText('ईमेल')).toHaveAccessibleDescription('name@example.com जैसा कोई ईमेल पता डालें।')
  expect(identity.callsTo('/local-auth/sign-in')).toHaveLength(0)
  expect(identity.callsTo('/local-auth/sign-up')).toHaveLength(0)
})

test('the dialog’s loading, error and empty states speak Hindi too', async () => {
  await activateHindi()
  mockLocalIdentity({ accounts: [] })
  const answer = holdAnswer()
  server.use(
    http.get('*/local-auth/accounts', async () => {
      await answer.released
      return HttpResponse.json({}, { status: 403 })
    }),
  )
  const { user } = renderWithLocalAuth()
  await user.click(await screen.findByRole('button', { name: 'खाता बनाएँ' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edemy में साइन इन करें' })
  expect(within(dialog).getByRole('status')).toHaveTextContent('खाते लोड हो रहे हैं…')

  answer.release()
  const tryAgain = await within(dialog).findByRole('button', { name: 'फिर से कोशिश करें' })
  server.use(http.get('*/local-auth/accounts', () => HttpResponse.json({ success: true, accounts: [] })))
  await user.click(tryAgain)
  expect(await within(dialog).findByText('अभी कोई डेमो खाता नहीं है। नीचे एक बनाएँ।')).toBeInTheDocument()
})

test('in English the dialog reads as before: loading, empty list, and each check’s sentence', async () => {
  mockLocalIdentity({ accounts: [] })
  const answer = holdAnswer()
  server.use(
    http.get('*/local-auth/accounts', async () => {
      await answer.released
      return HttpResponse.json({ success: true, accounts: [] })
    }),
  )
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  expect(dialog).toHaveAccessibleName('Sign in to Edemy')
  expect(dialog).toHaveAccessibleDescription(
    'Local demo sign-in: choose an account, sign in with the e-mail you signed up with, or create a new account.',
  )
  expect(within(dialog).getByRole('status')).toHaveTextContent('Loading accounts…')
  answer.release()
  expect(await within(dialog).findByText('No demo accounts yet. Create one below.')).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  expect(within(dialog).getByRole('heading', { name: 'Demo accounts' })).toBeInTheDocument()
  expect(within(dialog).getByRole('heading', { name: 'Signed up before?' })).toBeInTheDocument()
  expect(within(dialog).getByRole('heading', { name: 'New here? Create an account' })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Sign in with e-mail' }))
  expect(within(dialog).getByLabelText('Your e-mail address')).toHaveAccessibleDescription(
    'Enter the e-mail address you signed up with.',
  )
})

test('an account name that looks like markup or a placeholder is shown as written, in both languages', async () => {
  const name = '<0>Ravi</0> {name} <b>'
  mockLocalIdentity({ accounts: [{ ...ROHAN, name }] })
  const { user } = renderWithLocalAuth()
  const dialog = await openDialog(user)
  expect(await within(dialog).findByRole('button', { name: `Continue as ${name}` })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))

  await act(() => activateHindi())
  await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
  const hindi = await screen.findByRole('dialog', { name: 'Edemy में साइन इन करें' })
  expect(await within(hindi).findByRole('button', { name: `${name} के रूप में जारी रखें` })).toBeInTheDocument()
})
