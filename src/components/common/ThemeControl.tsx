import { useTheme } from '../../hooks/useTheme'
import { parseTheme, THEMES, type Theme } from '../../lib/theme'
import { SettingSelect, type SettingTone } from './SettingSelect'

/** Every word this control shows or speaks, in one place for the translation catalogue. */
const TEXTS: { label: string; options: Record<Theme, string> } = {
  label: 'Theme',
  options: { system: 'System', light: 'Light', dark: 'Dark' },
}

const OPTIONS = THEMES.map((theme) => ({ value: theme, label: TEXTS.options[theme] }))

/** The colour theme: System (the device's setting, the default), Light or Dark (docs/product.md#theme). */
export function ThemeControl({ tone }: { tone: SettingTone }) {
  const [theme, choose] = useTheme()
  return (
    <SettingSelect
      label={TEXTS.label}
      value={theme}
      options={OPTIONS}
      onChange={(value) => choose(parseTheme(value))}
      tone={tone}
    />
  )
}
