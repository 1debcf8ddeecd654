import { msg } from '@lingui/core/macro'
import { i18n, type MessageDescriptor } from '@lingui/core'

/*
 * The API's own sentences (its fixed answers, which a learner sees in toasts and error notices) in the interface
 * language. In English each reads exactly as the server wrote it; a sentence the app does not know (a field named in
 * a refusal, another server's wording) is shown as written.
 */
// Keyed by the server's text in lower case (a built descriptor keeps only its id, not the English).
const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'not authorized. please sign in.': msg`Not authorized. Please sign in.`,
  'unauthorized access': msg`Unauthorized Access`,
  'course not found': msg`Course not found`,
  'you are already enrolled in this course': msg`You are already enrolled in this course`,
  'lecture already completed': msg`Lecture Already Completed`,
  'progress updated': msg`Progress Updated`,
  'rating added': msg`Rating added`,
  'rating updated': msg`Rating updated`,
  'course added': msg`Course Added`,
  'thumbnail not attached': msg`Thumbnail Not Attached`,
  'role updated to educator': msg`Role updated to educator`,
  'you are already an educator': msg`You are already an educator`,
}

/** The server's sentence in the interface language, or as written when it is not one of the API's fixed answers. */
export function serverMessage(text: string): string {
  const descriptor = KNOWN[text.toLowerCase()]
  return descriptor ? i18n._(descriptor) : text
}
