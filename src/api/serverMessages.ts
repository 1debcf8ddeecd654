import { msg } from '@lingui/core/macro'
import { i18n, type MessageDescriptor } from '@lingui/core'

/*
 * The API's own sentences (its fixed answers, which a learner sees in toasts and error notices) in the interface
 * language. In English each reads exactly as the server wrote it; a sentence the app does not know (a field named in
 * a refusal, another server's wording) is shown as written.
 */
const KNOWN: readonly MessageDescriptor[] = [
  msg`Not authorized. Please sign in.`,
  msg`Unauthorized Access`,
  msg`Course not found`,
  msg`You are already enrolled in this course`,
  msg`Lecture Already Completed`,
  msg`Progress Updated`,
  msg`Rating added`,
  msg`Rating updated`,
  msg`Course Added`,
  msg`Thumbnail Not Attached`,
  msg`Role updated to educator`,
  msg`You are already an educator`,
]

// By the server's text in lower case. Each descriptor keeps its English in the build (build/linguiMacroPlugin.ts).
const byText = new Map(
  KNOWN.flatMap((descriptor) =>
    typeof descriptor.message === 'string' ? [[descriptor.message.toLowerCase(), descriptor] as const] : [],
  ),
)

/** The server's sentence in the interface language, or as written when it is not one of the API's fixed answers. */
export function serverMessage(text: string): string {
  const descriptor = byText.get(text.toLowerCase())
  return descriptor ? i18n._(descriptor) : text
}
