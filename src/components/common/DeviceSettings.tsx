import { LanguageControl } from './LanguageControl'
import type { SettingTone } from './SettingSelect'
import { ThemeControl } from './ThemeControl'

/** This device's display settings, Language and Theme, side by side (the learner footer, the educator top bar). */
export default function DeviceSettings({ tone }: { tone: SettingTone }) {
  return (
    <>
      <LanguageControl tone={tone} />
      <ThemeControl tone={tone} />
    </>
  )
}
