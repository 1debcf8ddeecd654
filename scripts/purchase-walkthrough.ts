/*
 * End-to-end purchase over real HTTP against the local API, for CI and for anyone checking a change
 * by hand: `npx tsx scripts/purchase-walkthrough.ts`. Starts the API on a free port with a temporary
 * data folder, walks a fresh learner from sign-in to rating, prints each step and exits non-zero on
 * the first failure.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_ACCOUNTS } from '../local-api/demo/accounts.ts'
import { startStandaloneServer } from '../local-api/standalone.ts'

/** Where the checkout must send the browser back to: the dev server, an app origin allowed with no settings. */
const APP_ORIGIN = 'http://localhost:5173'
/** A page the API must not act for. */
const FOREIGN_ORIGIN = 'https://evil.example'
const TEST_CARD = '4242 4242 4242 4242'

type Json = Record<string, unknown>

let stepNumber = 0

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

function step(text: string): void {
  stepNumber += 1
  console.log(`${String(stepNumber).padStart(2)}. ${text}`)
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'purchase-walkthrough-'))
  const server = await startStandaloneServer({ port: 0, hostname: '127.0.0.1', dataDir })
  console.log(`Local API on ${server.url} (data in ${dataDir})\n`)

  async function api(method: string, route: string, options: { token?: string; body?: Json } = {}): Promise<Json> {
    const headers: Record<string, string> = { Origin: APP_ORIGIN }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.body) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
    })
    const json = (await response.json()) as Json
    check(
      response.ok && json.success === true,
      `${method} ${route} failed (${response.status}): ${JSON.stringify(json)}`,
    )
    return json
  }

  try {
    const account = DEMO_ACCOUNTS.freshLearner
    const signIn = await api('POST', '/local-auth/sign-in', { body: { email: account.email } })
    const token = signIn.token
    check(typeof token === 'string' && token.length >= 22, 'sign-in answered no usable token')
    step(`Signed in as ${account.name} (${account.email})`)

    const { courses } = (await api('GET', '/api/course/all')) as { courses: { _id: string; courseTitle: string }[] }
    check(Array.isArray(courses) && courses.length >= 12, `expected at least 12 courses, got ${courses?.length}`)
    const course = courses.find((candidate) => candidate.courseTitle.startsWith('Docker')) ?? courses[0]
    check(course, 'the catalogue is empty')
    step(`Listed ${courses.length} courses; buying "${course.courseTitle}"`)

    const { sessionUrl } = await api('POST', '/api/user/purchase', { token, body: { courseId: course._id } })
    check(
      typeof sessionUrl === 'string' && sessionUrl.startsWith(`${server.url}/checkout/`),
      `unexpected sessionUrl ${String(sessionUrl)}`,
    )
    step(`Purchase created; checkout at ${sessionUrl}`)

    const foreign = await fetch(`${server.url}/api/user/purchase`, {
      method: 'POST',
      headers: { Origin: FOREIGN_ORIGIN, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseId: course._id }),
    })
    check(foreign.status === 403, `a purchase sent from ${FOREIGN_ORIGIN} answered ${foreign.status}, expected 403`)
    step(`A purchase sent from ${FOREIGN_ORIGIN} is refused (403)`)

    const page = await fetch(sessionUrl)
    const html = await page.text()
    check(page.status === 200, `checkout page answered ${page.status}`)
    check(html.includes(course.courseTitle), 'the checkout page does not show the course title')
    check(
      /autocomplete="cc-number"/.test(html) && html.includes('>Pay<'),
      'the checkout page has no card field or Pay button',
    )
    const amount = /class="amount">([^<]+)</.exec(html)?.[1]
    step(`Checkout page shows the course and ${amount ?? 'no amount'}`)

    const paid = await fetch(sessionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: TEST_CARD, action: 'pay' }).toString(),
      redirect: 'manual',
    })
    const location = paid.headers.get('Location')
    check(paid.status === 303, `paying answered ${paid.status}, expected 303`)
    check(location === `${APP_ORIGIN}/loading/my-enrollments`, `paying redirected to ${location}`)
    step(`Paid with ${TEST_CARD}: 303 to ${location}`)

    const { enrolledCourses } = (await api('GET', '/api/user/data/enrolled-courses', { token })) as {
      enrolledCourses: {
        _id: string
        courseContent: { chapterContent: { lectureId: string; lectureUrl: string }[] }[]
      }[]
    }
    const enrolled = enrolledCourses.find((candidate) => candidate._id === course._id)
    check(enrolled, 'the course is not in the enrolled courses')
    step('The course is in the enrolled courses')

    const lecture = enrolled.courseContent.flatMap((chapter) => chapter.chapterContent).at(-1)
    check(lecture && lecture.lectureUrl.startsWith('https://'), 'the enrolled course has no paid lecture link')
    const update = await api('POST', '/api/user/update-course-progress', {
      token,
      body: { courseId: course._id, lectureId: lecture.lectureId },
    })
    step(`Marked lecture ${lecture.lectureId} complete: "${String(update.message)}"`)

    const { progressData } = (await api('POST', '/api/user/get-course-progress/', {
      token,
      body: { courseId: course._id },
    })) as {
      progressData: { completedLectures: string[] } | null
    }
    const completed = progressData?.completedLectures ?? []
    check(completed.includes(lecture.lectureId), `progress is ${JSON.stringify(progressData)}`)
    step(`Progress reads ${completed.length} completed lecture(s)`)

    const rating = await api('POST', '/api/user/add-user-rating', { token, body: { courseId: course._id, rating: 4 } })
    const { courseData } = (await api('GET', `/api/course/${course._id}`)) as {
      courseData: { courseRatings: { userId: string; rating: number }[] }
    }
    const mine = courseData.courseRatings.find((entry) => entry.userId === account._id)
    check(mine?.rating === 4, `the course shows rating ${JSON.stringify(mine)}, expected 4`)
    step(`Rated the course 4: "${String(rating.message)}", and the course shows it`)

    console.log('\nPurchase walk-through passed.')
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(
    `\nPurchase walk-through FAILED at step ${stepNumber + 1}: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
