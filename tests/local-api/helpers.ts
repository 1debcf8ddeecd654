import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalApi, type LocalApi, type LocalApiOptions } from '../../local-api/app.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import type { Logger } from '../../local-api/persistence.ts'

/** The API's origin in tests: a host name that is not loopback, so every test API names it as allowed. */
export const ORIGIN = 'http://local.test'
export const TEST_HOST = 'local.test'
/** The app's origin in checkout tests: where Pay and Cancel must send the browser back to (an allowed app origin). */
export const APP_ORIGIN = 'http://app.test:5173'
/** A fixed "now" after all demo dates, so expiry tests move a clock instead of waiting. */
export const START_TIME = Date.parse('2026-11-01T10:00:00.000Z')

export type TestLogger = Logger & { warnings: string[]; errors: string[] }

export function createTestLogger(): TestLogger {
  const warnings: string[] = []
  const errors: string[] = []
  return {
    warnings,
    errors,
    warn: (message) => warnings.push(message),
    error: (message) => errors.push(message),
  }
}

export type TestApi = { api: LocalApi; clock: { now: number }; logger: TestLogger }

/**
 * An in-memory API (no disk) with a movable clock and a logger that records instead of printing. It
 * answers on ORIGIN's host and lets APP_ORIGIN in, as an operator would allow them with the settings.
 */
export function createTestApi(options: LocalApiOptions = {}): TestApi {
  const clock = { now: START_TIME }
  const logger = createTestLogger()
  const api = createLocalApi({
    persist: false,
    now: () => clock.now,
    logger,
    allowedHosts: [TEST_HOST],
    appOrigins: [APP_ORIGIN],
    ...options,
  })
  return { api, clock, logger }
}

type CallOptions = {
  token?: string
  body?: unknown
  rawBody?: BodyInit
  headers?: Record<string, string>
  /** Where the API is reached (the Host the request names). Default: ORIGIN. */
  apiOrigin?: string
}

export type JsonAnswer = { status: number; json: Record<string, unknown>; headers: Headers }

/** One request to the API, as the app's client would send it. */
export async function call(
  api: LocalApi,
  method: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const headers = new Headers(options.headers)
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined = options.rawBody
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const url = `${options.apiOrigin ?? ORIGIN}${pathAndQuery}`
  const response = await api.fetch(new Request(url, { method, headers, body }))
  const json = (await response.json()) as Record<string, unknown>
  return { status: response.status, json, headers: response.headers }
}

export async function signIn(api: LocalApi, userId: string): Promise<string> {
  const answer = await call(api, 'POST', '/local-auth/sign-in', { body: { userId } })
  if (typeof answer.json.token !== 'string') throw new Error(`sign-in failed: ${JSON.stringify(answer.json)}`)
  return answer.json.token
}

export const signInAs = {
  learner: (api: LocalApi) => signIn(api, DEMO_ACCOUNTS.learner._id),
  educator: (api: LocalApi) => signIn(api, DEMO_ACCOUNTS.educator._id),
  freshLearner: (api: LocalApi) => signIn(api, DEMO_ACCOUNTS.freshLearner._id),
}

/** A deep copy of the whole state, to prove a refused call changed nothing. */
export function snapshot(api: LocalApi): string {
  return JSON.stringify(api.store.database)
}

/** A fresh temporary folder; remove it with removeDir in afterEach. */
export function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'local-api-test-'))
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true })
}

/** The smallest valid PNG signature plus a little body: enough for the magic-byte check. */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

export type NewCourseInput = {
  courseTitle: unknown
  courseDescription: unknown
  coursePrice: unknown
  discount: unknown
  courseContent: unknown
}

export function validCourseData(overrides: Partial<NewCourseInput> = {}): NewCourseInput {
  return {
    courseTitle: 'Rust for Web Developers',
    courseDescription: '<h2>About</h2><p>Learn <strong>Rust</strong> by building a web server.</p>',
    coursePrice: 59.99,
    discount: 10,
    courseContent: [
      {
        chapterId: 'ch-a',
        chapterOrder: 1,
        chapterTitle: 'Getting Started',
        collapsed: false,
        chapterContent: [
          {
            lectureId: 'lec-a1',
            lectureTitle: 'Installing Rust',
            lectureDuration: 12,
            lectureUrl: 'https://youtu.be/abcdefghijk',
            isPreviewFree: true,
            lectureOrder: 1,
          },
          {
            lectureId: 'lec-a2',
            lectureTitle: 'Ownership',
            lectureDuration: 18.5,
            lectureUrl: 'https://www.youtube.com/watch?v=bcdefghijkl',
            isPreviewFree: false,
            lectureOrder: 2,
          },
        ],
      },
    ],
    ...overrides,
  }
}

/** POSTs add-course as the app does: multipart with courseData (JSON text) and courseThumbnail. */
export async function addCourse(
  api: LocalApi,
  token: string | undefined,
  parts: { courseData?: string; thumbnail?: File | null } = {},
): Promise<JsonAnswer> {
  const form = new FormData()
  if (parts.courseData !== undefined) form.set('courseData', parts.courseData)
  const thumbnail =
    parts.thumbnail === undefined ? new File([pngBytes()], 'cover.png', { type: 'image/png' }) : parts.thumbnail
  if (thumbnail) form.set('courseThumbnail', thumbnail)
  return call(api, 'POST', '/api/educator/add-course', { token, rawBody: form })
}

/** Starts a checkout for a course as the app would (its Origin header set) and returns the session path. */
export async function startCheckout(
  api: LocalApi,
  token: string,
  courseId: string,
  origin = APP_ORIGIN,
  apiOrigin = ORIGIN,
) {
  const answer = await call(api, 'POST', '/api/user/purchase', {
    apiOrigin,
    token,
    body: { courseId },
    headers: { Origin: origin },
  })
  const sessionUrl = answer.json.sessionUrl
  if (typeof sessionUrl !== 'string') throw new Error(`purchase failed: ${JSON.stringify(answer.json)}`)
  return { answer, sessionUrl, sessionPath: new URL(sessionUrl).pathname }
}

/** Submits the checkout form as the browser would (urlencoded, with the clicked button's value). */
export function submitCheckout(
  api: LocalApi,
  sessionPath: string,
  fields: Record<string, string>,
  apiOrigin = ORIGIN,
): Promise<Response> {
  return api.fetch(
    new Request(`${apiOrigin}${sessionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  )
}

export type HeldBody = {
  body: ReadableStream<Uint8Array>
  /** Its length, sent as Content-Length as a browser would. */
  length: number
  /** Resolves once the handler starts reading the body. */
  reading: Promise<void>
  /** Lets the body arrive. */
  release: () => void
}

/**
 * A request body that arrives only when the test says so: the stream is read lazily and its bytes
 * wait for release(), so a test can line up two requests exactly where a slow network would.
 */
export function heldBody(text: string): HeldBody {
  const bytes = new TextEncoder().encode(text)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let startedReading = () => {}
  const reading = new Promise<void>((resolve) => (startedReading = resolve))
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        startedReading()
        await released
        controller.enqueue(bytes)
        controller.close()
      },
    },
    // No read ahead: pull() runs only when the handler asks for the body.
    { highWaterMark: 0 },
  )
  return { body, length: bytes.length, reading, release }
}

/** Pays (or cancels) a checkout session with a body the test holds back. */
export function submitHeldCheckout(api: LocalApi, sessionPath: string, held: HeldBody): Promise<Response> {
  return api.fetch(
    new Request(`${ORIGIN}${sessionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(held.length) },
      body: held.body,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit),
  )
}
