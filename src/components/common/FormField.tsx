import { useId, type ComponentProps, type Ref } from 'react'

type FormFieldProps = Omit<ComponentProps<'input'>, 'id' | 'ref' | 'aria-invalid' | 'aria-describedby'> & {
  label: string
  /** The message under the field; marks the input invalid and describes it. */
  error?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled input with its error message wired to it (aria-invalid, aria-describedby). */
export function FormField({ label, error, inputRef, className = '', ...inputProps }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 aria-invalid:border-red-600"
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
