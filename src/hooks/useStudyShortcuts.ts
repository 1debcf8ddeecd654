import { useEffect, useRef } from 'react'

export type StudyShortcuts = { n: () => void; p: () => void; m: () => void; '?': () => void }

/** True when a key pressed here belongs to the control: typing, choosing a star, or inside a dialog. */
function isOwnedByControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true
  return target.closest('[role="radiogroup"], [role="radio"], [role="dialog"], [role="alertdialog"], dialog') !== null
}

/**
 * The player's single-key shortcuts (docs/study-flow.md#keyboard-shortcuts): N, P, M and ?. None fires with a
 * modifier key, while focus is in a text field, the rating group or a dialog, while a dialog is open, or when
 * the learner turned them off (WCAG 2.1.4).
 */
export function useStudyShortcuts(enabled: boolean, shortcuts: StudyShortcuts): void {
  // The latest actions, without re-adding the listener on every render.
  const latest = useRef(shortcuts)
  useEffect(() => {
    latest.current = shortcuts
  })

  useEffect(() => {
    if (!enabled) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
      if (isOwnedByControl(event.target)) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return
      const key = event.key === '?' ? '?' : event.key.toLowerCase()
      if (key !== 'n' && key !== 'p' && key !== 'm' && key !== '?') return
      event.preventDefault()
      latest.current[key]()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
