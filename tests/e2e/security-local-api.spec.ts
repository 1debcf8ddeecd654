import type { APIRequestContext, APIResponse, TestInfo } from '@playwright/test'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner, recordTestFigures, signInDemo, test } from '../fixtures/securityE2e'
import { expect, openSignIn, SERVED_BUILD_DIR } from './fixtures'

/*
 * The local API as the preview serves it (mounted on the app's origin, no settings), probed the way a
 * hostile page, a rebound host name or a careless client would: foreign origins and hosts, payments
 * racing for one enrollment, oversized and deeply nested bodies, the headers of JSON answers, the
 * account list, and what the build folder ships. Each probe that gets through counts as a failure.
 */

const FOREIGN_ORIGINS = [
  'https://evil.example',
  'http://xn--lcalhost-nbh:4317',
  'http://localhost.evil.example',
  'null',
]
const REBOUND_HOSTS = ['evil.example', 'attacker.test:4317', '127.0.0.1.nip.io']
const COURSE_ID = DEMO_COURSE_IDS['python-data-analysis'] ?? ''
const TEST_CARD = '4242424242424242'

/** Counts probes and, by kind, those that got through; records them and fails the test on any. */
function createProbes() {
  let tried = 0
  const failures: Record<string, number> = {}
  return {
    check(kind: string, isFine: boolean): void {
      tried += 1
      failures[kind] = (failures[kind] ?? 0) + (isFine ? 0 : 1)
    },
    finish(testInfo: TestInfo): void {
      recordTestFigures(testInfo, { row: 'localApi', tried, failures })
      expect(failures).toEqual(Object.fromEntries(Object.keys(failures).map((kind) => [kind, 0])))
    },
  }
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}

async function bodyText(response: APIResponse): Promise<string> {
  return (await response.body()).toString('utf8')
}

/** Opens a checkout for `token` from `origin` and returns its path. */
async function openCheckout(request: APIRequestContext, token: string, origin: string): Promise<string> {
  const answer = await request.post('/api/user/purchase', {
    headers: { ...bearer(token), Origin: origin },
    data: { courseId: COURSE_ID },
  })
  const { sessionUrl } = (await answer.json()) as { sessionUrl?: string }
  if (!sessionUrl) throw new Error(`purchase failed: ${answer.status()}`)
  return new URL(sessionUrl).pathname
}

function pay(request: APIRequestContext, sessionPath: string, action = 'pay'): Promise<APIResponse> {
  return request.post(sessionPath, { form: { cardNumber: TEST_CARD, action }, maxRedirects: 0 })
}

test('foreign origins get no CORS permission and change nothing; the app’s own origin works', async ({
  request,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const learner = await createLearner(request, 'Origin Prober')
  const probes = createProbes()
  for (const origin of FOREIGN_ORIGINS) {
    const preflight = await request.fetch('/local-auth/sign-in', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    })
    probes.check('corsAllowed', preflight.headers()['access-control-allow-origin'] === undefined)
    const read = await request.get('/local-auth/accounts', { headers: { Origin: origin } })
    probes.check('corsAllowed', read.headers()['access-control-allow-origin'] === undefined)
    const signIn = await request.post('/local-auth/sign-in', {
      headers: { Origin: origin },
      data: { userId: DEMO_ACCOUNTS.educator._id },
    })
    probes.check('changesLetThrough', signIn.status() === 403 && !(await bodyText(signIn)).includes('token'))
    const signUp = await request.post('/local-auth/sign-up', {
      headers: { Origin: origin, 'Content-Type': 'text/plain' },
      data: JSON.stringify({ name: 'Mallory', email: `mallory.${Date.now()}@example.com` }),
    })
    probes.check('changesLetThrough', signUp.status() === 403)
    const purchase = await request.post('/api/user/purchase', {
      headers: { ...bearer(learner.token), Origin: origin },
      data: { courseId: COURSE_ID },
    })
    probes.check('changesLetThrough', purchase.status() === 403 && !(await bodyText(purchase)).includes('sessionUrl'))
  }
  const own = await request.fetch('/local-auth/sign-in', {
    method: 'OPTIONS',
    headers: { Origin: appOrigin, 'Access-Control-Request-Method': 'POST' },
  })
  probes.check('appRefused', own.headers()['access-control-allow-origin'] === appOrigin)
  const ownSignIn = await request.post('/local-auth/sign-in', {
    headers: { Origin: appOrigin },
    data: { userId: DEMO_ACCOUNTS.learner._id },
  })
  probes.check('appRefused', ownSignIn.ok())

  probes.finish(testInfo)
})

test('a rebound host name is refused on every API path; localhost and 127.0.0.1 are served', async ({
  request,
  baseURL,
}, testInfo) => {
  const port = new URL(baseURL ?? '').port
  const probes = createProbes()
  for (const host of REBOUND_HOSTS) {
    for (const apiPath of ['/api/course/all', '/local-auth/accounts', '/local-auth/sign-in']) {
      const answer = await request.get(apiPath, { headers: { Host: host } })
      probes.check('hostsServed', answer.status() === 403 || answer.status() === 421)
    }
  }
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
    probes.check('appRefused', (await request.get('/api/course/all', { headers: { Host: host } })).ok())
  }
  probes.finish(testInfo)
})

test('the checkout returns only to the app, and one session paid five times at once enrolls once', async ({
  request,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const probes = createProbes()
  const learner = await createLearner(request, 'Race Prober')

  const cancelled = await openCheckout(request, learner.token, appOrigin)
  const page = await request.get(cancelled)
  probes.check('checkoutHeaders', page.headers()['referrer-policy'] === 'same-origin')
  const cancel = await pay(request, cancelled, 'cancel')
  probes.check('returnsElsewhere', cancel.headers()['location'] === `${appOrigin}/course/${COURSE_ID}`)

  const sessionPath = await openCheckout(request, learner.token, appOrigin)
  const answers = await Promise.all(Array.from({ length: 5 }, () => pay(request, sessionPath)))
  const paid = answers.filter((answer) => answer.status() === 303)
  probes.check('extraPayments', paid.length === 1)
  probes.check('returnsElsewhere', paid[0]?.headers()['location'] === `${appOrigin}/loading/my-enrollments`)
  const enrolled = await request.get('/api/user/data', { headers: bearer(learner.token) })
  const { user } = (await enrolled.json()) as { user: { enrolledCourses: string[] } }
  probes.check('extraEnrollments', user.enrolledCourses.filter((id) => id === COURSE_ID).length === 1)

  probes.finish(testInfo)
})

test('oversized and deeply nested bodies are refused with a message naming the limit and the part', async ({
  request,
}, testInfo) => {
  const probes = createProbes()
  const learner = await createLearner(request, 'Limit Prober')
  const deep = await request.post('/api/user/purchase', {
    headers: { ...bearer(learner.token), 'Content-Type': 'application/json' },
    data: `{"courseId":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  })
  probes.check('unbounded', deep.status() === 400 && (await bodyText(deep)).includes('nested too deeply'))
  const large = await request.post('/local-auth/sign-in', { data: { email: 'x'.repeat(100 * 1024) } })
  probes.check('unbounded', large.status() === 413 && (await bodyText(large)).includes('at most 64 KB'))

  const educator = await signInDemo(request, DEMO_ACCOUNTS.educator._id)
  const description = `<p>${'a'.repeat(10 * 1024 * 1024)}</p>`
  const course = await request.post('/api/educator/add-course', {
    headers: bearer(educator.token),
    multipart: {
      courseData: JSON.stringify({
        courseTitle: 'Too long',
        courseDescription: description,
        coursePrice: 1,
        discount: 0,
        courseContent: [],
      }),
      courseThumbnail: { name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') },
    },
  })
  const message = String(((await course.json()) as { message?: string }).message)
  probes.check(
    'wrongPartNamed',
    course.status() === 413 && message.includes('courseData') && !/thumbnail/i.test(message),
  )

  probes.finish(testInfo)
})

test('JSON answers carry nosniff, signed-in answers no-store, and the account list no e-mail', async ({
  request,
}, testInfo) => {
  const probes = createProbes()
  const learner = await createLearner(request, 'Header Prober')
  const answers = [
    await request.get('/api/course/all'),
    await request.get('/api/course/no-such-course'),
    await request.get('/api/no-such-path'),
    await request.post('/local-auth/sign-in', { headers: { 'Content-Type': 'application/json' }, data: '{' }),
    await request.post('/local-auth/sign-in', { headers: { Origin: 'https://evil.example' }, data: {} }),
  ]
  for (const answer of answers) probes.check('sniffable', answer.headers()['x-content-type-options'] === 'nosniff')
  for (const apiPath of ['/api/user/data', '/api/user/data/enrolled-courses', '/local-auth/session']) {
    const answer = await request.get(apiPath, { headers: bearer(learner.token) })
    probes.check('cacheable', answer.headers()['cache-control'] === 'no-store')
  }
  const accounts = await request.get('/local-auth/accounts')
  probes.check('emailsListed', accounts.ok() && !(await bodyText(accounts)).includes('@'))

  probes.finish(testInfo)
})

test('the build that is served holds no manifest', async ({ request }, testInfo) => {
  const probes = createProbes()
  const outDir = SERVED_BUILD_DIR
  probes.check(
    'manifestShipped',
    existsSync(path.join(outDir, 'index.html')) && !existsSync(path.join(outDir, '.vite')),
  )
  const served = await request.get('/.vite/manifest.json')
  probes.check('manifestShipped', !(await bodyText(served)).includes('"isDynamicEntry"'))
  probes.finish(testInfo)
})

test('a returning learner signs in by typing their e-mail; the dialog shows nobody’s e-mail', async ({
  page,
}, testInfo) => {
  const probes = createProbes()
  await page.goto('/')
  await openSignIn(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: /Continue as Rohan Mehta/ })).toBeVisible()
  probes.check('emailsListed', !(await dialog.innerText()).includes('@'))
  await dialog.getByLabel('Your e-mail address').fill(DEMO_ACCOUNTS.freshLearner.email)
  await dialog.getByRole('button', { name: 'Sign in with e-mail' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Account: ${DEMO_ACCOUNTS.freshLearner.name}` })).toBeVisible()
  probes.finish(testInfo)
})
