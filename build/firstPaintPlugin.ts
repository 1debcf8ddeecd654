import type { Plugin } from 'vite'
import {
  LOGO_LINK_CLASS,
  LOGO_MARK,
  LOGO_MARK_CLASS,
  NAVBAR_BACKGROUND,
  NAVBAR_BRAND_SLOT_CLASS,
  NAVBAR_HEADER_CLASS,
  NAVBAR_NAV_CLASS,
} from '../src/components/common/brandBar.ts'
import { CONFIG_DEFAULTS } from '../src/config/defaults.ts'
import { buildSettings } from './buildSettings.ts'

const EMPTY_ROOT = '<div id="root"></div>'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The top bar with the brand, as plain HTML. It is what the page shows before the app's code has
 * run: on a phone that code takes a second or more to arrive, and the page would be blank until then.
 * It uses the navbar's own classes, so React's first render swaps it for the real bar without
 * anything moving. Nothing in it can be focused or clicked, so nothing is lost when it goes; screen
 * readers skip it (the real bar follows within moments).
 */
export function firstPaintMarkup(brand: string): string {
  const { rect } = LOGO_MARK
  const mark =
    `<svg aria-hidden="true" viewBox="${LOGO_MARK.viewBox}" class="${escapeHtml(LOGO_MARK_CLASS)}">` +
    `<rect width="${rect.width}" height="${rect.height}" rx="${rect.rx}" fill="${rect.fill}"/>` +
    LOGO_MARK.paths.map((path) => `<path d="${path.d}" fill="${path.fill}"/>`).join('') +
    '</svg>'
  return (
    // The tint of most pages; the first-screen script turns it white where the live bar is (the course list).
    `<header aria-hidden="true" class="${escapeHtml(NAVBAR_HEADER_CLASS)} ${NAVBAR_BACKGROUND.elsewhere}">` +
    `<div class="${escapeHtml(NAVBAR_NAV_CLASS)}"><div class="${escapeHtml(NAVBAR_BRAND_SLOT_CLASS)}">` +
    `<span class="${escapeHtml(LOGO_LINK_CLASS)} text-slate-900">${mark}<span>${escapeHtml(brand)}</span></span>` +
    '</div></div></header>'
  )
}

/** Puts firstPaintMarkup into index.html's empty #root, with the brand the app will show (VITE_BRAND). */
export function firstPaintPlugin(): Plugin {
  let brand: string = CONFIG_DEFAULTS.brand
  return {
    name: 'edemy:first-paint',
    configResolved(config) {
      brand = (buildSettings(config).VITE_BRAND ?? '').trim() || CONFIG_DEFAULTS.brand
    },
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT))
        throw new Error(`index.html must contain ${EMPTY_ROOT} for the first-paint header`)
      return html.replace(EMPTY_ROOT, `<div id="root">${firstPaintMarkup(brand)}</div>`)
    },
  }
}
