import { useId } from 'react'
import { useTheme } from '../../hooks/useTheme'
import { parseTheme, THEMES, type Theme } from '../../lib/theme'

/** Every word this control shows or speaks, in one place for the translation catalogue. */
const TEXTS: { label: string; options: Record<Theme, string> } = {
  label: 'Theme',
  options: { system: 'System', light: 'Light', dark: 'Dark' },
}

/** 'onDark' sits on the learner footer's slate band, 'onLight' on the educator area's top bar. */
const TONES = {
  onDark: { label: 'text-slate-300', select: 'border-slate-600 bg-slate-800 text-white' },
  onLight: { label: 'text-slate-700', select: 'border-slate-400 bg-white text-slate-800' },
} as const

/**
 * The colour theme: System (the device's setting, the default), Light or Dark (docs/product.md#theme). A native
 * select: a few bytes, the keyboard and screen readers already know it, and its list follows the theme.
 */
export function ThemeControl({ tone }: { tone: keyof typeof TONES }) {
  const id = useId()
  const [theme, choose] = useTheme()
  const styles = TONES[tone]
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={styles.label}>
        {TEXTS.label}
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => choose(parseTheme(event.target.value))}
        className={`h-9 rounded-md border px-2 ${styles.select}`}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {TEXTS.options[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
