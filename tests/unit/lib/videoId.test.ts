// @vitest-environment node
import fc from 'fast-check'
import { parseYouTubeId } from '../../../src/lib/videoId'

const ID = 'dQw4w9WgXcQ'

test.each([
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}`,
  `http://www.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}`,
  `https://music.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?feature=share&v=${ID}`,
  `https://www.youtube.com/watch?v=${ID}&t=42s`,
  `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`,
  `https://www.youtube.com/watch?v=${ID}#t=1m`,
  `https://www.youtube.com/watch/?v=${ID}`,
  `https://WWW.YouTube.COM/watch?v=${ID}`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}/`,
  `https://youtu.be/${ID}?t=30`,
  `https://youtu.be/${ID}?si=AbC_123`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/embed/${ID}?showinfo=0`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/live/${ID}?feature=share`,
  `https://www.youtube.com/v/${ID}`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `https://youtube-nocookie.com/embed/${ID}/`,
  `https://www.youtube.com/${ID}`,
  `  https://youtu.be/${ID}  `,
  `\nhttps://www.youtube.com/watch?v=${ID}\t`,
  `youtu.be/${ID}`,
  `www.youtube.com/watch?v=${ID}`,
  `youtube.com/shorts/${ID}`,
  `//www.youtube.com/embed/${ID}`,
])('parseYouTubeId finds the id in %j', (url) => {
  expect(parseYouTubeId(url)).toBe(ID)
})

test.each([
  ['an id with _ and -', 'https://youtu.be/a_b-C_d-E_f', 'a_b-C_d-E_f'],
  ['ids are case-sensitive', 'https://youtu.be/ABCDEFGHIJK', 'ABCDEFGHIJK'],
])('parseYouTubeId keeps %s', (_label, url, expected) => {
  expect(parseYouTubeId(url)).toBe(expected)
})

test.each([
  ['a non-YouTube host', `https://evil.com/watch?v=${ID}`],
  ['a non-YouTube host with the id as last segment', `https://evil.com/${ID}`],
  ['a lookalike suffix host', `https://youtube.com.evil.com/watch?v=${ID}`],
  ['a lookalike prefix host', `https://notyoutube.com/watch?v=${ID}`],
  ['a YouTube name in the path only', `https://evil.com/youtube.com/watch?v=${ID}`],
  ['credentials in front of another host', `https://www.youtube.com@evil.com/watch?v=${ID}`],
  ['credentials in front of YouTube', `https://user:pass@www.youtube.com/watch?v=${ID}`],
  ['a trailing dot host', `https://www.youtube.com./watch?v=${ID}`],
  ['a custom port', `https://www.youtube.com:8443/watch?v=${ID}`],
  ['javascript:', `javascript:alert('${ID}')`],
  ['javascript: hiding a link', `javascript:alert(1)//youtu.be/${ID}`],
  ['data:', `data:text/html,https://youtu.be/${ID}`],
  ['ftp', `ftp://youtu.be/${ID}`],
  ['a 10-character id', 'https://youtu.be/dQw4w9WgXc'],
  ['a 12-character id', 'https://youtu.be/dQw4w9WgXcQQ'],
  ['an id with a forbidden character', 'https://youtu.be/dQw4w9W.XcQ'],
  ['an encoded id', 'https://youtu.be/dQw4w9W%67XcQ'],
  ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
  ['a watch link with a bad v', 'https://www.youtube.com/watch?v=short'],
  ['youtu.be with extra segments', `https://youtu.be/${ID}/extra`],
  ['youtu.be root', 'https://youtu.be/'],
  ['an embed without id', 'https://www.youtube.com/embed/'],
  ['a channel handle', 'https://www.youtube.com/@abcdefghijk'],
  ['a user page with an 11-character name', 'https://www.youtube.com/user/abcdefghijk'],
  ['a channel page', 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv'],
  ['a playlist', 'https://www.youtube.com/playlist?list=PLabcdefghi'],
  ['a nocookie non-embed path', `https://www.youtube-nocookie.com/watch?v=${ID}`],
  ['a bare id (not a link)', ID],
  ['an empty string', ''],
  ['whitespace', '   '],
  ['garbage', 'not a url at all'],
  ['a relative path', `/watch?v=${ID}`],
  ['a very long link', `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(5000)}`],
])('parseYouTubeId rejects %s', (_label, url) => {
  expect(parseYouTubeId(url)).toBeNull()
})

test.each([[null], [undefined], [42], [{}], [[`https://youtu.be/${ID}`]], [new URL(`https://youtu.be/${ID}`)]])(
  'parseYouTubeId returns null for the non-string %j',
  (value) => {
    expect(parseYouTubeId(value)).toBeNull()
  },
)

const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)
const shapes: readonly ((id: string) => string)[] = [
  (id) => `https://www.youtube.com/watch?v=${id}`,
  (id) => `https://www.youtube.com/watch?feature=share&v=${id}&t=10s`,
  (id) => `https://m.youtube.com/watch?v=${id}#comments`,
  (id) => `https://music.youtube.com/watch?v=${id}&list=RD${id}`,
  (id) => `https://youtu.be/${id}`,
  (id) => `https://youtu.be/${id}?t=30`,
  (id) => `https://youtu.be/${id}?si=abcDEF123/`,
  (id) => `https://youtu.be/${id}/`,
  (id) => `https://www.youtube.com/embed/${id}?start=5`,
  (id) => `https://www.youtube.com/shorts/${id}/`,
  (id) => `https://www.youtube.com/live/${id}?feature=share`,
  (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  (id) => `  youtube.com/watch?v=${id}\n`,
  (id) => `https://www.youtube.com/${id}`,
]

test.each(shapes.map((shape, index) => [index + 1, shape] as const))(
  'property: URL shape %i round-trips any valid id (1000 runs)',
  (_index, shape) => {
    fc.assert(
      fc.property(videoId, (id) => {
        expect(parseYouTubeId(shape(id))).toBe(id)
      }),
      { numRuns: 1000 },
    )
  },
)

const youtubeHost = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)\.?$/i

function isYouTubeHost(text: string): boolean {
  try {
    return youtubeHost.test(new URL(text.trim()).hostname)
  } catch {
    return /youtu/i.test(text)
  }
}

test('property: arbitrary strings never throw and give an id only for YouTube links', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (text) => {
      const result = parseYouTubeId(text)
      if (!isYouTubeHost(text)) expect(result).toBeNull()
      else if (result !== null) expect(result).toMatch(/^[A-Za-z0-9_-]{11}$/)
    }),
    { numRuns: 5000 },
  )
})

test('property: web URLs on other hosts give null, even with an id in the path, query and fragment', () => {
  fc.assert(
    fc.property(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      videoId,
      fc.constantFrom('', '/', '/watch?v=', '/embed/', '/shorts/'),
      (url, id, suffix) => {
        fc.pre(!isYouTubeHost(url))
        expect(parseYouTubeId(url)).toBeNull()
        expect(parseYouTubeId(`${url.replace(/[?#].*$/, '').replace(/\/$/, '')}${suffix}${id}`)).toBeNull()
      },
    ),
    { numRuns: 5000 },
  )
})
