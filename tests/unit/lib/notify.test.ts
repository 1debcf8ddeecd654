import { failedChunkOf } from '../../../src/lib/notify'

// The toast library's chunk is asked for again at a new address after a failed import, when the failure names it.
describe('failedChunkOf', () => {
  const chunk = `${window.location.origin}/assets/dist-BYkUnW4q.js`

  it('reads the chunk from the failures Chromium and Firefox write', () => {
    expect(failedChunkOf(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(chunk)
    expect(failedChunkOf(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(chunk)
  })

  it('finds nothing in a failure that names no address, or in what is not an error', () => {
    expect(failedChunkOf(new TypeError('Importing a module script failed.'))).toBeNull()
    expect(failedChunkOf(`Failed to fetch dynamically imported module: ${chunk}`)).toBeNull()
    expect(failedChunkOf(undefined)).toBeNull()
  })

  it('takes only a script of this site, at its plain address', () => {
    const elsewhere = 'https://cdn.example.com/assets/dist-BYkUnW4q.js'
    expect(failedChunkOf(new TypeError(`Failed to fetch dynamically imported module: ${elsewhere}`))).toBeNull()
    expect(failedChunkOf(new TypeError(`Failed to fetch dynamically imported module: ${chunk}?attempt=2`))).toBeNull()
    const stylesheet = `${window.location.origin}/assets/index.css`
    expect(failedChunkOf(new TypeError(`Unable to preload CSS for ${stylesheet}`))).toBeNull()
  })
})
