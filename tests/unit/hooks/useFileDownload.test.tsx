import { act, renderHook } from '@testing-library/react'
import { useFileDownload, type MadeFile } from '../../../src/hooks/useFileDownload'
import { notify } from '../../../src/lib/notify'

// Saving itself is tests/unit/lib/download.test.ts's subject; here only what is handed to it.
const saved = vi.hoisted(() => ({ files: [] as [string, Blob][] }))
vi.mock('../../../src/lib/download', () => ({
  downloadFile: (fileName: string, blob: Blob) => saved.files.push([fileName, blob]),
}))

const FAILURE = 'The file could not be made.'
const FILE: MadeFile = { fileName: 'report.csv', blob: new Blob(['a,b'], { type: 'text/csv' }) }

/** A `make` that finishes only when the test says so, counting its calls. */
function heldMaker() {
  const settle = { resolve: (_file: MadeFile) => {}, reject: (_error: Error) => {} }
  const make = vi.fn(
    () =>
      new Promise<MadeFile>((resolve, reject) => {
        settle.resolve = resolve
        settle.reject = reject
      }),
  )
  return { make, settle }
}

let toasts: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  saved.files = []
  toasts = vi.spyOn(notify, 'error').mockImplementation(() => {})
})

test('presses while the file is being made are ignored: it is made and saved once', async () => {
  const { make, settle } = heldMaker()
  const { result } = renderHook(() => useFileDownload(make, FAILURE))

  // Two presses before React re-renders (a double click), then one more on the busy render.
  act(() => {
    result.current.download()
    result.current.download()
  })
  expect(result.current.isMaking).toBe(true)
  act(() => result.current.download())
  expect(make).toHaveBeenCalledTimes(1)

  await act(async () => settle.resolve(FILE))
  expect(result.current.isMaking).toBe(false)
  expect(saved.files).toEqual([['report.csv', FILE.blob]])
  expect(toasts).not.toHaveBeenCalled()
})

test('a failure toasts the given message, saves nothing and lets the next press try again', async () => {
  const { make, settle } = heldMaker()
  const { result } = renderHook(() => useFileDownload(make, FAILURE))

  act(() => result.current.download())
  await act(async () => settle.reject(new Error('chunk failed to load')))
  expect(toasts).toHaveBeenCalledExactlyOnceWith(FAILURE)
  expect(saved.files).toEqual([])
  expect(result.current.isMaking).toBe(false)

  act(() => result.current.download())
  expect(make).toHaveBeenCalledTimes(2)
  await act(async () => settle.resolve(FILE))
  expect(saved.files).toEqual([['report.csv', FILE.blob]])
})

test('leaving the screen while the file is made still saves it, and does not fail', async () => {
  const { make, settle } = heldMaker()
  const { result, unmount } = renderHook(() => useFileDownload(make, FAILURE))

  act(() => result.current.download())
  unmount()
  await act(async () => settle.resolve(FILE))
  expect(saved.files).toEqual([['report.csv', FILE.blob]])
  expect(toasts).not.toHaveBeenCalled()
})
