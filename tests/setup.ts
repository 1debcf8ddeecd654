import '@testing-library/jest-dom/vitest'
// jsdom has no IndexedDB; browsers do (lecture notes live there): an in-memory one, as a browser's would be.
import 'fake-indexeddb/auto'
import { configure } from '@testing-library/dom'
import { toast } from 'react-toastify'
import { server } from './mocks/server'
import { consoleGuard } from './utils/console'
import { i18n } from '../src/lib/i18n'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

// The interface in English, as on a first visit with an English browser (tests of Hindi switch it themselves).
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

// The one place for how long findBy/waitFor wait for a condition. Test files import the lazy pages they
// render up front, but a render on a busy machine can still take seconds: the default 1 s made tests
// fail under load. Tests still wait on conditions; this only bounds the wait.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no layout, so window.scrollTo only prints "Not implemented"; ScrollToTop calls it on
// every navigation. A spy keeps the test output clean and lets a test check the scroll.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as typeof window.scrollTo
afterAll(() => server.close())

beforeEach(() => {
  consoleGuard.allowed = false
  consoleGuard.errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleGuard.errors.push(args)
  })
})

afterEach(() => {
  server.resetHandlers()
  // react-toastify keeps toasts in a module-level store; without this one test's toasts show up in the next.
  toast.dismiss()
  // local-api tests run in the node environment, which has no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
  const { allowed, errors } = consoleGuard
  if (!allowed && errors.length > 0) {
    const first = errors[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ')
    throw new Error(`console.error was called ${errors.length} time(s) during the test: ${first}`)
  }
})
