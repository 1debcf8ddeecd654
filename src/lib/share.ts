import { t } from '@lingui/core/macro'

export const SHARE_MESSAGES = {
  get copied() {
    return t`Link copied`
  },
  get failed() {
    return t`The link could not be copied. Copy it from the address bar.`
  },
} as const

/** How sharing a link ended: shared through the system sheet, copied, cancelled by the user, or not possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Shares a link with the Web Share API where the browser has it (phones, some desktops), otherwise copies
 * it to the clipboard. A share sheet the user closes is not a failure; a share that fails for another
 * reason (not allowed here, say) falls back to copying.
 */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}
