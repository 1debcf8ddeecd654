/*
 * Demo thumbnails and avatars, drawn as SVG by code so the app works offline, every course (even
 * 10,000 generated ones) gets a distinct 16:9 picture, and the repository holds no binary blobs.
 * They are served by routes/assets.ts under /demo-assets with a CSP that forbids scripts; thumbnails
 * go out as WebP pictures made from the drawing (demo/raster.ts).
 */

export const MOTIFS = [
  'code',
  'atom',
  'typescript',
  'chart',
  'network',
  'server',
  'design',
  'containers',
  'database',
  'branches',
  'shield',
  'phone',
  'tree',
  'speech',
] as const
export type Motif = (typeof MOTIFS)[number]

/** Gradient pairs dark enough for white text and shapes to stand out. */
export const PALETTES = [
  ['#1e3a8a', '#2563eb'],
  ['#0f766e', '#14b8a6'],
  ['#7c2d12', '#ea580c'],
  ['#581c87', '#a855f7'],
  ['#831843', '#db2777'],
  ['#14532d', '#16a34a'],
  ['#1f2937', '#4b5563'],
  ['#7f1d1d', '#dc2626'],
  ['#0c4a6e', '#0284c7'],
  ['#3f6212', '#65a30d'],
  ['#312e81', '#4f46e5'],
  ['#713f12', '#ca8a04'],
  ['#134e4a', '#0d9488'],
  ['#4c1d95', '#7c3aed'],
] as const

export type ThumbnailArt = { motif: Motif; palette: number; tag: string; headline: string }

const WHITE = '#ffffff'

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** Each motif is drawn in a 400 x 400 box centred on the origin, in white at varying opacity. */
const motifShapes: Record<Motif, string> = {
  code: `<rect x="-190" y="-150" width="380" height="300" rx="24" fill="${WHITE}" fill-opacity=".14" stroke="${WHITE}" stroke-opacity=".6" stroke-width="6"/>
    <circle cx="-150" cy="-118" r="9" fill="${WHITE}"/><circle cx="-118" cy="-118" r="9" fill="${WHITE}" fill-opacity=".7"/><circle cx="-86" cy="-118" r="9" fill="${WHITE}" fill-opacity=".4"/>
    <path d="M-70 -40 L-130 10 L-70 60 M70 -40 L130 10 L70 60 M25 -60 L-25 80" fill="none" stroke="${WHITE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  atom: `<g fill="none" stroke="${WHITE}" stroke-width="12"><ellipse rx="190" ry="72"/><ellipse rx="190" ry="72" transform="rotate(60)"/><ellipse rx="190" ry="72" transform="rotate(120)"/></g>
    <circle r="34" fill="${WHITE}"/>`,
  typescript: `<rect x="-160" y="-160" width="320" height="320" rx="36" fill="${WHITE}" fill-opacity=".92"/>
    <path d="M-110 -10 H10 M-50 -10 V120" stroke="#1e3a8a" stroke-width="30" stroke-linecap="round"/>
    <path d="M120 0 C120 -30 40 -40 40 5 C40 55 125 45 125 90 C125 135 45 130 40 105" fill="none" stroke="#1e3a8a" stroke-width="26" stroke-linecap="round"/>`,
  chart: `<path d="M-180 160 H190 M-180 160 V-170" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>
    <rect x="-140" y="40" width="56" height="110" rx="8" fill="${WHITE}" fill-opacity=".5"/><rect x="-60" y="-30" width="56" height="180" rx="8" fill="${WHITE}" fill-opacity=".65"/>
    <rect x="20" y="10" width="56" height="140" rx="8" fill="${WHITE}" fill-opacity=".5"/><rect x="100" y="-100" width="56" height="250" rx="8" fill="${WHITE}" fill-opacity=".8"/>
    <path d="M-112 0 L-32 -80 L48 -40 L128 -150" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  network: `<g stroke="${WHITE}" stroke-opacity=".55" stroke-width="5"><path d="M-150 -110 L0 -150 M-150 -110 L0 -50 M-150 -110 L0 50 M-150 0 L0 -150 M-150 0 L0 -50 M-150 0 L0 50 M-150 0 L0 150 M-150 110 L0 -50 M-150 110 L0 50 M-150 110 L0 150"/>
    <path d="M0 -150 L150 -60 M0 -50 L150 -60 M0 50 L150 -60 M0 150 L150 -60 M0 -150 L150 60 M0 -50 L150 60 M0 50 L150 60 M0 150 L150 60"/></g>
    <g fill="${WHITE}"><circle cx="-150" cy="-110" r="22"/><circle cx="-150" cy="0" r="22"/><circle cx="-150" cy="110" r="22"/><circle cx="0" cy="-150" r="22"/><circle cx="0" cy="-50" r="22"/><circle cx="0" cy="50" r="22"/><circle cx="0" cy="150" r="22"/><circle cx="150" cy="-60" r="26"/><circle cx="150" cy="60" r="26"/></g>`,
  server: `<g fill="${WHITE}" fill-opacity=".16" stroke="${WHITE}" stroke-width="7"><rect x="-170" y="-170" width="340" height="95" rx="18"/><rect x="-170" y="-47" width="340" height="95" rx="18"/><rect x="-170" y="76" width="340" height="95" rx="18"/></g>
    <g fill="${WHITE}"><circle cx="-120" cy="-122" r="12"/><circle cx="-120" cy="0" r="12"/><circle cx="-120" cy="124" r="12"/></g>
    <path d="M10 -122 H130 M10 0 H130 M10 124 H130" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  design: `<circle cx="-60" cy="-60" r="110" fill="${WHITE}" fill-opacity=".25"/><rect x="-20" y="-20" width="190" height="190" rx="28" fill="${WHITE}" fill-opacity=".45"/>
    <path d="M-150 160 L-40 40 L30 110 Z" fill="${WHITE}" fill-opacity=".85"/><circle cx="120" cy="-120" r="34" fill="none" stroke="${WHITE}" stroke-width="10"/>`,
  containers: `<g fill="${WHITE}" stroke="${WHITE}" stroke-width="5"><rect x="-180" y="40" width="100" height="80" rx="8" fill-opacity=".35"/><rect x="-70" y="40" width="100" height="80" rx="8" fill-opacity=".55"/><rect x="40" y="40" width="100" height="80" rx="8" fill-opacity=".35"/>
    <rect x="-125" y="-50" width="100" height="80" rx="8" fill-opacity=".55"/><rect x="-15" y="-50" width="100" height="80" rx="8" fill-opacity=".35"/><rect x="-70" y="-140" width="100" height="80" rx="8" fill-opacity=".7"/></g>
    <path d="M-200 150 C-100 200 100 200 200 140" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  database: `<g fill="${WHITE}" fill-opacity=".18" stroke="${WHITE}" stroke-width="8"><path d="M-140 -120 V120 C-140 170 140 170 140 120 V-120"/><ellipse cy="-120" rx="140" ry="48" fill-opacity=".5"/></g>
    <path d="M-140 -40 C-140 10 140 10 140 -40 M-140 40 C-140 90 140 90 140 40" fill="none" stroke="${WHITE}" stroke-width="8"/>`,
  branches: `<path d="M-100 -170 V170 M-100 -60 C-100 0 100 -20 100 40 V120 M-100 40 C-30 40 -10 100 -10 150" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round"/>
    <g fill="${WHITE}" stroke="${WHITE}" stroke-width="8"><circle cx="-100" cy="-150" r="24"/><circle cx="-100" cy="-60" r="24" fill-opacity=".4"/><circle cx="100" cy="40" r="24"/><circle cx="100" cy="130" r="24" fill-opacity=".4"/><circle cx="-10" cy="150" r="24"/></g>`,
  shield: `<path d="M0 -180 L150 -120 V0 C150 90 80 150 0 185 C-80 150 -150 90 -150 0 V-120 Z" fill="${WHITE}" fill-opacity=".2" stroke="${WHITE}" stroke-width="10" stroke-linejoin="round"/>
    <rect x="-60" y="-10" width="120" height="100" rx="14" fill="${WHITE}"/><path d="M-36 -10 V-45 C-36 -95 36 -95 36 -45 V-10" fill="none" stroke="${WHITE}" stroke-width="14"/>`,
  phone: `<rect x="-110" y="-190" width="220" height="380" rx="36" fill="${WHITE}" fill-opacity=".15" stroke="${WHITE}" stroke-width="9"/>
    <rect x="-80" y="-140" width="160" height="260" rx="10" fill="${WHITE}" fill-opacity=".3"/><circle cy="155" r="14" fill="${WHITE}"/>
    <rect x="-60" y="-115" width="55" height="55" rx="12" fill="${WHITE}"/><rect x="5" y="-115" width="55" height="55" rx="12" fill="${WHITE}" fill-opacity=".7"/><rect x="-60" y="-45" width="55" height="55" rx="12" fill="${WHITE}" fill-opacity=".7"/><rect x="5" y="-45" width="55" height="55" rx="12" fill="${WHITE}"/>`,
  tree: `<path d="M0 -130 L-110 -10 M0 -130 L110 -10 M-110 -10 L-165 110 M-110 -10 L-55 110 M110 -10 L55 110 M110 -10 L165 110" stroke="${WHITE}" stroke-opacity=".7" stroke-width="8"/>
    <g fill="${WHITE}"><circle cy="-130" r="34"/><circle cx="-110" cy="-10" r="30" fill-opacity=".85"/><circle cx="110" cy="-10" r="30" fill-opacity=".85"/><circle cx="-165" cy="110" r="26" fill-opacity=".6"/><circle cx="-55" cy="110" r="26" fill-opacity=".6"/><circle cx="55" cy="110" r="26" fill-opacity=".6"/><circle cx="165" cy="110" r="26" fill-opacity=".6"/></g>`,
  speech: `<path d="M-180 -150 H80 A30 30 0 0 1 110 -120 V0 A30 30 0 0 1 80 30 H-60 L-120 90 V30 H-180 A30 30 0 0 1 -210 0 V-120 A30 30 0 0 1 -180 -150 Z" fill="${WHITE}" fill-opacity=".85"/>
    <path d="M150 -40 H200 A20 20 0 0 1 220 -20 V110 A20 20 0 0 1 200 130 H180 V180 L130 130 H-20 A20 20 0 0 1 -40 110 V70" fill="${WHITE}" fill-opacity=".35"/>
    <path d="M-150 -90 H50 M-150 -40 H0" stroke="#1f2937" stroke-opacity=".5" stroke-width="14" stroke-linecap="round"/>`,
}

/** Splits a headline into lines of about `width` characters (at most `maxLines`, the last cut with an ellipsis). */
function wrapHeadline(headline: string, width: number, maxLines = 2): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of headline.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  return [
    lines[0] ?? '',
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ]
}

function palette(index: number): readonly [string, string] {
  return PALETTES[Math.abs(index) % PALETTES.length] ?? PALETTES[0]
}

export function renderThumbnailSvg(art: ThumbnailArt): string {
  const [dark, light] = palette(art.palette)
  // Long headlines get a smaller type size rather than an ellipsis, as long as they fit in two lines.
  const fitsLarge = wrapHeadline(art.headline, 16, Infinity).length <= 2
  const [width, fontSize, lineHeight] = fitsLarge ? [16, 68, 84] : [20, 54, 68]
  const headline = wrapHeadline(art.headline, width)
    .map((line, index) => `<text x="88" y="${390 + index * lineHeight}">${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(art.headline)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${WHITE}" fill-opacity=".12"/></pattern>
  </defs>
  <rect width="1280" height="720" fill="url(#bg)"/>
  <rect width="1280" height="720" fill="url(#dots)"/>
  <circle cx="1120" cy="-40" r="260" fill="${WHITE}" fill-opacity=".07"/>
  <circle cx="760" cy="760" r="220" fill="${WHITE}" fill-opacity=".06"/>
  <g transform="translate(985 370) scale(.9)">${motifShapes[art.motif]}</g>
  <g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="${WHITE}">
    <rect x="88" y="236" width="${Math.max(120, art.tag.length * 21 + 48)}" height="52" rx="26" fill="${WHITE}" fill-opacity=".18"/>
    <text x="112" y="271" font-size="26" font-weight="600" letter-spacing="3">${escapeXml(art.tag.toUpperCase())}</text>
    <g font-size="${fontSize}" font-weight="800">${headline}</g>
  </g>
</svg>
`
}

export function renderAvatarSvg(initials: string, paletteIndex: number): string {
  const [dark, light] = palette(paletteIndex)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeXml(initials)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="210" cy="40" r="70" fill="${WHITE}" fill-opacity=".1"/>
  <text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="100" font-weight="700" fill="${WHITE}">${escapeXml(initials)}</text>
</svg>
`
}

/** Up to two capital letters: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/** Stable colour for a name, so the same person keeps the same avatar across resets. */
export function paletteIndexFor(text: string): number {
  let hash = 0
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return hash % PALETTES.length
}

export const AVATAR_PATH_PREFIX = '/demo-assets/avatars/'
export const THUMBNAIL_PATH_PREFIX = '/demo-assets/thumbnails/'

/** A demo course's thumbnail: its drawing served as a WebP picture (the `.svg` path stays for data saved before). */
export function thumbnailPathFor(key: string): string {
  return `${THUMBNAIL_PATH_PREFIX}${key}.webp`
}

/**
 * Avatar paths carry everything needed to draw them (initials and colour), so any user, demo or
 * signed up, gets one without a lookup. Initials are limited to A-Z and digits to keep the path plain.
 */
export function avatarPathFor(name: string): string {
  // Accents are dropped (É becomes E); scripts without A-Z letters fall back to a generic "U".
  const initials = initialsOf(name.normalize('NFD').replace(/\p{M}/gu, ''))
  const safe = /^[A-Z0-9]{1,2}$/.test(initials) ? initials : 'U'
  return `${AVATAR_PATH_PREFIX}${safe}-${paletteIndexFor(name)}.svg`
}

export function parseAvatarName(file: string): { initials: string; palette: number } | null {
  const match = /^([A-Z0-9]{1,2})-(\d{1,2})\.svg$/.exec(file)
  if (!match?.[1] || !match[2]) return null
  const index = Number(match[2])
  return index < PALETTES.length ? { initials: match[1], palette: index } : null
}
