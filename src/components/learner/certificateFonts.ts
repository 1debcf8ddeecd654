/*
 * The certificate PDF's fonts: Noto Sans Devanagari (OFL-1.1, from @fontsource) in its Latin, Latin
 * Extended and Devanagari parts, regular and bold. Bundled inline into this lazily loaded module, so making a
 * PDF needs no request of its own and nothing is fetched from the internet.
 */
import latinRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?inline'
import latinBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff?inline'
import latinExtRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-400-normal.woff?inline'
import latinExtBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-700-normal.woff?inline'
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?inline'
import devanagariBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?inline'

export type FontFiles = Uint8Array

/** A base64 data URL's bytes. */
function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/** Each weight's fonts in the order a character is looked up: Latin, Latin Extended, Devanagari. */
export async function certificateFonts(): Promise<{ regular: FontFiles[]; bold: FontFiles[] }> {
  return {
    regular: [latinRegular, latinExtRegular, devanagariRegular].map(bytesOf),
    bold: [latinBold, latinExtBold, devanagariBold].map(bytesOf),
  }
}
