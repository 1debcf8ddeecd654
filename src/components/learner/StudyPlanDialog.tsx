import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CalendarPlus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { formatDuration } from '../../domain/duration'
import {
  calendarFileName,
  DEFAULT_SESSION_MINUTES,
  DEFAULT_START_TIME,
  localNow,
  planStudyTime,
  REMINDER_MINUTES_BEFORE,
  SESSION_MINUTES,
  studyPlanEvent,
  WEEKDAY_CODES,
  type StudyPlanProblem,
  type WeekdayCode,
} from '../../domain/studyPlan'
import { googleCalendarLink } from '../../lib/calendarEvent'
import { formatCount, formatDay, isolated } from '../../lib/format'
import { FileDownloadButton } from '../common/FileDownloadButton'
import { FormField } from '../common/FormField'
import { StudyDialog } from './StudyDialog'

// The calendar file maker and the `ics` library: fetched when the dialog opens, so the file is ready on the click.
const loadCalendarFile = () => import('../../lib/calendarFile')

const WEEKDAY_LABELS = {
  MO: msg`Mon`,
  TU: msg`Tue`,
  WE: msg`Wed`,
  TH: msg`Thu`,
  FR: msg`Fri`,
  SA: msg`Sat`,
  SU: msg`Sun`,
} as const

export type StudyPlanDialogProps = {
  open: boolean
  onClose: () => void
  courseId: string
  courseTitle: string
  /** Whole minutes of the lectures not yet completed (domain/studyTime.ts). */
  minutesLeft: number
  /** Lectures not yet completed with no stated length, which the time left leaves out. */
  untimedLecturesLeft?: number
}

/**
 * "Plan study time" (docs/study-flow.md#plan-study-time): days, time, session length and start date make a weekly
 * plan, downloaded as a calendar file or opened in Google Calendar. Everything happens in the browser; nothing is
 * sent to the API.
 */
export function StudyPlanDialog({
  open,
  onClose,
  courseId,
  courseTitle,
  minutesLeft,
  untimedLecturesLeft = 0,
}: StudyPlanDialogProps) {
  const { t } = useLingui()
  const id = useId()
  const now = localNow()
  const [weekdays, setWeekdays] = useState<readonly WeekdayCode[]>([])
  const [startTime, setStartTime] = useState(DEFAULT_START_TIME)
  const [minutesPerSession, setMinutesPerSession] = useState<number>(DEFAULT_SESSION_MINUTES)
  const [startDate, setStartDate] = useState(now.day)
  useEffect(() => {
    // A failed fetch is retried, and reported, by the download itself.
    if (open) loadCalendarFile().catch(() => {})
  }, [open])

  const result = planStudyTime({ weekdays, startTime, minutesPerSession, startDate }, minutesLeft, now)
  const problems: readonly StudyPlanProblem[] = result.ok ? [] : result.problems
  const event = result.ok
    ? studyPlanEvent(result.plan, {
        title: t`Study: ${courseTitle}`,
        playerUrl: new URL(paths.player(courseId), window.location.origin).href,
      })
    : null
  const timeLeft = formatDuration(minutesLeft)
  const reminder = formatCount(REMINDER_MINUTES_BEFORE)
  const outcomeId = `${id}-outcome`

  const toggleWeekday = (code: WeekdayCode, isChosen: boolean) =>
    setWeekdays((current) => (isChosen ? [...current, code] : current.filter((chosen) => chosen !== code)))

  async function makeFile() {
    if (!event) throw new Error('No plan to save')
    const { calendarFileText } = await loadCalendarFile()
    const text = calendarFileText(event, `-//${config.brand}//Study plan//EN`)
    return { fileName: calendarFileName(courseTitle), blob: new Blob([text], { type: 'text/calendar;charset=utf-8' }) }
  }

  // The title as one bidi isolate: its own direction marks cannot reorder the sentence (the calendar file gets it plain).
  const describe = (courseTitle: string) =>
    t`Choose when to study ${courseTitle}. Your calendar reminds you ${reminder} minutes before each session.`

  return (
    <StudyDialog open={open} onClose={onClose} title={t`Plan study time`} description={describe(isolated(courseTitle))}>
      <p className="mt-3 text-sm font-medium text-slate-700">{t`${timeLeft} left`}</p>
      {untimedLecturesLeft > 0 && <p className="mt-1 text-sm text-slate-600">{untimedNote(untimedLecturesLeft)}</p>}

      <fieldset className="mt-4">
        <legend className="font-medium text-slate-800">
          <Trans>Study on</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEKDAY_CODES.map((code) => (
            <label
              key={code}
              className="flex cursor-pointer items-center justify-center gap-1.5 rounded-md border border-slate-300 px-2 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={weekdays.includes(code)}
                onChange={(change) => toggleWeekday(code, change.target.checked)}
                className="size-4 accent-brand-600"
              />
              {t(WEEKDAY_LABELS[code])}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Start time`}
          type="time"
          required
          value={startTime}
          onChange={(change) => setStartTime(change.target.value)}
          error={problems.includes('no-start-time') ? t`Enter the time your sessions start.` : undefined}
        />
        <div>
          <label htmlFor={`${id}-minutes`} className="font-medium text-slate-800">
            <Trans>Minutes per session</Trans>
          </label>
          <select
            id={`${id}-minutes`}
            value={minutesPerSession}
            onChange={(change) => setMinutesPerSession(Number(change.target.value))}
            className="mt-1 block h-[2.625rem] w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          >
            {SESSION_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {formatCount(minutes)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t`Start date`}
          type="date"
          min={now.day}
          value={startDate}
          onChange={(change) => setStartDate(change.target.value)}
          error={
            problems.includes('past-start-date')
              ? t`Choose today or a later day.`
              : problems.includes('bad-start-date')
                ? t`Enter a valid date, or leave it empty to start today.`
                : undefined
          }
          className="sm:col-span-2"
        />
      </div>

      <p id={outcomeId} role="status" className="mt-5 font-semibold text-slate-900">
        {result.ok
          ? sessionsLine(result.plan.sessions, formatDay(result.plan.lastDay))
          : problems.includes('nothing-left')
            ? t`There is no lecture time left to plan.`
            : problems.includes('no-weekday')
              ? t`Choose at least one day of the week to download the plan.`
              : null}
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <FileDownloadButton
          make={makeFile}
          failureMessage={t`The calendar file could not be made. Please try again.`}
          label={t`Download calendar file`}
          disabled={!event}
          describedBy={event ? undefined : outcomeId}
          className="rounded-md bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700 disabled:hover:bg-brand-600"
          iconClassName="size-5"
        />
        {event && (
          <a
            href={googleCalendarLink(event, Intl.DateTimeFormat().resolvedOptions().timeZone, event.url)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            <Trans>Add to Google Calendar</Trans>{' '}
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        )}
      </div>
    </StudyDialog>
  )
}

function sessionsLine(sessions: number, finishBy: string): string {
  const count = formatCount(sessions)
  return plural(sessions, {
    one: `${count} session left · finish by ${finishBy}`,
    other: `${count} sessions left · finish by ${finishBy}`,
  })
}

function untimedNote(lectures: number): string {
  const count = formatCount(lectures)
  return plural(lectures, {
    one: `${count} lecture left has no stated length and is not counted.`,
    other: `${count} lectures left have no stated length and are not counted.`,
  })
}
