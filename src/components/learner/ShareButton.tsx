import { Trans } from '@lingui/react/macro'
import { Share2 } from 'lucide-react'
import { notify } from '../../lib/notify'
import { SHARE_MESSAGES, shareLink } from '../../lib/share'

/** "Share" on the course page (docs/catalogue-discovery.md#share): the system share sheet, or a copied link. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function handleShare() {
    const outcome = await shareLink({ title, url })
    if (outcome === 'copied') notify.success(SHARE_MESSAGES.copied, { toastId: 'share:copied' })
    if (outcome === 'failed') notify.error(SHARE_MESSAGES.failed, { toastId: 'share:failed' })
  }
  return (
    <button
      type="button"
      onClick={() => void handleShare()}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-medium text-slate-800 shadow-sm hover:bg-slate-50"
    >
      <Share2 aria-hidden="true" className="size-4" />
      <Trans>Share</Trans>
    </button>
  )
}
