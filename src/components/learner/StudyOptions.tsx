import { Trans, useLingui } from '@lingui/react/macro'
import { Keyboard } from 'lucide-react'
import type { ReactNode } from 'react'
import { CAPTION_CHOICES, PLAYBACK_RATES, type CaptionChoice, type StudyPreferences } from '../../lib/studyStorage'
import { SettingSelect } from '../common/SettingSelect'

type StudyOptionsProps = {
  preferences: StudyPreferences
  onChange: (change: Partial<StudyPreferences>) => void
  onShowShortcuts: () => void
}

const isCaptionChoice = (value: string): value is CaptionChoice => CAPTION_CHOICES.some((choice) => choice === value)

/**
 * The study options under a lecture (docs/study-flow.md): "Autoplay next lecture" and "Mark complete when a video
 * ends" (both off until the learner turns them on), the speed, captions and the keyboard shortcuts.
 */
export function StudyOptions({ preferences, onChange, onShowShortcuts }: StudyOptionsProps) {
  const { t } = useLingui()
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-200 pt-4 text-sm">
      <StudySwitch isOn={preferences.autoplayNext} onToggle={(isOn) => onChange({ autoplayNext: isOn })}>
        <Trans>Autoplay next lecture</Trans>
      </StudySwitch>
      <StudySwitch isOn={preferences.completeOnEnd} onToggle={(isOn) => onChange({ completeOnEnd: isOn })}>
        <Trans>Mark complete when a video ends</Trans>
      </StudySwitch>
      <SettingSelect
        label={<Trans>Speed</Trans>}
        value={String(preferences.playbackRate)}
        options={PLAYBACK_RATES.map((rate) => ({ value: String(rate), label: rate === 1 ? t`Normal` : `${rate}×` }))}
        onChange={(value) => onChange({ playbackRate: Number(value) })}
        tone="onLight"
      />
      <SettingSelect
        label={<Trans>Captions</Trans>}
        value={preferences.captions}
        options={[
          { value: 'off', label: t`Off` },
          { value: 'on', label: t`On` },
        ]}
        onChange={(value) => isCaptionChoice(value) && onChange({ captions: value })}
        tone="onLight"
      />
      <button
        type="button"
        onClick={onShowShortcuts}
        aria-keyshortcuts="?"
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <Keyboard aria-hidden="true" className="size-4" />
        <Trans>Keyboard shortcuts</Trans>
      </button>
    </div>
  )
}

/** An on/off choice: a button with role switch, its label the visible text. */
function StudySwitch({
  isOn,
  onToggle,
  children,
}: {
  isOn: boolean
  onToggle: (isOn: boolean) => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onToggle(!isOn)}
      className="inline-flex items-center gap-2 text-left text-slate-800"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors motion-reduce:transition-none ${isOn ? 'bg-brand-600' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white transition-[left] motion-reduce:transition-none ${isOn ? 'left-4.5' : 'left-0.5'}`}
        />
      </span>
      {children}
    </button>
  )
}
