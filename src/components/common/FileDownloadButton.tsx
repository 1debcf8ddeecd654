import { Download } from 'lucide-react'
import { useFileDownload, type MadeFile } from '../../hooks/useFileDownload'

type FileDownloadButtonProps = {
  /** Makes the file when the button is pressed (see useFileDownload). */
  make: () => Promise<MadeFile>
  /** The toast when the file could not be made. */
  failureMessage: string
  label: string
  /** What the button says while the file is being made; the label by default. */
  busyLabel?: string
  /** The button's look (colours, padding, text size); the layout and the disabled look are shared. */
  className: string
  iconClassName: string
  /** The file cannot be made yet: `describedBy` names the element that says why. */
  disabled?: boolean
  describedBy?: string
}

/** A button that makes a file and saves it ("Export CSV", "Download PDF"): busy and disabled while it works. */
export function FileDownloadButton({
  make,
  failureMessage,
  label,
  busyLabel = label,
  className,
  iconClassName,
  disabled = false,
  describedBy,
}: FileDownloadButtonProps) {
  const { isMaking, download } = useFileDownload(make, failureMessage)
  return (
    <button
      type="button"
      onClick={download}
      disabled={isMaking || disabled}
      aria-busy={isMaking || undefined}
      aria-describedby={describedBy}
      className={`inline-flex items-center gap-2 disabled:opacity-60 ${className}`}
    >
      <Download aria-hidden="true" className={iconClassName} />
      {isMaking ? busyLabel : label}
    </button>
  )
}
