import { useId, type ReactNode } from 'react'

/** 'onDark' sits on the learner footer's slate band, 'onLight' on the educator area's top bar. */
const SETTING_TONES = {
  onDark: { label: 'text-slate-300', select: 'border-slate-600 bg-slate-800 text-white' },
  onLight: { label: 'text-slate-700', select: 'border-slate-400 bg-white text-slate-800' },
} as const

export type SettingTone = keyof typeof SETTING_TONES

type SettingSelectProps<Value extends string> = {
  label: ReactNode
  value: Value
  options: readonly { value: Value; label: string; lang?: string }[]
  onChange: (value: string) => void
  tone: SettingTone
  disabled?: boolean
}

/**
 * One of this device's display settings (Language, Theme) as a labelled native select: a few bytes, and the
 * keyboard, screen readers and the theme already know it.
 */
export function SettingSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  tone,
  disabled,
}: SettingSelectProps<Value>) {
  const id = useId()
  const styles = SETTING_TONES[tone]
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-busy={disabled || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`h-9 rounded-md border px-2 disabled:opacity-60 ${styles.select}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
