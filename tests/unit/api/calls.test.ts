// @vitest-environment node
// Node environment: there is no XMLHttpRequest, so uploads go by Node's fetch with undici FormData, and the multipart
// body MSW sees is the real one (jsdom's XHR bridge loses file contents and names).
import { HttpResponse } from 'msw'
import { API_CALLS, newCourse } from './calls'
import { TOKEN, recordApi, testClient } from './recorder'

describe.each(API_CALLS)('$name', (call) => {
  test(`sends ${call.method} ${call.path} and returns the answer`, async () => {
    const requests = recordApi(() => HttpResponse.json(call.answer))
    const result = await call.invoke(testClient())

    expect(result).toEqual(call.result)
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe(call.method)
    expect(request?.pathname).toBe(call.path)
    expect(request?.authorization).toBe(call.bearer ? `Bearer ${TOKEN}` : null)
    if (call.multipart) {
      expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    } else if (call.body === undefined) {
      expect(request?.text).toBe('')
    } else {
      expect(request?.contentType).toBe('application/json')
      expect(JSON.parse(request?.text ?? '')).toEqual(call.body)
    }
  })

  if (call.bearer) {
    test('sends nothing and asks to sign in when there is no token', async () => {
      const requests = recordApi(() => HttpResponse.json(call.answer))
      await expect(call.invoke(testClient({ getToken: async () => null }))).rejects.toMatchObject({
        kind: 'auth',
        message: 'Please sign in to continue.',
      })
      expect(requests).toHaveLength(0)
    })
  }
})

test('add-course sends courseData as JSON text and the thumbnail file', async () => {
  const requests = recordApi(() => HttpResponse.json({ success: true, message: 'Course Added' }))
  await API_CALLS.find((call) => call.name === 'addCourse')?.invoke(testClient())

  const form = requests[0]?.form
  expect(form).not.toBeNull()
  expect([...(form?.keys() ?? [])].sort()).toEqual(['courseData', 'courseThumbnail'])
  expect(JSON.parse(String(form?.get('courseData')))).toEqual(newCourse)
  const file = form?.get('courseThumbnail')
  expect(file).toBeInstanceOf(File)
  expect((file as File).name).toBe('thumb.png')
  expect((file as File).type).toBe('image/png')
  expect([...new Uint8Array(await (file as File).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
})

test('answers with fewer fields degrade to empty values instead of failing', async () => {
  recordApi(() =>
    HttpResponse.json({
      success: true,
      courses: [{ _id: 'c9', courseTitle: 'Bare course', coursePrice: 10 }],
    }),
  )
  const [course] = (await API_CALLS[0]?.invoke(testClient())) as Array<Record<string, unknown>>
  expect(course).toEqual({
    _id: 'c9',
    courseTitle: 'Bare course',
    coursePrice: 10,
    courseDescription: '',
    courseThumbnail: '',
    discount: 0,
    educator: null,
    courseRatings: [],
  })
})
