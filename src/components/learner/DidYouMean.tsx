import { Trans } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'
import { coursesMatchingTerm } from '../../domain/catalogue'
import { suggestCourses } from '../../domain/titleSuggestions'

/**
 * Under "No courses available at the moment.": when the search term is in no course title, up to three courses whose
 * titles come closest to it, each a link to its page (docs/catalogue-discovery.md#did-you-mean). Nothing when the term
 * did match titles (filters emptied the list), when no title is close, or before the whole catalogue is here. Its
 * own chunk, loaded with the empty state, with the matching rule.
 */
export default function DidYouMean({ term }: { term: string }) {
  const { allCourses } = useAppContext()
  const catalogue = allCourses.data
  const suggestions = useMemo(
    () => (catalogue && coursesMatchingTerm(catalogue, term).length === 0 ? suggestCourses(catalogue, term) : []),
    [catalogue, term],
  )
  const headingId = useId()
  if (suggestions.length === 0) return null
  return (
    <div>
      <p id={headingId} className="text-slate-700">
        <Trans>Did you mean</Trans>
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap justify-center gap-2">
        {suggestions.map((course) => (
          <li key={course._id} className="max-w-full">
            <Link
              to={paths.course(course._id)}
              className="block rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {course.courseTitle}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
