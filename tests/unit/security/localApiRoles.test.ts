// @vitest-environment node
import { call, createTestApi, signInAs, snapshot, validCourseData, type TestApi } from '../../local-api/helpers.ts'

/** A complete add-course upload (course data and a PNG), sent with the given headers only. */
function addCourseForm(): FormData {
  const form = new FormData()
  form.set('courseData', JSON.stringify(validCourseData()))
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  form.set('courseThumbnail', new File([png], 'cover.png', { type: 'image/png' }))
  return form
}

/*
 * The server, not the client guard, keeps educator data to educators
 * (docs/security-and-reliability.md#educator-only-data). The local API tests (tests/local-api/educator.test.ts) check
 * the plain learner (403) and visitor (401) cases; this adds the tokens an attacker or a broken client would send:
 * forged, malformed, `Bearer null`, a token in the wrong scheme, and a signed-out (revoked) session. Every one is
 * refused and changes nothing.
 */

const EDUCATOR_ONLY: [string, string][] = [
  ['GET', '/api/educator/dashboard'],
  ['GET', '/api/educator/courses'],
  ['GET', '/api/educator/enrolled-students'],
  ['POST', '/api/educator/add-course'],
]

type Credential = { name: string; headers: (api: TestApi['api']) => Promise<Record<string, string>> }

const CREDENTIALS: Credential[] = [
  { name: 'Bearer null', headers: async () => ({ Authorization: 'Bearer null' }) },
  { name: 'Bearer undefined', headers: async () => ({ Authorization: 'Bearer undefined' }) },
  { name: 'an empty bearer', headers: async () => ({ Authorization: 'Bearer ' }) },
  { name: 'a forged token', headers: async () => ({ Authorization: `Bearer ${'A'.repeat(43)}` }) },
  {
    name: 'a JWT-looking token',
    headers: async () => ({ Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiZWR1Y2F0b3IifQ.' }),
  },
  {
    name: "the educator's token in another scheme",
    headers: async (api) => ({ Authorization: `Basic ${await signInAs.educator(api)}` }),
  },
  {
    name: "the educator's token as a cookie",
    headers: async (api) => ({ Cookie: `token=${await signInAs.educator(api)}` }),
  },
  {
    name: 'a signed-out educator session',
    headers: async (api) => {
      const token = await signInAs.educator(api)
      await call(api, 'POST', '/local-auth/sign-out', { token })
      return { Authorization: `Bearer ${token}` }
    },
  },
]

const cases = EDUCATOR_ONLY.flatMap(([method, path]) => CREDENTIALS.map((credential) => ({ method, path, credential })))

test.each(cases)('$method $path refuses $credential.name and changes nothing', async ({ method, path, credential }) => {
  const { api } = createTestApi()
  const headers = await credential.headers(api)
  const before = snapshot(api)
  const answer = await call(api, method, path, {
    headers,
    rawBody: path === '/api/educator/add-course' ? addCourseForm() : undefined,
  })
  expect(answer.status).toBe(401)
  expect(answer.json).toEqual({ success: false, message: 'Not authorized. Please sign in.' })
  expect(snapshot(api)).toBe(before)
})

test('a learner who holds an educator course id still gets no educator data', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  for (const [method, path] of EDUCATOR_ONLY.filter(([method]) => method === 'GET')) {
    const answer = await call(api, method, `${path}?educatorId=user_demo_educator`, { token })
    expect(answer).toMatchObject({ status: 403, json: { success: false, message: 'Unauthorized Access' } })
  }
})
