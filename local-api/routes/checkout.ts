import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { renderCheckoutPage, renderMessagePage, type MessagePageProps } from '../checkout/page.ts'
import type { Deps } from '../context.ts'
import type { AppEnv } from '../http.ts'
import { formatPrice } from '../../src/domain/price.ts'
import { numberLocaleOf } from '../../src/config/defaults.ts'
import type { CheckoutSessionRecord, CourseRecord, PurchaseRecord, UserRecord } from '../records.ts'

/** The only card number that pays (docs/api.md#test-checkout); any other is declined. */
export const TEST_CARD_NUMBER = '4242424242424242'

/**
 * Every checkout answer: a strict CSP (no scripts at all; the form may only post here or, through
 * the redirect that follows, to the app), no framing, no sniffing, no caching, and no referrer to
 * other sites. Not no-referrer: with it the browser sends the form with `Origin: null`, which the
 * API refuses like any foreign origin.
 */
function securityHeaders(c: Context<AppEnv>, appOrigin: string | null): void {
  const formAction = appOrigin ? `'self' ${appOrigin}` : `'self'`
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('X-Frame-Options', 'DENY')
  c.header('Referrer-Policy', 'same-origin')
  c.header('Cache-Control', 'no-store')
}

type OpenSession = {
  session: CheckoutSessionRecord
  purchase: PurchaseRecord
  course: CourseRecord
  user: UserRecord
}

export function createCheckoutRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  function messagePage(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    appOrigin: string | null,
    page: MessagePageProps,
  ) {
    securityHeaders(c, appOrigin)
    return c.html(renderMessagePage(page), status)
  }

  /** Why a session cannot be paid: the status and page to answer, and where its link leads. */
  type Refusal = { status: ContentfulStatusCode; appOrigin: string | null; page: MessagePageProps }

  const NOT_FOUND: Refusal = {
    status: 404,
    appOrigin: null,
    page: {
      heading: 'Checkout not found',
      message: 'This checkout link is not valid. Go back to the course and choose Enroll again.',
    },
  }

  function lookUpSession(sessionId: string): OpenSession | null {
    const { database } = deps.store
    const session = database.checkoutSessions.find((candidate) => candidate._id === sessionId)
    const purchase = session && database.purchases.find((candidate) => candidate._id === session.purchaseId)
    const course = purchase && deps.store.course(purchase.courseId)
    const user = purchase && deps.store.user(purchase.userId)
    return session && purchase && course && user ? { session, purchase, course, user } : null
  }

  function refusalFor({ session, course, user }: OpenSession): Refusal | null {
    const origin = session.appOrigin
    const myEnrollments = { href: `${origin}/my-enrollments`, text: 'Go to My Enrollments' }
    if (session.paidAt !== undefined) {
      const message = 'This checkout has already been paid. Your course is waiting in My Enrollments.'
      return { status: 409, appOrigin: origin, page: { heading: 'Already paid', message, link: myEnrollments } }
    }
    if (deps.now() >= session.expiresAt) {
      const message = 'This checkout expired after 30 minutes without payment. Nothing was charged.'
      const link = { href: `${origin}/course/${encodeURIComponent(course._id)}`, text: 'Back to the course' }
      return { status: 410, appOrigin: origin, page: { heading: 'Checkout expired', message, link } }
    }
    if (user.enrolledCourses.includes(course._id)) {
      const message = 'You are already enrolled in this course, so nothing was charged.'
      return { status: 409, appOrigin: origin, page: { heading: 'Already enrolled', message, link: myEnrollments } }
    }
    return null
  }

  /** The session if it can still be paid; otherwise the error page that explains why not. */
  function findOpenSession(c: Context<AppEnv>): { ok: true; open: OpenSession } | { ok: false; response: Response } {
    const open = lookUpSession(c.req.param('sessionId') ?? '')
    const refusal = open ? refusalFor(open) : NOT_FOUND
    if (!open || refusal) {
      const { status, appOrigin, page } = refusal ?? NOT_FOUND
      return { ok: false, response: messagePage(c, status, appOrigin, page) }
    }
    return { ok: true, open }
  }

  function checkoutPage(c: Context<AppEnv>, open: OpenSession, isDeclined: boolean) {
    securityHeaders(c, open.session.appOrigin)
    const html = renderCheckoutPage({
      sessionId: open.session._id,
      courseTitle: open.course.courseTitle,
      // Grouped as the app groups it for this currency (the local API has no VITE_LOCALE of its own).
      amount: formatPrice(open.purchase.amount, deps.currency, numberLocaleOf(deps.currency)),
      isDeclined,
    })
    return c.html(html, isDeclined ? 402 : 200)
  }

  routes.get('/:sessionId', (c) => {
    const found = findOpenSession(c)
    return found.ok ? checkoutPage(c, found.open, false) : found.response
  })

  routes.post(
    '/:sessionId',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) =>
        messagePage(c, 413, null, { heading: 'Request too large', message: 'The form sent too much data.' }),
    }),
    async (c) => {
      // The form is read before the session is checked, and nothing is awaited between that check
      // and the write below: two payments whose bodies arrive together cannot both find it unpaid.
      const form = await c.req.parseBody().catch(() => null)
      const found = findOpenSession(c)
      if (!found.ok) return found.response
      const { session, purchase, course, user } = found.open
      const action = form?.action ?? 'pay'
      if (action === 'cancel') return c.redirect(`${session.appOrigin}/course/${encodeURIComponent(course._id)}`, 303)
      if (action !== 'pay') {
        return messagePage(c, 400, session.appOrigin, { heading: 'Unknown action', message: 'Choose Pay or Cancel.' })
      }
      const cardNumber = typeof form?.cardNumber === 'string' ? form.cardNumber.replace(/[\s-]/g, '') : ''
      if (cardNumber !== TEST_CARD_NUMBER) return checkoutPage(c, found.open, true)

      const now = deps.now()
      purchase.status = 'completed'
      purchase.updatedAt = new Date(now).toISOString()
      session.paidAt = now
      user.enrolledCourses.push(course._id)
      if (!course.enrolledStudents.includes(user._id)) course.enrolledStudents.push(user._id)
      await deps.store.save()
      return c.redirect(`${session.appOrigin}/loading/my-enrollments`, 303)
    },
  )

  return routes
}
