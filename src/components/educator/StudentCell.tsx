import { studentDisplayName } from '../../domain/enrollment'

type StudentCellProps = { name: string; imageUrl: string }

/** A student's avatar and name; the picture is decoration next to the name, or an initial when there is none. */
export function StudentCell({ name, imageUrl }: StudentCellProps) {
  const displayName = studentDisplayName(name)
  return (
    <span className="flex items-center gap-3">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          className="size-9 shrink-0 rounded-full bg-slate-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {displayName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 break-words">{displayName}</span>
    </span>
  )
}
