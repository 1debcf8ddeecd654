import { HttpResponse } from 'msw'
import type { Course } from '../../../src/api/types'
import { getAllCourses } from '../../../src/api/courses'
import { recordApi, testClient } from './recorder'

const course = (id: string, title = `Course ${id}`) => ({ _id: id, courseTitle: title, coursePrice: 10 })

type Piece = string | Uint8Array | { fail: true } | { stall: true }

/** An answer whose body arrives in the given pieces; it can fail (a dropped connection) or stall partway. */
function dripped(pieces: readonly Piece[], status = 200) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const piece = pieces[0]
      pieces = pieces.slice(1)
      // Each piece in its own task, as the network delivers them.
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (piece === undefined) controller.close()
      else if (typeof piece === 'string') controller.enqueue(encoder.encode(piece))
      else if (piece instanceof Uint8Array) controller.enqueue(piece)
      else if ('fail' in piece) controller.error(new TypeError('terminated'))
      else await new Promise(() => {})
    },
  })
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } })
}

/** Loads the catalogue, noting the ids of the courses told as arrived each time. */
async function load(timeoutMs = 2000) {
  const told: string[][] = []
  const outcome = await getAllCourses(testClient({ timeouts: { get: timeoutMs } }), undefined, (courses) =>
    told.push(courses.map((arrived) => arrived._id)),
  ).then(
    (courses: Course[]) => ({ courses: courses.map((kept) => kept._id), error: null }),
    (error: unknown) => ({ courses: null, error }),
  )
  return { ...outcome, told }
}

test('courses are told as they arrive, before the answer ends, and the whole list comes back at its end', async () => {
  recordApi(() =>
    dripped(['{"success":true,"courses":[', JSON.stringify(course('a')), ',', JSON.stringify(course('b')), ']}']),
  )
  const { courses, told } = await load()
  expect(told).toEqual([['a'], ['a', 'b']])
  expect(courses).toEqual(['a', 'b'])
})

test('a character split between network pieces arrives whole', async () => {
  const bytes = new TextEncoder().encode(JSON.stringify({ success: true, courses: [course('u', 'हिन्दी में 😀 Café')] }))
  recordApi(() => dripped(Array.from(bytes, (byte) => new Uint8Array([byte]))))
  const { courses, error } = await load()
  expect(error).toBeNull()
  expect(courses).toEqual(['u'])
})

test('a course that fails the course rules is left out; those around it are kept', async () => {
  const bad = { _id: 'bad', courseTitle: 'Bad', coursePrice: 'free' }
  recordApi(() => HttpResponse.json({ success: true, courses: [course('a'), bad, course('b')] }))
  expect((await load()).courses).toEqual(['a', 'b'])
})

test('success:false is an error with the server message, whether it comes before or after the courses', async () => {
  recordApi(() => dripped(['{"courses":[', JSON.stringify(course('a')), '],"success":false,"message":"DB down"}']))
  const after = await load()
  expect(after.error).toMatchObject({ kind: 'server', message: 'DB down' })

  recordApi(() => dripped(['{"success":false,"message":"DB down","courses":[', JSON.stringify(course('a')), ']}']))
  const before = await load()
  expect(before.error).toMatchObject({ kind: 'server', message: 'DB down' })
  // Nothing of an answer that said no is passed on after it said so.
  expect(before.told).toEqual([])
})

test('a dropped connection after some courses fails as a network error; those courses were already told', async () => {
  recordApi(() => dripped(['{"success":true,"courses":[', JSON.stringify(course('a')), ',', { fail: true }]))
  const { error, told } = await load()
  expect(error).toMatchObject({ kind: 'network' })
  expect(told).toEqual([['a']])
})

test('a malformed byte in the middle fails as an unexpected answer after the courses before it', async () => {
  recordApi(() => dripped(['{"success":true,"courses":[', JSON.stringify(course('a')), ',{"_id":\u0001}]}']))
  const { error, told } = await load()
  expect(error).toMatchObject({ kind: 'unexpected', message: 'The server sent an unexpected response.' })
  expect(told).toEqual([['a']])
})

test('an answer that ends without closing the array is an unexpected answer', async () => {
  recordApi(() => dripped(['{"success":true,"courses":[', JSON.stringify(course('a'))]))
  expect((await load()).error).toMatchObject({ kind: 'unexpected' })
})

test('an HTML page with status 200 is an unexpected answer; with 502, the status says what failed', async () => {
  recordApi(() => dripped(['<!doctype html><h1>Oops</h1>']))
  expect((await load()).error).toMatchObject({ kind: 'unexpected' })
  recordApi(() => dripped(['<!doctype html><h1>Bad gateway</h1>'], 502))
  expect((await load()).error).toMatchObject({ kind: 'http', status: 502 })
})

test('a stream that stalls times out as a whole answer would', async () => {
  recordApi(() => dripped(['{"success":true,"courses":[', JSON.stringify(course('a')), ',', { stall: true }]))
  const { error, told } = await load(150)
  expect(error).toMatchObject({ kind: 'timeout' })
  expect(told).toEqual([['a']])
})

test('an answer that is all here at once is still read with the main thread given back between pieces', async () => {
  const courses = Array.from({ length: 10_000 }, (_, index) =>
    course(`c${index}`, `A fairly long course title ${index}`),
  )
  recordApi(() => HttpResponse.json({ success: true, courses }))
  let otherTaskRan = false
  let ranBeforeTheEnd = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    otherTaskRan = true
    channel.port1.close()
  }
  let isFirst = true
  const read = await getAllCourses(testClient({ timeouts: { get: 5000 } }), undefined, (arrived) => {
    // Queued once reading has begun: only a pause in the reading lets it run before the last course.
    if (isFirst) channel.port2.postMessage(null)
    isFirst = false
    if (arrived.length === courses.length) ranBeforeTheEnd = otherTaskRan
  })
  expect(read).toHaveLength(10_000)
  expect(ranBeforeTheEnd).toBe(true)
})
