import { act, screen, waitFor, within } from '@testing-library/react'
import { renderApp, type RenderWithProvidersResult } from '../../utils/render'
import { makeCourse, recordRequests, serveCatalogue, serveLearner } from './catalogueApi'
import { personalStorageKey } from '../../../src/lib/storage'
import { SAVED_COURSES_NOT_KEPT } from '../../../src/queries/savedCourses'
import { MD_UP_MEDIA_QUERY } from '../../../src/config/constants'
// The phone's Filters sheet is a lazy chunk: loaded with the file, so no wait includes compiling it.
import '../../../src/components/learner/FiltersSheet'

// Prices after discount: rust 0 (free), go 40, py 45, sql 90, css 20 (no educator name), java 100.
const COURSES = [
  makeCourse('rust', 'Rust for Beginners', {
    coursePrice: 30,
    discount: 100,
    createdAt: '2025-02-01T00:00:00Z',
    courseRatings: [{ userId: 'a', rating: 3 }],
    educator: { _id: 'edu_b', name: 'Bilal Khan' },
  }),
  makeCourse('go', 'Go Services', {
    coursePrice: 80,
    discount: 50,
    createdAt: '2025-06-01T00:00:00Z',
    courseRatings: [
      { userId: 'a', rating: 5 },
      { userId: 'b', rating: 4 },
    ],
  }),
  makeCourse('py', 'Python Data', {
    coursePrice: 50,
    discount: 10,
    createdAt: '2024-01-01T00:00:00Z',
    courseRatings: [{ userId: 'a', rating: 4 }],
  }),
  makeCourse('sql', 'SQL Mastery', { coursePrice: 90, discount: 0, createdAt: '2025-09-01T00:00:00Z' }),
  makeCourse('css', 'CSS Layouts', {
    coursePrice: 20,
    discount: 0,
    educator: { _id: 'edu_b', name: 'Bilal Khan' },
    courseRatings: [{ userId: 'a', rating: 4 }],
  }),
  makeCourse('java', 'Java Basics', { coursePrice: 100, discount: 0, createdAt: '2023-01-01T00:00:00Z' }),
]
afterEach(() => vi.unstubAllGlobals())

const TITLE = Object.fromEntries(COURSES.map((course) => [course._id, course.courseTitle]))

function cardTitles(): string[] {
  return screen.queryAllByTestId('course-card').map((card) => within(card).getByRole('heading').textContent ?? '')
}
const titles = (...ids: string[]) => ids.map((id) => TITLE[id])

async function renderList(route: string, auth?: NonNullable<Parameters<typeof renderApp>[0]>['auth']) {
  const result = renderApp({ route, auth })
  await screen.findByRole('heading', { level: 1, name: 'Course List' })
  await waitFor(() => expect(screen.queryByText('Loading courses…')).not.toBeInTheDocument())
  return result
}

const panel = () => screen.getByRole('region', { name: 'Sort and filter courses' })
const sortSelect = () => within(panel()).getByLabelText('Sort by')
const count = () => screen.getAllByRole('status').find((element) => /course/.test(element.textContent ?? ''))

async function expectList(ids: string[]) {
  await waitFor(() => expect(cardTitles()).toEqual(titles(...ids)))
}

test('"Sort by" offers the six orders, starts at Relevance (the API order) and reorders the list', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')
  const select = sortSelect()
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Relevance', 'Newest', 'Price: low to high', 'Price: high to low', 'Highest rated', 'Biggest discount'])
  expect(select).toHaveValue('relevance')
  expect(cardTitles()).toEqual(titles('rust', 'go', 'py', 'sql', 'css', 'java'))

  for (const [label, param, order] of [
    ['Price: low to high', 'price-asc', ['rust', 'css', 'go', 'py', 'sql', 'java']],
    ['Price: high to low', 'price-desc', ['java', 'sql', 'py', 'go', 'css', 'rust']],
    // Undated courses ("css" has the default date) by date; go 2025-06 before rust 2025-02.
    ['Newest', 'newest', ['sql', 'go', 'rust', 'css', 'py', 'java']],
    ['Highest rated', 'rating', ['go', 'py', 'css', 'rust', 'sql', 'java']],
    ['Biggest discount', 'discount', ['rust', 'go', 'py', 'sql', 'css', 'java']],
  ] as const) {
    await user.selectOptions(sortSelect(), label)
    await expectList([...order])
    expect(location()).toBe(`/course-list?sort=${param}`)
  }
  await user.selectOptions(sortSelect(), 'Relevance')
  await waitFor(() => expect(location()).toBe('/course-list'))
})

test('the count says how many courses match, in the singular for one', async () => {
  serveCatalogue(COURSES)
  const { user } = await renderList('/course-list')
  expect(count()).toHaveTextContent('6 courses')
  await user.click(within(panel()).getByLabelText('Free only'))
  await waitFor(() => expect(count()).toHaveTextContent(/^1 course$/))
})

test('each filter narrows the list, shows a removable chip and goes into the address', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')

  await user.click(within(panel()).getByLabelText('Free only'))
  await expectList(['rust'])
  expect(location()).toBe('/course-list?free=1')
  await user.click(screen.getByRole('button', { name: 'Remove filter Free only' }))
  await expectList(['rust', 'go', 'py', 'sql', 'css', 'java'])

  await user.type(within(panel()).getByLabelText('Min price'), '40')
  await expectList(['go', 'py', 'sql', 'java'])
  await user.type(within(panel()).getByLabelText('Max price'), '90')
  // Inclusive at both ends, on the price after discount (go is 80 - 50% = 40).
  await expectList(['go', 'py', 'sql'])
  expect(location()).toBe('/course-list?minPrice=40&maxPrice=90')
  expect(screen.getByRole('button', { name: 'Remove filter Min price ₹40.00' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Remove filter Max price ₹90.00' }))
  await expectList(['go', 'py', 'sql', 'java'])
  expect(within(panel()).getByLabelText('Max price')).toHaveValue('')
  await user.click(screen.getByRole('button', { name: 'Remove filter Min price ₹40.00' }))
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('')

  // By the option itself: user-event compares a string with the option's HTML, where "&" is "&amp;".
  const rating = within(panel()).getByLabelText('Minimum rating')
  await user.selectOptions(rating, within(rating).getByRole('option', { name: '4 & up' }))
  await expectList(['go', 'py', 'css'])
  await user.selectOptions(rating, within(rating).getByRole('option', { name: '3 & up' }))
  await expectList(['rust', 'go', 'py', 'css'])
  expect(location()).toBe('/course-list?minRating=3')
  await user.click(screen.getByRole('button', { name: 'Remove filter Rating 3 & up' }))

  const educator = within(panel()).getByLabelText('Educator')
  expect(
    within(educator)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All educators', 'Ananya Krishnan', 'Bilal Khan'])
  await user.selectOptions(educator, 'Bilal Khan')
  await expectList(['rust', 'css'])
  expect(location()).toBe('/course-list?educator=edu_b')
  await user.click(screen.getByRole('button', { name: 'Remove filter Educator: Bilal Khan' }))

  await user.click(within(panel()).getByLabelText('Discounted only'))
  await expectList(['rust', 'go', 'py'])
  await user.click(screen.getByRole('button', { name: 'Remove filter Discounted only' }))
  await expectList(['rust', 'go', 'py', 'sql', 'css', 'java'])
  expect(location()).toBe('/course-list')
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()
})

test.each([
  ['-5', '', 'Prices cannot be negative.'],
  ['50', '10', 'Min price cannot be more than Max price.'],
  ['abc', '', 'Enter prices as numbers, such as 499 or 12.50.'],
])('a price range of %j to %j is explained beside the fields and not applied', async (min, max, message) => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')
  const minField = within(panel()).getByLabelText('Min price')
  const maxField = within(panel()).getByLabelText('Max price')
  if (min) await user.type(minField, min)
  if (max) await user.type(maxField, max)
  expect(await within(panel()).findByText(message)).toBeInTheDocument()
  expect(minField).toHaveAttribute('aria-invalid', 'true')
  expect(minField).toHaveAccessibleDescription(message)
  // What was typed stays; the list and the address have no price range.
  expect(minField).toHaveValue(min)
  expect(maxField).toHaveValue(max)
  expect(location()).toBe('/course-list')
  expect(cardTitles()).toHaveLength(COURSES.length)
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()

  await user.clear(minField)
  await user.clear(maxField)
  await user.type(minField, '45')
  await waitFor(() => expect(within(panel()).queryByText(message)).not.toBeInTheDocument())
  await expectList(['py', 'sql', 'java'])
})

test('a price range that is only invalid has no chip, but "Clear filters" empties the fields', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')
  const minField = within(panel()).getByLabelText('Min price')
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  await user.type(minField, 'abc')
  expect(await within(panel()).findByText('Enter prices as numbers, such as 499 or 12.50.')).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(minField).toHaveValue('')
  expect(minField).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  expect(location()).toBe('/course-list')
  expect(cardTitles()).toHaveLength(COURSES.length)
})

test('"Clear filters" removes every filter and keeps the search term and the sort', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list/s?sort=price-desc&minRating=4&discounted=1')
  // "s": Rust for Beginners, Go Services, SQL Mastery, CSS Layouts, Java Basics; rated 4 & up and discounted: go.
  await expectList(['go'])
  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  await waitFor(() => expect(location()).toBe('/course-list/s?sort=price-desc'))
  await expectList(['java', 'sql', 'go', 'css', 'rust'])
  expect(screen.getByRole('link', { name: 'Clear search' })).toBeInTheDocument()
})

test.each([
  ['50', '10', 'Min price cannot be more than Max price.'],
  ['abc', '', 'Enter prices as numbers, such as 499 or 12.50.'],
])(
  '"Clear filters" also empties price fields holding %j to %j, a range never applied, and keeps the search term',
  async (min, max, message) => {
    serveCatalogue(COURSES)
    const { user, location } = await renderList('/course-list/s?free=1')
    const minField = within(panel()).getByLabelText('Min price')
    const maxField = within(panel()).getByLabelText('Max price')
    await user.type(minField, min)
    if (max) await user.type(maxField, max)
    expect(await within(panel()).findByText(message)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/course-list/s'))
    expect(minField).toHaveValue('')
    expect(maxField).toHaveValue('')
    expect(minField).not.toHaveAttribute('aria-invalid')
    expect(within(panel()).queryByText(message)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Clear search' })).toBeInTheDocument()
    await expectList(['rust', 'go', 'sql', 'css', 'java'])
  },
)

test('the price fields hold the same text in the sheet and inline, and "Clear filters" empties both', async () => {
  serveCatalogue(COURSES)
  const { user } = await renderList('/course-list?discounted=1')
  const message = 'Min price cannot be more than Max price.'
  const openSheet = async () => {
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    return screen.findByRole('dialog', { name: 'Filters' })
  }
  const closeSheet = async (sheet: HTMLElement) => {
    await user.click(within(sheet).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }

  let sheet = await openSheet()
  await user.type(within(sheet).getByLabelText('Min price'), '50')
  await user.type(within(sheet).getByLabelText('Max price'), '10')
  expect(await within(sheet).findByText(message)).toBeInTheDocument()
  await closeSheet(sheet)
  // What was typed is still there when the sheet opens again, and in the inline panel (shown from md).
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('50')
  sheet = await openSheet()
  expect(within(sheet).getByLabelText('Max price')).toHaveValue('10')
  expect(within(sheet).getByText(message)).toBeInTheDocument()
  await closeSheet(sheet)

  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('')
  expect(within(panel()).queryByText(message)).not.toBeInTheDocument()
  sheet = await openSheet()
  expect(within(sheet).getByLabelText('Min price')).toHaveValue('')
  expect(within(sheet).getByLabelText('Max price')).toHaveValue('')
  expect(within(sheet).queryByText(message)).not.toBeInTheDocument()
})

test("a price chip's cross empties the matching field, inline and in the sheet", async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list?minPrice=12.50&maxPrice=90')
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('12.5')
  await user.click(screen.getByRole('button', { name: 'Remove filter Min price ₹12.50' }))
  await waitFor(() => expect(location()).toBe('/course-list?maxPrice=90'))
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('')
  expect(within(panel()).getByLabelText('Max price')).toHaveValue('90')

  await user.click(screen.getByRole('button', { name: 'Filters' }))
  const sheet = await screen.findByRole('dialog', { name: 'Filters' })
  await user.type(within(sheet).getByLabelText('Min price'), '20')
  await user.click(within(sheet).getByRole('button', { name: 'Done' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: 'Remove filter Max price ₹90.00' }))
  await waitFor(() => expect(location()).toBe('/course-list?minPrice=20'))
  await user.click(screen.getByRole('button', { name: 'Filters' }))
  const reopened = await screen.findByRole('dialog', { name: 'Filters' })
  expect(within(reopened).getByLabelText('Min price')).toHaveValue('20')
  expect(within(reopened).getByLabelText('Max price')).toHaveValue('')
})

test('removing one price chip leaves the other field as typed ("12.50" stays "12.50")', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')
  await user.type(within(panel()).getByLabelText('Min price'), '12.50')
  await user.type(within(panel()).getByLabelText('Max price'), '90')
  await waitFor(() => expect(location()).toBe('/course-list?minPrice=12.5&maxPrice=90'))
  await user.click(screen.getByRole('button', { name: 'Remove filter Max price ₹90.00' }))
  await waitFor(() => expect(location()).toBe('/course-list?minPrice=12.5'))
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('12.50')
  expect(within(panel()).getByLabelText('Max price')).toHaveValue('')
})

test("the search chip's cross keeps the sort and filters", async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list/go?minRating=4')
  await expectList(['go'])
  await user.click(screen.getByRole('link', { name: 'Clear search' }))
  await waitFor(() => expect(location()).toBe('/course-list?minRating=4'))
  await expectList(['go', 'py', 'css'])
})

test('a new search from the list keeps the sort and filters', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list?sort=price-asc')
  await user.type(screen.getByPlaceholderText('Serach for Courses'), 's{Enter}')
  await waitFor(() => expect(location()).toBe('/course-list/s?sort=price-asc'))
  await expectList(['rust', 'css', 'go', 'sql', 'java'])
})

test('when filters leave nothing, the empty text stays and "Clear filters" follows it', async () => {
  serveCatalogue(COURSES)
  const { user } = await renderList('/course-list?free=1&minRating=4')
  const empty = screen.getByText('No courses available at the moment.')
  expect(count()).toHaveTextContent('0 courses')
  const clear = within(empty.parentElement!).getByRole('button', { name: 'Clear filters' })
  await user.click(clear)
  await expectList(['rust', 'go', 'py', 'sql', 'css', 'java'])
})

test('an address with sort and filters shows that list with its controls set', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list?sort=price-asc&minPrice=10&maxPrice=50&educator=user_educator')
  await expectList(['go', 'py'])
  expect(sortSelect()).toHaveValue('price-asc')
  expect(within(panel()).getByLabelText('Min price')).toHaveValue('10')
  expect(within(panel()).getByLabelText('Max price')).toHaveValue('50')
  expect(within(panel()).getByLabelText('Educator')).toHaveValue('user_educator')
})

test('unknown and malformed values in the address are ignored, never an error', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list?sort=cheapest&minRating=9&minPrice=-3&maxPrice=abc&educator=nobody&free=maybe&x=1')
  expect(cardTitles()).toEqual(titles('rust', 'go', 'py', 'sql', 'css', 'java'))
  expect(sortSelect()).toHaveValue('relevance')
  expect(within(panel()).getByLabelText('Educator')).toHaveValue('')
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()
})

test('a sort or filter change works the list out once', async () => {
  serveCatalogue(COURSES)
  const { user } = await renderList('/course-list')
  const mark = vi.spyOn(performance, 'mark')
  await user.selectOptions(sortSelect(), 'Newest')
  await expectList(['sql', 'go', 'rust', 'css', 'py', 'java'])
  await user.click(within(panel()).getByLabelText('Discounted only'))
  await expectList(['go', 'rust', 'py'])
  expect(mark.mock.calls.filter(([name]) => name === 'catalogue-view')).toHaveLength(2)
})

// --- saved courses -------------------------------------------------------------------------------------

const saveButton = (id: string) => screen.getByRole('button', { name: `Save ${TITLE[id]}` })
const removeButton = (id: string) => screen.getByRole('button', { name: `Remove ${TITLE[id]} from saved` })

async function save(result: RenderWithProvidersResult, ...ids: string[]) {
  for (const id of ids) {
    await result.user.click(saveButton(id))
    expect(removeButton(id)).toHaveAttribute('aria-pressed', 'true')
  }
}

test('saving a course presses its toggle, keeps it for the visitor and sends nothing', async () => {
  serveCatalogue(COURSES)
  const result = await renderList('/course-list')
  expect(saveButton('go')).toHaveAttribute('aria-pressed', 'false')
  const requests = recordRequests()
  await save(result, 'go', 'sql')
  expect(JSON.parse(localStorage.getItem(personalStorageKey('saved-courses', null)) ?? '')).toEqual(['go', 'sql'])

  await result.user.click(within(panel()).getByLabelText('Saved only'))
  await expectList(['go', 'sql'])
  await result.user.click(removeButton('go'))
  await expectList(['sql'])
  expect(requests).toEqual([])
})

test("saved courses are kept per person: a learner does not see the visitor's, and the visitor's join the account at sign-in", async () => {
  serveCatalogue(COURSES)
  serveLearner([])
  localStorage.setItem(personalStorageKey('saved-courses', 'user_learner'), JSON.stringify(['py']))
  const result = await renderList('/course-list?saved=1')
  expect(screen.getByText('No courses available at the moment.')).toBeInTheDocument()
  await result.user.click(screen.getByRole('button', { name: 'Remove filter Saved only' }))
  await save(result, 'go')

  result.setAuth({ user: {} })
  await expectList(['rust', 'go', 'py', 'sql', 'css', 'java'])
  await result.user.click(within(panel()).getByLabelText('Saved only'))
  await expectList(['go', 'py'])
  expect(localStorage.getItem(personalStorageKey('saved-courses', null))).toBe('[]')

  result.setAuth({ user: null })
  await expectList([])
})

test('a course the learner bought and one that left the catalogue leave the saved list quietly', async () => {
  serveCatalogue(COURSES)
  serveLearner(['go'])
  const key = personalStorageKey('saved-courses', 'user_learner')
  localStorage.setItem(key, JSON.stringify(['go', 'gone_course', 'sql']))
  await renderList('/course-list?saved=1', { user: {} })
  await expectList(['sql'])
  // The owned course has nothing to save for: no toggle on its card.
  await waitFor(() => expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual(['sql']))
  expect(screen.queryByRole('button', { name: `Save ${TITLE.go}` })).not.toBeInTheDocument()
})

test.each([
  ['not JSON', '{oops'],
  ['not a list', '{"ids":["go"]}'],
  ['a list with junk', '[1, null, "go", {"x": 1}]'],
])('stored saved courses that are %s do not break the list', async (_label, stored) => {
  serveCatalogue(COURSES)
  localStorage.setItem(personalStorageKey('saved-courses', null), stored)
  const result = await renderList('/course-list')
  expect(cardTitles()).toHaveLength(COURSES.length)
  await save(result, 'py')
})

test('when storage is full the toggle still works for the visit and says the list cannot be kept', async () => {
  serveCatalogue(COURSES)
  const result = await renderList('/course-list')
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  await save(result, 'java')
  expect(await screen.findByText(SAVED_COURSES_NOT_KEPT)).toBeInTheDocument()
  setItem.mockRestore()
  await result.user.click(removeButton('java'))
  expect(saveButton('java')).toHaveAttribute('aria-pressed', 'false')
})

test('"Filters" opens a sheet with the sort and filters whose count follows live; Escape closes it', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list')
  const button = screen.getByRole('button', { name: 'Filters' })
  await user.click(button)
  const sheet = await screen.findByRole('dialog', { name: 'Filters' })
  expect(within(sheet).getByRole('status')).toHaveTextContent('6 courses')
  await user.selectOptions(within(sheet).getByLabelText('Sort by'), 'Price: high to low')
  await user.click(within(sheet).getByLabelText('Discounted only'))
  await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('3 courses'))
  expect(location()).toBe('/course-list?sort=price-desc&discounted=1')

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(button).toHaveFocus()
  await expectList(['py', 'go', 'rust'])
})

/** A window that starts narrower than md and can grow past it: matchMedia answers from `isWide`. */
function stubGrowingWindow() {
  let isWide = false
  const listeners = new Set<() => void>()
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return query === MD_UP_MEDIA_QUERY && isWide
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => {
          if (query === MD_UP_MEDIA_QUERY) listeners.add(listener)
        },
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return {
    grow: () => {
      isWide = true
      for (const listener of listeners) listener()
    },
  }
}

test('the sheet closes when the window grows to md, and the focus goes to the inline "Sort by"', async () => {
  const viewport = stubGrowingWindow()
  serveCatalogue(COURSES)
  const { user } = await renderList('/course-list')
  await user.click(screen.getByRole('button', { name: 'Filters' }))
  const sheet = await screen.findByRole('dialog', { name: 'Filters' })
  await user.click(within(sheet).getByLabelText('Discounted only'))

  act(() => viewport.grow())
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  // The "Filters" button is hidden from md: focus on it would be lost to the page.
  await waitFor(() => expect(sortSelect()).toHaveFocus())
  expect(within(panel()).getByLabelText('Discounted only')).toBeChecked()
})
