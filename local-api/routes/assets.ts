import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Deps } from '../context.ts'
import type { AppEnv } from '../http.ts'
import { parseAvatarName, renderAvatarSvg, renderThumbnailSvg, type ThumbnailArt } from '../demo/artwork.ts'
import { DEMO_COURSE_SPECS } from '../demo/courses.ts'
import { generatedThumbnailArt } from '../demo/generator.ts'
import { thumbnailPicture } from '../demo/raster.ts'
import { TYPE_BY_EXTENSION } from '../images.ts'

/** Images may be displayed, never run: SVG scripts and sniffed HTML are both ruled out. */
const IMAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

const DEMO_ART = new Map(DEMO_COURSE_SPECS.map((spec) => [spec.slug, spec.art]))

function thumbnailArt(key: string): ThumbnailArt | null {
  return DEMO_ART.get(key) ?? generatedThumbnailArt(key)
}

function notFound(c: Context<AppEnv>) {
  return c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' })
}

/** Demo thumbnails and avatars (drawn on request, cached by the browser) and uploaded thumbnails. */
export function createAssetRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // Drawing is cheap but a catalogue page asks for many: keep the rendered text.
  const svgCache = new Map<string, string>()
  // Making a picture takes tens of milliseconds: keep each one, and share it with requests made meanwhile.
  const pictureCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

  function svg(c: Context<AppEnv>, key: string, render: () => string) {
    let body = svgCache.get(key)
    if (body === undefined) {
      body = render()
      svgCache.set(key, body)
    }
    return c.body(body, 200, {
      ...IMAGE_HEADERS,
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    })
  }

  routes.get('/demo-assets/thumbnails/:file', async (c) => {
    const match = /^([a-z0-9-]{1,80})\.(svg|webp)$/.exec(c.req.param('file'))
    const key = match?.[1]
    const art = key ? thumbnailArt(key) : null
    if (!key || !art) return notFound(c)
    if (match[2] === 'svg') return svg(c, `thumbnail:${key}`, () => renderThumbnailSvg(art))
    let picture = pictureCache.get(key)
    if (!picture) {
      picture = thumbnailPicture(renderThumbnailSvg(art))
      pictureCache.set(key, picture)
      // A failure is not kept: the next request tries again.
      picture.catch(() => pictureCache.delete(key))
    }
    return c.body(await picture, 200, {
      ...IMAGE_HEADERS,
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=86400',
    })
  })

  routes.get('/demo-assets/avatars/:file', (c) => {
    const avatar = parseAvatarName(c.req.param('file'))
    if (!avatar) return notFound(c)
    return svg(c, `avatar:${avatar.initials}-${avatar.palette}`, () => renderAvatarSvg(avatar.initials, avatar.palette))
  })

  routes.get('/uploads/:file', async (c) => {
    const file = c.req.param('file')
    const bytes = await deps.store.readUpload(file)
    const type = TYPE_BY_EXTENSION[file.split('.').pop() ?? '']
    if (!bytes || !type) return notFound(c)
    return c.body(new Uint8Array(bytes), 200, {
      ...IMAGE_HEADERS,
      'Content-Type': type,
      // Upload names are random and never reused, so the content behind a name never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })

  return routes
}
