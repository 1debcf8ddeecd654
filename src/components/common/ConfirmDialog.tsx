import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

type ConfirmDialogProps = {
  open: boolean
  /** Cancel, Escape and the overlay: nothing happens. */
  onCancel: () => void
  title: string
  /** The question's sentence (the dialog's accessible description). */
  description: ReactNode
  /** More below the description (e.g. a list of what goes). */
  children?: ReactNode
  cancelLabel: string
  confirmLabel: string
  onConfirm: () => void
  /** A confirmation that removes something for good is red. */
  tone?: 'primary' | 'danger'
  /** The confirmation is under way: its button waits. */
  isBusy?: boolean
}

const CONFIRM_CLASS = {
  primary: 'bg-brand-600 hover:bg-brand-700',
  danger: 'bg-red-700 hover:bg-red-800',
} as const

/** A question that changes nothing without a yes: the app's one modal confirmation (Radix Dialog). */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  tone = 'primary',
  isBusy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
              className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 ${CONFIRM_CLASS[tone]}`}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
