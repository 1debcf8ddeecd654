// @vitest-environment node
import * as v from 'valibot'
import { localAccountSchema, localSessionUserSchema, userSchema } from '../../src/api/types.ts'
import { TOKEN_LIFETIME_MS } from '../../local-api/auth.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { call, createTestApi, signIn, signInAs, snapshot } from './helpers.ts'

test('the accounts list offers the demo accounts, with the role only on educators', async () => {
  const { api } = createTestApi()
  const { status, json } = await call(api, 'GET', '/local-auth/accounts')
  expect(status).toBe(200)
  const accounts = v.parse(v.array(localAccountSchema), json.accounts)
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const listed = accounts.find((candidate) => candidate._id === account._id)
    expect(listed).toEqual({
      _id: account._id,
      name: account.name,
      imageUrl: expect.stringMatching(/^http:\/\/local\.test\/demo-assets\/avatars\/[A-Z]{2}-\d+\.svg$/),
      ...('role' in account ? { role: 'educator' } : {}),
    })
  }
  // Background learners fill dashboards but are not offered for sign-in.
  expect(accounts).toHaveLength(Object.keys(DEMO_ACCOUNTS).length)
  const learner = (json.accounts as Record<string, unknown>[]).find(
    (account) => account._id === DEMO_ACCOUNTS.learner._id,
  )
  expect(learner).not.toHaveProperty('role')
})

test('signing in by user id or by e-mail (any case) answers a long random token and the user', async () => {
  const { api } = createTestApi()
  const byId = await call(api, 'POST', '/local-auth/sign-in', { body: { userId: DEMO_ACCOUNTS.educator._id } })
  expect(byId.status).toBe(200)
  expect(byId.json.success).toBe(true)
  expect(v.parse(localSessionUserSchema, byId.json.user)).toEqual({
    _id: DEMO_ACCOUNTS.educator._id,
    name: DEMO_ACCOUNTS.educator.name,
    fullName: DEMO_ACCOUNTS.educator.name,
    email: DEMO_ACCOUNTS.educator.email,
    imageUrl: expect.stringContaining('/demo-assets/avatars/'),
    role: 'educator',
  })
  // 32 random bytes in base64url: 256 bits, well over the contract's 128.
  expect(byId.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

  const byEmail = await call(api, 'POST', '/local-auth/sign-in', { body: { email: '  ROHAN.Mehta@Example.com ' } })
  expect((byEmail.json.user as { _id: string })._id).toBe(DEMO_ACCOUNTS.learner._id)
  expect(byEmail.json.token).not.toBe(byId.json.token)
})

test('tokens are kept only as hashes in the data', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  expect(snapshot(api)).not.toContain(token)
})

test.each([
  [{}, 400, 'userId or email is required'],
  [{ userId: '' }, 400, 'userId or email is required'],
  [{ userId: 7 }, 400, 'userId or email is required'],
  [{ userId: 'user_nobody' }, 404, 'No account matches that user id or email'],
  [{ email: 'nobody@example.com' }, 404, 'No account matches that user id or email'],
])('sign-in with %j answers %i and issues no token', async (body, status, message) => {
  const { api } = createTestApi()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-in', { body })
  expect(answer).toMatchObject({ status, json: { success: false, message } })
  expect(snapshot(api)).toBe(before)
})

test('signing up creates a learner who is signed in, listed, and can call the API', async () => {
  const { api } = createTestApi()
  const { status, json } = await call(api, 'POST', '/local-auth/sign-up', {
    body: { name: '  Zoë   Åberg ', email: 'Zoe.Aberg@Example.com' },
  })
  expect(status).toBe(200)
  expect(json.success).toBe(true)
  const user = v.parse(localSessionUserSchema, json.user)
  expect(user).toMatchObject({ name: 'Zoë Åberg', fullName: 'Zoë Åberg', email: 'zoe.aberg@example.com' })
  expect(user.role).toBeUndefined()
  expect(user.imageUrl).toMatch(/\/demo-assets\/avatars\/ZA-\d+\.svg$/)
  const avatar = await api.fetch(new Request(user.imageUrl))
  expect(avatar.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)

  const token = String(json.token)
  const data = await call(api, 'GET', '/api/user/data', { token })
  expect(v.parse(userSchema, data.json.user)).toMatchObject({ _id: user._id, enrolledCourses: [] })
  const accounts = await call(api, 'GET', '/local-auth/accounts')
  expect((accounts.json.accounts as { _id: string }[]).map((account) => account._id)).toContain(user._id)
})

test('the account list shows names, pictures and roles, never an e-mail address, even after sign-ups', async () => {
  const { api } = createTestApi()
  await call(api, 'POST', '/local-auth/sign-up', { body: { name: 'Zoë Åberg', email: 'zoe.aberg@example.com' } })
  const { json } = await call(api, 'GET', '/local-auth/accounts')
  const accounts = json.accounts as Record<string, unknown>[]
  expect(accounts.length).toBe(Object.keys(DEMO_ACCOUNTS).length + 1)
  for (const account of accounts) {
    expect(Object.keys(account).sort()).toEqual(
      ['_id', 'imageUrl', 'name', ...('role' in account ? ['role'] : [])].sort(),
    )
  }
  expect(JSON.stringify(json)).not.toMatch(/@|example\.com/i)
  // The person who signed up signs back in by typing their own e-mail.
  const again = await call(api, 'POST', '/local-auth/sign-in', { body: { email: 'Zoe.Aberg@example.com' } })
  expect(again.status).toBe(200)
  expect(again.json.user).toMatchObject({ name: 'Zoë Åberg', email: 'zoe.aberg@example.com' })
})

test('signing up again with a known e-mail (any case) is refused and creates nothing', async () => {
  const { api } = createTestApi()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-up', {
    body: { name: 'Someone Else', email: 'SARA.LINDQVIST@example.com' },
  })
  expect(answer.status).toBe(409)
  expect(answer.json.success).toBe(false)
  expect(answer.json.message).toMatch(/already exists/)
  expect(snapshot(api)).toBe(before)
})

test.each([
  [{ email: 'a@b.co' }, 'name is required'],
  [{ name: '   ', email: 'a@b.co' }, 'name is required'],
  [{ name: 'x'.repeat(101), email: 'a@b.co' }, 'name must be at most 100 characters'],
  [{ name: 'Ada' }, 'email is required'],
  [{ name: 'Ada', email: 'not-an-email' }, 'email is not a valid e-mail address'],
  [{ name: 'Ada', email: 'ada@localhost' }, 'email is not a valid e-mail address'],
  [{ name: 'Ada', email: 'ada @example.com' }, 'email is not a valid e-mail address'],
  [{ name: 'Ada', email: ['ada@example.com'] }, 'email is required'],
])('sign-up with %j is refused: %s', async (body, message) => {
  const { api } = createTestApi()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-up', { body })
  expect(answer).toMatchObject({ status: 400, json: { success: false, message } })
  expect(snapshot(api)).toBe(before)
})

test('the session answers the signed-in user and picks up the educator role after update-role', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const before = await call(api, 'GET', '/local-auth/session', { token })
  expect(before.status).toBe(200)
  expect(v.parse(localSessionUserSchema, before.json.user)).toMatchObject({ _id: DEMO_ACCOUNTS.learner._id })
  expect(before.json.user).not.toHaveProperty('role')
  await call(api, 'POST', '/api/educator/update-role', { token })
  const after = await call(api, 'GET', '/local-auth/session', { token })
  expect(v.parse(localSessionUserSchema, after.json.user).role).toBe('educator')
})

test('signing out ends that token only', async () => {
  const { api } = createTestApi()
  const laptop = await signInAs.learner(api)
  const phone = await signInAs.learner(api)
  const out = await call(api, 'POST', '/local-auth/sign-out', { token: laptop })
  expect(out).toMatchObject({ status: 200, json: { success: true } })
  expect((await call(api, 'GET', '/api/user/data', { token: laptop })).status).toBe(401)
  expect((await call(api, 'GET', '/local-auth/session', { token: laptop })).status).toBe(401)
  expect((await call(api, 'POST', '/local-auth/sign-out', { token: laptop })).status).toBe(401)
  expect((await call(api, 'GET', '/api/user/data', { token: phone })).status).toBe(200)
})

test('a token stops working 12 hours after sign-in', async () => {
  const { api, clock } = createTestApi()
  const token = await signIn(api, DEMO_ACCOUNTS.educator._id)
  clock.now += TOKEN_LIFETIME_MS - 1000
  expect((await call(api, 'GET', '/api/educator/dashboard', { token })).status).toBe(200)
  clock.now += 1000
  const expired = await call(api, 'GET', '/api/educator/dashboard', { token })
  expect(expired).toMatchObject({ status: 401, json: { success: false, message: 'Not authorized. Please sign in.' } })
  expect((await call(api, 'GET', '/local-auth/session', { token })).status).toBe(401)
  // Expired sign-ins are dropped from the data at the next sign-in.
  await signInAs.freshLearner(api)
  expect(api.store.database.authSessions).toHaveLength(1)
})
