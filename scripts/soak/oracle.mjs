// The soak run's direct line to the local API (docs/api.md), from Node: never through the page, so the fault
// layer never touches it. It signs the demo accounts in (as tests/e2e/fixtures.ts does), tells the walk which
// courses a learner owns and reads the progress the server really has.

const TIMEOUT_MS = 10_000

export function createOracle(baseUrl) {
  async function call(method, path, { token, body } = {}) {
    const headers = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = await response.json().catch(() => null)
    if (!answer || answer.success !== true) {
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)?.slice(0, 200)}`)
    }
    return answer
  }

  return {
    /** A demo account's session: { token, userId, name }. */
    async signIn(userId) {
      const answer = await call('POST', '/local-auth/sign-in', { body: { userId } })
      return { token: answer.token, userId: answer.user._id, name: answer.user.name }
    },
    /** The published catalogue (the public answer, without content). */
    async catalogue() {
      return (await call('GET', '/api/course/all')).courses
    },
    /** The learner's courses with their full content (real lecture links). */
    async enrolledCourses(token) {
      return (await call('GET', '/api/user/data/enrolled-courses', { token })).enrolledCourses
    },
    /** The ids of the lectures the server has as complete in one course. */
    async completedLectures(token, courseId) {
      const answer = await call('POST', '/api/user/get-course-progress', { token, body: { courseId } })
      return answer.progressData?.completedLectures ?? []
    },
  }
}

/** Every lecture of a course in study order: { lectureId, lectureTitle, chapterIndex, lectureIndex }. */
export function lecturesOf(course) {
  const chapters = [...(course.courseContent ?? [])].sort((a, b) => a.chapterOrder - b.chapterOrder)
  return chapters.flatMap((chapter, chapterIndex) =>
    [...chapter.chapterContent]
      .sort((a, b) => a.lectureOrder - b.lectureOrder)
      .map((lecture, lectureIndex) => ({
        lectureId: lecture.lectureId,
        lectureTitle: lecture.lectureTitle,
        chapterIndex,
        lectureIndex,
      })),
  )
}
