// @vitest-environment node
import { http, passthrough } from 'msw'
import { readCompressionOption, startStandaloneServer, type StandaloneServer } from '../../local-api/standalone.ts'
import { server as msw } from '../mocks/server.ts'
import { createTestLogger } from './helpers.ts'

// Over a real socket, as the benchmark's Clerk mode uses it: the standalone server with and without
// --no-compression, asked by a client that accepts gzip.
let standalone: StandaloneServer | null = null

afterEach(async () => {
  await standalone?.close()
  standalone = null
})

async function catalogueHeaders(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Headers> {
  const compression = readCompressionOption(args, env)
  standalone = await startStandaloneServer({ port: 0, persist: false, compression, logger: createTestLogger() })
  msw.use(http.all(`${standalone.url}/*`, () => passthrough()))
  const response = await fetch(`${standalone.url}/api/course/all`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status).toBe(200)
  // fetch decodes a gzipped body itself: the content is the same either way.
  const { courses } = (await response.json()) as { courses: unknown[] }
  expect(courses.length).toBeGreaterThan(0)
  const headers = response.headers
  await standalone.close()
  standalone = null
  return headers
}

test('--no-compression (or LOCAL_API_COMPRESSION=off) sends the catalogue uncompressed even to a client accepting gzip', async () => {
  expect((await catalogueHeaders([])).get('content-encoding')).toBe('gzip')
  expect((await catalogueHeaders([], { LOCAL_API_COMPRESSION: 'on' })).get('content-encoding')).toBe('gzip')

  for (const [args, env] of [
    [['--port', '0', '--no-compression'], {}],
    [[], { LOCAL_API_COMPRESSION: 'off' }],
  ] as const) {
    const headers = await catalogueHeaders([...args], env)
    expect(headers.get('content-encoding')).toBeNull()
    expect(headers.get('vary')).toBeNull()
    expect(headers.get('content-type')).toMatch(/^application\/json/)
  }

  expect(() => readCompressionOption([], { LOCAL_API_COMPRESSION: 'no' })).toThrow(
    'LOCAL_API_COMPRESSION must be "on" or "off", got "no"',
  )
})
