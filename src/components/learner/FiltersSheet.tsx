import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { CatalogueFilters, type CatalogueFiltersProps } from './CatalogueFilters'

type FiltersSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The same sort and filters as the inline panel's. */
  controls: Omit<CatalogueFiltersProps, 'className' | 'sortRef'>
  /** "{n} courses", updated live as filters change. */
  countLabel: string | null
  /** What gets the focus when the sheet closes (the "Filters" button, unless the window has grown past it). */
  returnFocusTo: () => HTMLElement | null
}

/**
 * The phone's sort and filters (docs/catalogue-discovery.md#phones): a dialog sheet (focus kept inside,
 * Escape closes). Its own chunk: only phones open it, and Radix's dialog is not in the app shell.
 */
export default function FiltersSheet({ open, onOpenChange, controls, countLabel, returnFocusTo }: FiltersSheetProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo()?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              <Trans>Filters</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close filters`}
              className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <CatalogueFilters {...controls} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
            <p role="status" className="text-sm text-slate-700">
              {countLabel}
            </p>
            <Dialog.Close className="rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700">
              <Trans>Done</Trans>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
