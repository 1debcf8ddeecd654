import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useTheme } from '../../hooks/useTheme'
import { parseTheme, THEMES } from '../../lib/theme'
import { SettingSelect, type SettingTone } from './SettingSelect'

const THEME_NAMES = { system: msg`System`, light: msg`Light`, dark: msg`Dark` } as const

/** The colour theme: System (the device's setting, the default), Light or Dark (docs/product.md#theme). */
export function ThemeControl({ tone }: { tone: SettingTone }) {
  const [theme, choose] = useTheme()
  const { t } = useLingui()
  return (
    <SettingSelect
      label={<Trans>Theme</Trans>}
      value={theme}
      options={THEMES.map((value) => ({ value, label: t(THEME_NAMES[value]) }))}
      onChange={(value) => choose(parseTheme(value))}
      tone={tone}
    />
  )
}
