import { waitingUpdate } from '../../../src/serviceWorker/updateOffer'

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(() => Promise.resolve(undefined)),
  update: vi.fn(() => Promise.resolve()),
  fire(event: string) {
    this.listeners.get(event)?.()
  },
}))
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(readonly scriptUrl: string) {}
    addEventListener(event: string, listener: () => void) {
      workbox.listeners.set(event, listener)
    }
    messageSkipWaiting = workbox.messageSkipWaiting
    register = workbox.register
    update = workbox.update
  },
}))

const { registerServiceWorker } = await import('../../../src/serviceWorker/register')

const reload = vi.fn()
beforeEach(() => {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
})

test('a waiting version is offered, and only the learner’s choice switches to it and reloads this tab', () => {
  registerServiceWorker()
  expect(workbox.register).toHaveBeenCalled()
  expect(waitingUpdate()).toBeNull()

  // Another tab took the new version: this one keeps its page.
  workbox.fire('waiting')
  workbox.fire('controlling')
  expect(reload).not.toHaveBeenCalled()
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

  waitingUpdate()?.()
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
  expect(reload).not.toHaveBeenCalled()
  workbox.fire('controlling')
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a refused registration is not an error the learner sees', async () => {
  workbox.register.mockRejectedValueOnce(new Error('blocked by policy'))
  expect(() => registerServiceWorker()).not.toThrow()
  await Promise.resolve()
})
