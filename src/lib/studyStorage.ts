import * as v from 'valibot'
import { personalStorageKey, readJsonStorage, writeJsonStorage } from './storage'

/*
 * What the study flow keeps in this browser, per signed-in user (docs/study-flow.md#what-the-browser-keeps):
 * preferences, the position in each lecture and the day a course was first seen complete. Server progress
 * stays the truth for what was completed; these are conveniences, so a read that fails or finds old or
 * hand-edited data gives the default, and a write that fails (storage full or blocked) changes nothing else.
 */

export const STUDY_STORAGE_NAMES = {
  preferences: 'study-preferences',
  positions: 'lecture-positions',
  completions: 'course-completions',
} as const

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const

/** The "Captions" choice: Off leaves YouTube's own default, On asks the player to show them. */
export const CAPTION_CHOICES = ['off', 'on'] as const
export type CaptionChoice = (typeof CAPTION_CHOICES)[number]

export type StudyPreferences = {
  autoplayNext: boolean
  /** "Mark complete when a video ends": opt-in, most learners never press the button. */
  completeOnEnd: boolean
  captions: CaptionChoice
  singleKeyShortcuts: boolean
  playbackRate: number
}

export const DEFAULT_PREFERENCES: StudyPreferences = {
  autoplayNext: false,
  completeOnEnd: false,
  captions: 'off',
  singleKeyShortcuts: true,
  playbackRate: 1,
}

// Each field falls back on its own, so one bad value does not reset the others.
const preferencesSchema = v.object({
  autoplayNext: v.fallback(v.boolean(), DEFAULT_PREFERENCES.autoplayNext),
  completeOnEnd: v.fallback(v.boolean(), DEFAULT_PREFERENCES.completeOnEnd),
  captions: v.fallback(v.picklist(CAPTION_CHOICES), DEFAULT_PREFERENCES.captions),
  singleKeyShortcuts: v.fallback(v.boolean(), DEFAULT_PREFERENCES.singleKeyShortcuts),
  playbackRate: v.fallback(
    v.pipe(
      v.number(),
      v.check((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate)),
    ),
    DEFAULT_PREFERENCES.playbackRate,
  ),
})

export function readStudyPreferences(userId: string | null): StudyPreferences {
  return (
    readJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.preferences, userId), preferencesSchema) ??
    DEFAULT_PREFERENCES
  )
}

export function writeStudyPreferences(userId: string | null, preferences: StudyPreferences): boolean {
  return writeJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.preferences, userId), preferences)
}

// --- positions -------------------------------------------------------------------------------------------

/** At most this many lectures keep a position; the least recently saved go first. */
export const MAX_SAVED_POSITIONS = 200

const positionsSchema = v.record(
  v.string(),
  v.object({ seconds: v.pipe(v.number(), v.finite(), v.minValue(0)), savedAt: v.number() }),
)
type Positions = v.InferOutput<typeof positionsSchema>

const positionKey = (courseId: string, lectureId: string) => `${courseId}/${lectureId}`

function readPositions(userId: string | null): Positions {
  return readJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.positions, userId), positionsSchema) ?? {}
}

/** Seconds into the lecture where the learner left it, or null. */
export function readLecturePosition(userId: string | null, courseId: string, lectureId: string): number | null {
  return readPositions(userId)[positionKey(courseId, lectureId)]?.seconds ?? null
}

/** Keeps the position (null forgets it, as "Start over" does); false when storage refused. */
export function writeLecturePosition(
  userId: string | null,
  courseId: string,
  lectureId: string,
  seconds: number | null,
): boolean {
  const positions = readPositions(userId)
  const key = positionKey(courseId, lectureId)
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) delete positions[key]
  else positions[key] = { seconds: Math.floor(seconds), savedAt: Date.now() }
  const kept = Object.entries(positions)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_SAVED_POSITIONS)
  return writeJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.positions, userId), Object.fromEntries(kept))
}

// --- completion dates ------------------------------------------------------------------------------------

const completionsSchema = v.record(v.string(), v.pipe(v.string(), v.isoDate()))

function readCompletions(userId: string | null): Record<string, string> {
  return readJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.completions, userId), completionsSchema) ?? {}
}

/** "YYYY-MM-DD" in the learner's own calendar. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day the app first saw the course complete for this user ("YYYY-MM-DD"), or null. */
export function readCompletionDay(userId: string | null, courseId: string): string | null {
  return readCompletions(userId)[courseId] ?? null
}

/** Keeps today as the completion day unless one is kept already; returns the day kept (or today, when storage refused). */
export function recordCompletionDay(userId: string | null, courseId: string, today: Date = new Date()): string {
  const completions = readCompletions(userId)
  const known = completions[courseId]
  if (known) return known
  const day = localDay(today)
  writeJsonStorage(personalStorageKey(STUDY_STORAGE_NAMES.completions, userId), { ...completions, [courseId]: day })
  return day
}
