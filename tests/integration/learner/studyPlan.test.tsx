import { act, screen, waitFor, within } from '@testing-library/react'
import MyEnrollments from '../../../src/pages/learner/MyEnrollments'
import { routes } from '../../../src/config/paths'
import { renderWithProviders } from '../../utils/render'
import { activateHindi } from '../../utils/hindi'
import { course, CSS_COURSE, JS_COURSE, lecture, mockLearnerApi } from './learnerApi'
// The dialog and the calendar file maker are lazy chunks: loaded with the file, so no wait includes compiling them.
import '../../../src/components/learner/StudyPlanDialog'
import '../../../src/lib/calendarFile'

/*
 * Time left, the summary and the "Show" filter on My Enrollments, and the "Plan study time" dialog
 * (docs/study-flow.md#time-left, #plan-study-time).
 */

/** A course of one chapter; a lecture of `null` minutes is sent without a duration. */
function oneChapterCourse(id: string, title: string, lectures: [id: string, minutes: number | null][]) {
  const content = lectures.map(([lectureId, minutes], index) => {
    const item = lecture(lectureId, `Lecture ${index + 1}`, minutes ?? 0, '', index + 1)
    return minutes === null ? { ...item, lectureDuration: undefined as unknown as number } : item
  })
  return course(id, title, [
    { chapterId: `ch_${id}`, chapterOrder: 1, chapterTitle: 'Chapter', chapterContent: content },
  ])
}

const PY_COURSE = oneChapterCourse('course_py', 'Python Basics', [
  ['py_1', 20],
  ['py_2', 25],
])

/** Newest first on screen: Python (not started), CSS (completed), JavaScript (2 of 5, 65 minutes left). */
function mockThreeCourses(options: { failingProgress?: string[] } = {}) {
  return mockLearnerApi({
    enrolled: [JS_COURSE, CSS_COURSE, PY_COURSE],
    progress: { course_js: ['lec_1', 'lec_2'], course_css: ['css_1', 'css_2'] },
    ...options,
  })
}

function renderEnrollments(route = '/my-enrollments') {
  return renderWithProviders(<MyEnrollments />, { route, path: routes.myEnrollments, auth: { user: {} } })
}

/** The titles of the rows shown, top to bottom, once every course's progress is in. */
async function shownTitles() {
  await screen.findByText(/lectures complete ·/)
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent)
}

function rowOf(title: string) {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(title))
  if (!row) throw new Error(`no row for ${title}`)
  return row
}

const showSelect = () => screen.getByRole('combobox', { name: 'Show' })

describe('My Enrollments', () => {
  test('an unfinished course shows its time left; a completed one shows none', async () => {
    mockThreeCourses()
    renderEnrollments()
    await shownTitles()
    expect(within(rowOf('JavaScript Essentials')).getByText('1 hour, 5 minutes left')).toBeInTheDocument()
    expect(within(rowOf('Python Basics')).getByText('45 minutes left')).toBeInTheDocument()
    expect(within(rowOf('CSS Layouts')).queryByText(/ left$/)).not.toBeInTheDocument()
  })

  test('the summary above the table adds up every course', async () => {
    mockThreeCourses()
    renderEnrollments()
    // 2 + 2 + 0 of 5 + 2 + 2 lectures; 30 + 60 minutes learned.
    expect(await screen.findByText('4 of 9 lectures complete · 1 hour, 30 minutes learned')).toBeInTheDocument()
  })

  test('"Show" lists every group with its count, All first and chosen', async () => {
    mockThreeCourses()
    renderEnrollments()
    await shownTitles()
    expect(
      within(showSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (3)', 'In progress (1)', 'Not started (1)', 'Completed (1)'])
    expect(showSelect()).toHaveValue('all')
  })

  test('choosing a group shows its courses and writes it in the address; All clears it and keeps the order', async () => {
    mockThreeCourses()
    const { user, location } = renderEnrollments()
    expect(await shownTitles()).toEqual(['Python Basics', 'CSS Layouts', 'JavaScript Essentials'])

    await user.selectOptions(showSelect(), 'Completed (1)')
    expect(location()).toBe('/my-enrollments?status=completed')
    expect(await shownTitles()).toEqual(['CSS Layouts'])

    await user.selectOptions(showSelect(), 'In progress (1)')
    expect(location()).toBe('/my-enrollments?status=in-progress')
    expect(await shownTitles()).toEqual(['JavaScript Essentials'])

    await user.selectOptions(showSelect(), 'Not started (1)')
    expect(location()).toBe('/my-enrollments?status=not-started')
    expect(await shownTitles()).toEqual(['Python Basics'])

    await user.selectOptions(showSelect(), 'All (3)')
    expect(location()).toBe('/my-enrollments')
    expect(await shownTitles()).toEqual(['Python Basics', 'CSS Layouts', 'JavaScript Essentials'])
  })

  test('an address with a group (a reload, a shared link) opens on that group', async () => {
    mockThreeCourses()
    renderEnrollments('/my-enrollments?status=completed')
    expect(await shownTitles()).toEqual(['CSS Layouts'])
    expect(showSelect()).toHaveValue('completed')
    // The summary still covers every course.
    expect(screen.getByText('4 of 9 lectures complete · 1 hour, 30 minutes learned')).toBeInTheDocument()
  })

  test.each(['bogus', 'COMPLETED', '', 'all'])('an unknown group ?status=%s shows All', async (value) => {
    mockThreeCourses()
    renderEnrollments(`/my-enrollments?status=${value}`)
    expect(await shownTitles()).toEqual(['Python Basics', 'CSS Layouts', 'JavaScript Essentials'])
    expect(showSelect()).toHaveValue('all')
  })

  test('a group with no course says so and offers to show all', async () => {
    mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1'] } })
    const { user, location } = renderEnrollments('/my-enrollments?status=completed')
    expect(await screen.findByText('No courses to show here.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all courses' }))
    expect(location()).toBe('/my-enrollments')
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  test('a course whose progress failed is listed under All only and left out of the summary', async () => {
    mockThreeCourses({ failingProgress: ['course_js'] })
    const { user } = renderEnrollments()
    expect(await screen.findByText('2 of 4 lectures complete · 1 hour learned')).toBeInTheDocument()
    expect(
      within(showSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (3)', 'In progress (0)', 'Not started (1)', 'Completed (1)'])
    expect(within(rowOf('JavaScript Essentials')).queryByText(/ left$/)).not.toBeInTheDocument()
    await user.selectOptions(showSelect(), 'In progress (0)')
    expect(await screen.findByText('No courses to show here.')).toBeInTheDocument()
  })

  test('the status words are compared as statuses, not as English: in Hindi the completed course is still completed', async () => {
    mockThreeCourses()
    await activateHindi()
    renderEnrollments()
    const link = await within(await screen.findByRole('table')).findByRole('link', { name: /^पूरा हुआ/ })
    expect(link).toHaveAccessibleName('पूरा हुआ: CSS Layouts')
    expect(link).toHaveClass('bg-emerald-700')
  })
})

describe('Plan study time', () => {
  beforeEach(() => {
    // Monday 2 March 2026, 09:00 on this machine's clock; only Date is faked, so waits still run.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 2, 9, 0))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function openPlan(title: string) {
    const rendered = renderEnrollments()
    await shownTitles()
    await rendered.user.click(within(rowOf(title)).getByRole('button', { name: `Plan study time: ${title}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Plan study time' })
    return { ...rendered, dialog }
  }

  test('only unfinished courses offer it', async () => {
    mockThreeCourses()
    renderEnrollments()
    await shownTitles()
    expect(within(rowOf('JavaScript Essentials')).getByRole('button', { name: /^Plan study time/ })).toBeVisible()
    expect(within(rowOf('Python Basics')).getByRole('button', { name: /^Plan study time/ })).toBeVisible()
    expect(within(rowOf('CSS Layouts')).queryByRole('button', { name: /^Plan study time/ })).not.toBeInTheDocument()
  })

  test('a course without lectures offers no plan', async () => {
    mockLearnerApi({ enrolled: [course('course_empty', 'Coming Soon', [])] })
    renderEnrollments()
    await screen.findByText('0 / 0 Lectures')
    expect(screen.queryByRole('button', { name: /^Plan study time/ })).not.toBeInTheDocument()
  })

  test('the dialog has the days, the start time, the session length and the start date; with no day the download is disabled and it says why', async () => {
    mockThreeCourses()
    const { dialog } = await openPlan('JavaScript Essentials')
    expect(within(dialog).getByText('1 hour, 5 minutes left')).toBeInTheDocument()
    const days = within(within(dialog).getByRole('group', { name: 'Study on' })).getAllByRole('checkbox')
    expect(days.map((day) => day.closest('label')?.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
    days.forEach((day) => expect(day).not.toBeChecked())
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('18:00')
    const minutes = within(dialog).getByRole('combobox', { name: 'Minutes per session' })
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15', '30', '45', '60', '90'])
    expect(minutes).toHaveValue('30')
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-03-02')

    const download = within(dialog).getByRole('button', { name: 'Download calendar file' })
    expect(download).toBeDisabled()
    expect(download).toHaveAccessibleDescription('Choose at least one day of the week to download the plan.')
    expect(within(dialog).queryByRole('link', { name: /Add to Google Calendar/ })).not.toBeInTheDocument()
  })

  test('choosing days shows the sessions left and the day the plan finishes', async () => {
    mockThreeCourses()
    const { dialog, user } = await openPlan('JavaScript Essentials')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wed' }))
    // 65 minutes in 30-minute sessions: 3, on Mon 2, Wed 4 and Mon 9 March.
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 sessions left · finish by 9 Mar 2026')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes per session' }), '90')
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 session left · finish by 2 Mar 2026')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes per session' }), '15')
    // 5 sessions: Mon 2, Wed 4, Mon 9, Wed 11, Mon 16.
    expect(within(dialog).getByRole('status')).toHaveTextContent('5 sessions left · finish by 16 Mar 2026')
    expect(within(dialog).getByRole('button', { name: 'Download calendar file' })).toBeEnabled()
  })

  test('a start date in the past is refused at the field; an empty one means today', async () => {
    mockThreeCourses()
    const { dialog, user } = await openPlan('Python Basics')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tue' }))
    const date = within(dialog).getByLabelText('Start date')
    await user.clear(date)
    await user.type(date, '2026-02-27')
    expect(date).toHaveAccessibleDescription('Choose today or a later day.')
    expect(within(dialog).getByRole('button', { name: 'Download calendar file' })).toBeDisabled()
    await user.clear(date)
    // 45 minutes in 30-minute sessions on Tuesdays from today: 3 and 10 March.
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 sessions left · finish by 10 Mar 2026')
    expect(date).not.toHaveAccessibleDescription()
  })

  test('"Download calendar file" saves "{course title}.ics" with the plan, made in the browser with no API call', async () => {
    const api = mockThreeCourses()
    const files: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (files.push(blob), 'blob:plan')),
        revokeObjectURL: vi.fn(),
      }),
    )
    const names: string[] = []
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    try {
      const { dialog, user } = await openPlan('JavaScript Essentials')
      const callsBefore = api.calls.length
      await user.click(within(dialog).getByRole('checkbox', { name: 'Wed' }))
      await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }))
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes per session' }), '45')
      await user.click(within(dialog).getByRole('button', { name: 'Download calendar file' }))
      await waitFor(() => expect(names).toEqual(['JavaScript Essentials.ics']))
      const text = await (files[0] as Blob).text()
      expect(files[0]?.type).toBe('text/calendar;charset=utf-8')
      const lines = text.replace(/\r\n /g, '').split('\r\n')
      expect(lines).toEqual(
        expect.arrayContaining([
          'SUMMARY:Study: JavaScript Essentials',
          'DTSTART:20260302T180000',
          'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=2',
          'DURATION:PT45M',
          'TRIGGER:-PT10M',
          `URL:${window.location.origin}/player/course_js`,
        ]),
      )
      expect(api.calls.length).toBe(callsBefore)
    } finally {
      clicks.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  test('"Add to Google Calendar" opens the first session in a new tab, in the learner zone', async () => {
    mockThreeCourses()
    const { dialog, user } = await openPlan('JavaScript Essentials')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri' }))
    const link = within(dialog).getByRole('link', { name: /^Add to Google Calendar/ })
    expect(link).toHaveAccessibleName('Add to Google Calendar (opens in a new tab)')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const href = new URL(link.getAttribute('href') ?? '')
    expect(`${href.origin}${href.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(href.searchParams.get('action')).toBe('TEMPLATE')
    expect(href.searchParams.get('text')).toBe('Study: JavaScript Essentials')
    // Friday 6 March, 18:00 to 18:30.
    expect(href.searchParams.get('dates')).toBe('20260306T180000/20260306T183000')
    expect(href.searchParams.get('ctz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(href.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=3')
  })

  test('with zero minutes left (the lectures left have no stated length) there is nothing to plan, and it says so', async () => {
    const untimed = oneChapterCourse('course_untimed', 'Reading Club', [
      ['r_1', 10],
      ['r_2', null],
    ])
    mockLearnerApi({ enrolled: [untimed], progress: { course_untimed: ['r_1'] } })
    const { user } = renderEnrollments()
    await shownTitles()
    expect(within(rowOf('Reading Club')).getByText('0 minutes left')).toBeInTheDocument()
    await user.click(within(rowOf('Reading Club')).getByRole('button', { name: /^Plan study time/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Plan study time' })
    expect(within(dialog).getByText('1 lecture left has no stated length and is not counted.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('There is no lecture time left to plan.')
    expect(within(dialog).getByRole('button', { name: 'Download calendar file' })).toBeDisabled()
  })

  test('a lecture with no stated length is named in the dialog and left out of the sessions', async () => {
    const mixed = oneChapterCourse('course_mixed', 'Mixed Lengths', [
      ['m_1', 40],
      ['m_2', 0],
      ['m_3', 0],
    ])
    mockLearnerApi({ enrolled: [mixed] })
    const { dialog, user } = await openPlan('Mixed Lengths')
    expect(within(dialog).getByText('2 lectures left have no stated length and are not counted.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sat' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 sessions left · finish by 14 Mar 2026')
  })

  test('works by keyboard: opened with Enter, days ticked with Space, closed with Escape back on its button', async () => {
    mockThreeCourses()
    const { user } = renderEnrollments()
    await shownTitles()
    const button = within(rowOf('Python Basics')).getByRole('button', { name: /^Plan study time/ })
    act(() => button.focus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Plan study time' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    const monday = within(dialog).getByRole('checkbox', { name: 'Mon' })
    while (document.activeElement !== monday) await user.tab()
    await user.keyboard(' ')
    expect(monday).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Download calendar file' })).toBeEnabled()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })
})
