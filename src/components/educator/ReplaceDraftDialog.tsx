import * as Dialog from '@radix-ui/react-dialog'

type ReplaceDraftDialogProps = {
  /** The template's title ("Copy of …") while the question is open; null when closed. */
  templateTitle: string | null
  /** true: replace the draft in progress with the template; false: keep the draft. */
  onAnswer: (replace: boolean) => void
}

/**
 * Asked when "Use as template" meets a draft in progress: nothing is replaced without a yes. Escape, the
 * overlay and "Keep my draft" all keep it.
 */
export function ReplaceDraftDialog({ templateTitle, onAnswer }: ReplaceDraftDialogProps) {
  return (
    <Dialog.Root open={templateTitle !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Replace your draft?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            You have an unpublished course in progress. Filling the form with “{templateTitle}” replaces it, and the
            draft cannot be brought back.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                Keep my draft
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => onAnswer(true)}
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Replace draft
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
