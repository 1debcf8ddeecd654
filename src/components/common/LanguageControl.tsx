import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../hooks/useLanguage'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language'
import { SettingSelect, type SettingTone } from './SettingSelect'

// Each option in its own language (and marked so, for screen readers), whatever the interface speaks.
const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }))

/** The interface language: English or हिन्दी (docs/languages.md). */
export function LanguageControl({ tone }: { tone: SettingTone }) {
  const { language, choose, isSwitching } = useLanguage()
  return (
    <SettingSelect
      label={<Trans>Language</Trans>}
      value={language}
      options={OPTIONS}
      onChange={(value) => {
        if (isLanguage(value)) choose(value)
      }}
      tone={tone}
      disabled={isSwitching}
    />
  )
}
