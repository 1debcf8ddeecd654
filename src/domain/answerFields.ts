/*
 * Lenient fields shared by the API answer schemas and the saved add-course draft: a bad value degrades
 * to empty instead of failing the whole answer. Kept apart from courseSchema.ts because the answer
 * schemas ship in the app shell, and the strict rules of a new course (HTML bounds among them) are
 * only needed by the add-course page and the local API. Imports carry `.ts`: the local API loads this.
 */
import * as v from 'valibot'
import { isShowableImageUrl, isWebUrl } from '../lib/urlRules.ts'

const lenientText = v.nullish(v.string(), '')

/** A lecture link from a saved draft (the form lists it as a link): anything but http(s) becomes ''. */
export const lectureUrlOrEmpty = v.pipe(
  lenientText,
  v.transform((url) => (isWebUrl(url) ? url : '')),
)

/** An image address from an answer: anything that is not http(s), blob: or raster data: becomes ''. */
export const imageUrlOrEmpty = v.pipe(
  lenientText,
  v.transform((url) => (isShowableImageUrl(url) ? url : '')),
)
