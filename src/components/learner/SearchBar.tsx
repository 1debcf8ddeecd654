import { Trans, useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'

type SearchBarProps = {
  /** Pre-fills the input, e.g. with the term the course list is filtered by. */
  initialValue?: string
  /** A query string to keep on the new address (the course list's sort and filters). */
  keepSearch?: string
  /** On the course list: the page searches, showing the matches at once (else the form goes to the address). */
  onSearch?: (text: string) => void
  className?: string
}

/**
 * The course search form (docs/product.md#course-search): submitting goes to /course-list/{text} with no
 * length or emptiness check; an empty term simply lists every course.
 */
export function SearchBar({ initialValue = '', keepSearch = '', onSearch, className = '' }: SearchBarProps) {
  const navigate = useNavigate()
  const { t } = useLingui()
  const inputId = useId()
  const [text, setText] = useState(initialValue)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (onSearch) onSearch(text)
    else navigate(`${paths.courseList(text)}${keepSearch}`)
  }

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      className={`flex h-12 w-full max-w-xl items-center rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500 md:h-14 ${className}`}
    >
      <Search aria-hidden="true" className="mx-3 size-5 shrink-0 text-slate-500" />
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search for courses</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Serach for Courses`}
        autoComplete="off"
        enterKeyHint="search"
        className="h-full min-w-0 flex-1 bg-transparent text-slate-800 outline-none placeholder:text-slate-500 focus-visible:outline-none"
      />
      <button
        type="submit"
        className="mr-1 h-10 shrink-0 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700 md:h-11 md:px-8"
      >
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
