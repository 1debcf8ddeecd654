import { Trans } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

type StudyDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  children: ReactNode
}

/** The player's dialogs (course complete, keyboard shortcuts): modal, Escape and the close icon close it. */
export function StudyDialog({ open, onClose, title, description, children }: StudyDialogProps) {
  // Radix returns focus to a Dialog.Trigger only; these dialogs open from plain buttons (or keys), so focus goes
  // back to whatever had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
