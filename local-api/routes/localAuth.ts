import { Hono } from 'hono'
import { issueToken, requireUser, revokeToken } from '../auth.ts'
import type { Deps } from '../context.ts'
import { fail, readJsonObject, requestOrigin, type AppEnv } from '../http.ts'
import { randomObjectId } from '../ids.ts'
import { avatarPathFor } from '../demo/artwork.ts'
import { validateSignUp } from '../validation.ts'
import { personView, sessionUserView } from '../views.ts'

/**
 * The local identity provider (docs/api.md#local-identity-provider): stands in for Clerk when no
 * publishable key is configured. No passwords: it is a development tool with demo accounts.
 */
export function createLocalAuthRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // Names, pictures and roles only: the list is public, and an e-mail address is the person's own to type.
  routes.get('/accounts', (c) => {
    const origin = requestOrigin(c)
    const accounts = deps.store.database.users
      .filter((user) => user.isListed)
      .map((user) => {
        const view = personView(origin, user)
        return user.role ? { ...view, role: user.role } : view
      })
    return c.json({ success: true, accounts })
  })

  routes.post('/sign-in', async (c) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const { userId, email } = read.body
    let user
    if (typeof userId === 'string' && userId.trim() !== '') user = deps.store.user(userId)
    else if (typeof email === 'string' && email.trim() !== '') user = deps.store.userByEmail(email)
    else return fail(c, 400, 'userId or email is required')
    if (!user) return fail(c, 404, 'No account matches that user id or email')
    const token = issueToken(deps, user._id)
    await deps.store.save()
    return c.json({ success: true, token, user: sessionUserView(requestOrigin(c), user) })
  })

  routes.post('/sign-up', async (c) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const details = validateSignUp(read.body)
    if (!details.ok) return fail(c, 400, details.message)
    if (deps.store.userByEmail(details.value.email)) {
      return fail(c, 409, 'An account with this email already exists. Sign in with it instead.')
    }
    const now = deps.now()
    const user = {
      _id: `user_${randomObjectId(now)}`,
      name: details.value.name,
      fullName: details.value.name,
      email: details.value.email,
      imageUrl: avatarPathFor(details.value.name),
      enrolledCourses: [],
      // Listed so the person can sign back in after signing out: there is no password to remember.
      isListed: true,
      createdAt: new Date(now).toISOString(),
    }
    deps.store.addUser(user)
    const token = issueToken(deps, user._id)
    await deps.store.save()
    return c.json({ success: true, token, user: sessionUserView(requestOrigin(c), user) })
  })

  routes.get('/session', requireUser(deps), (c) =>
    c.json({ success: true, user: sessionUserView(requestOrigin(c), c.get('user')) }),
  )

  routes.post('/sign-out', requireUser(deps), async (c) => {
    revokeToken(deps, c.req.header('Authorization'))
    await deps.store.save()
    return c.json({ success: true, message: 'Signed out' })
  })

  return routes
}
