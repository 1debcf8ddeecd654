import { SERVICE_WORKER_REGISTER_MAX_WAIT_MS } from '../../../src/config/constants'
import { ANSWER_UPDATED_MESSAGE } from '../../../src/serviceWorker/publicAnswers'

const build = vi.hoisted(() => ({ isProduction: true }))
vi.mock('../../../src/config/env', () => ({
  get isProductionBuild() {
    return build.isProduction
  },
  config: { backendUrl: '' },
}))
const registerServiceWorker = vi.hoisted(() => vi.fn())
vi.mock('../../../src/serviceWorker/register', () => ({ registerServiceWorker }))

const { startServiceWorker } = await import('../../../src/serviceWorker/start')

/** A stand-in for navigator.serviceWorker: messages from the worker arrive as events on it. */
function fakeContainer() {
  const container = Object.assign(new EventTarget(), { startMessages: vi.fn() })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return container
}

function fromWorker(container: EventTarget, data: unknown) {
  container.dispatchEvent(new MessageEvent('message', { data }))
}

beforeEach(() => registerServiceWorker.mockClear())
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  build.isProduction = true
})

test('the worker’s word of a fresher catalogue or course reaches the app, and the worker is registered', async () => {
  const container = fakeContainer()
  const updated = vi.fn()
  startServiceWorker(updated)
  expect(container.startMessages).toHaveBeenCalled()

  fromWorker(container, { type: ANSWER_UPDATED_MESSAGE, url: `${location.origin}/api/course/all` })
  fromWorker(container, { type: ANSWER_UPDATED_MESSAGE, url: `${location.origin}/api/course/c%2042` })
  expect(updated.mock.calls).toEqual([[{ kind: 'catalogue' }], [{ kind: 'course', courseId: 'c 42' }]])
  await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1))
})

test('the worker is registered only once the loaded page is idle, or after a set wait at the latest', async () => {
  fakeContainer()
  const idle: { callback: () => void; timeout?: number }[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    idle.push({ callback, timeout: options?.timeout })
    return idle.length
  })
  try {
    startServiceWorker(vi.fn())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(registerServiceWorker).not.toHaveBeenCalled()
    expect(idle.map((entry) => entry.timeout)).toEqual([SERVICE_WORKER_REGISTER_MAX_WAIT_MS])

    idle[0]?.callback()
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1))
  } finally {
    vi.unstubAllGlobals()
  }
})

test.each([
  ['another kind of message', { type: 'SOMETHING_ELSE', url: '/api/course/all' }],
  ['no address', { type: ANSWER_UPDATED_MESSAGE }],
  ['an address that is no public answer', { type: ANSWER_UPDATED_MESSAGE, url: 'http://localhost:3000/api/user/data' }],
  ['another origin', { type: ANSWER_UPDATED_MESSAGE, url: 'https://elsewhere.example/api/course/all' }],
  ['no data', null],
])('a message with %s changes nothing', (_name, data) => {
  const container = fakeContainer()
  const updated = vi.fn()
  startServiceWorker(updated)
  fromWorker(container, data)
  expect(updated).not.toHaveBeenCalled()
})

test('a development build, or a browser without service workers, gets no worker', async () => {
  build.isProduction = false
  const container = fakeContainer()
  startServiceWorker(vi.fn())
  expect(container.startMessages).not.toHaveBeenCalled()

  build.isProduction = true
  Reflect.deleteProperty(navigator, 'serviceWorker')
  expect(() => startServiceWorker(vi.fn())).not.toThrow()
  await Promise.resolve()
  expect(registerServiceWorker).not.toHaveBeenCalled()
})
