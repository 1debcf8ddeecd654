import { useLingui } from '@lingui/react/macro'
import { config } from '../../config/env'
import { FileDownloadButton } from '../common/FileDownloadButton'

export type CsvTable = { header: readonly string[]; rows: readonly (readonly (string | number)[])[] }

type ExportCsvButtonProps = {
  /** The table's name in the file name: "students enrolled" → Edemy-students-enrolled-2026-11-26.csv. */
  table: string
  /** The rows as the screen shows them, built only when the button is pressed. */
  build: () => CsvTable
}

/**
 * "Export CSV": downloads the table as a spreadsheet file. The CSV writer (papaparse) is fetched on the first
 * press, so the screens do not carry it; if that download fails, a toast says so and nothing is lost.
 */
export function ExportCsvButton({ table, build }: ExportCsvButtonProps) {
  const { t } = useLingui()
  return (
    <FileDownloadButton
      make={async () => {
        const { csvFileName, toCsv } = await import('../../lib/csv')
        const { header, rows } = build()
        return {
          fileName: csvFileName(config.brand, table, new Date()),
          blob: new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }),
        }
      }}
      failureMessage={t`The CSV file could not be made. Check your connection and try again.`}
      label={t`Export CSV`}
      className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      iconClassName="size-4"
    />
  )
}
